import { useId } from 'react';
import { Button, Label, makeStyles, tokens, useFluent } from '@back-office/shared/fluent-core';
import { Select, ChevronLeftRegular, ChevronRightRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { pageRange } from './page-range';
import { formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  size: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  range: { color: tokens.colorNeutralForeground2 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** The server stopped counting at `total`; more rows match (a wide search). */
  totalCapped?: boolean;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  /** The caller decides where the user lands; usually back on page 1. */
  onPageSizeChange: (pageSize: number) => void;
}

export function Pagination({ page, pageSize, total, totalCapped = false, pageSizes, onPageChange, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  // Chevron icons do not mirror themselves, and "previous" points right in Arabic.
  const rtl = useFluent().dir === 'rtl';
  const sizeId = useId();
  const { from, to, lastPage } = pageRange(page, pageSize, total);
  const number = (value: number) => formatNumber(value, language);
  return (
    <nav className={styles.root} aria-label={t('pagination.label')}>
      <div className={styles.size}>
        <Label htmlFor={sizeId}>{t('pagination.rowsPerPage')}</Label>
        <Select id={sizeId} value={String(pageSize)} onChange={(_event, data) => onPageSizeChange(Number(data.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {number(size)}
            </option>
          ))}
        </Select>
      </div>
      <span className={styles.range} aria-live="polite">
        {t(totalCapped ? 'pagination.rangeMoreThan' : 'pagination.range', { from: number(from), to: number(to), total: number(total) })}
      </span>
      <div className={styles.buttons}>
        <Button
          appearance="subtle"
          icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />}
          aria-label={t('pagination.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />}
          aria-label={t('pagination.next')}
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        />
      </div>
    </nav>
  );
}
