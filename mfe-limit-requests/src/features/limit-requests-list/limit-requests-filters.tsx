import { useId, useState } from 'react';
import { Button, Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { SearchBox, ChevronDownRegular, ChevronUpRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { AdvancedFilters } from './advanced-filters';
import { MineToggle } from './mine-toggle';
import { RequestCodesField } from './request-codes-field';
import { useFilterDraft } from './use-filter-draft';
import { useLimitRequestsQuery } from './use-limit-requests-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  search: { flexGrow: 2, flexBasis: '280px' },
  codes: { flexGrow: 1, flexBasis: '220px' },
  control: { width: '100%', maxWidth: 'none' },
  toggle: { alignSelf: 'flex-start' },
  mine: { alignSelf: 'flex-end' },
});

/** SPEC §2 filter panel: search and request codes, with decision status and dates behind "advanced". */
export function LimitRequestsFilters() {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const advancedId = useId();
  const codes = useLimitRequestsQuery().data?.data.codes ?? [];
  const { draft, update, errors, apply, clear } = useFilterDraft();
  // Filters that came in the URL are shown open, so the user sees what narrows the list.
  const [expanded, setExpanded] = useState(() => draft.decisionStatuses.length > 0 || draft.dateFrom !== '' || draft.dateTo !== '');
  return (
    <div role="search" aria-label={t('filters.label')} className={styles.root}>
      <div className={styles.row}>
        <Field label={t('filters.search')} className={styles.search}>
          <SearchBox
            className={styles.control}
            value={draft.search}
            placeholder={t('filters.searchPlaceholder')}
            dismiss={{ 'aria-label': t('filters.clearSearch') }}
            onChange={(_event, data) => update({ search: data.value })}
          />
        </Field>
        <RequestCodesField
          className={styles.codes}
          codes={codes}
          selected={draft.codes}
          onChange={(selected) => update({ codes: selected })}
        />
        <MineToggle className={styles.mine} />
      </div>
      <Button
        className={styles.toggle}
        appearance="subtle"
        icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
        aria-expanded={expanded}
        aria-controls={advancedId}
        onClick={() => setExpanded((open) => !open)}
      >
        {t('filters.advanced')}
      </Button>
      {expanded && <AdvancedFilters id={advancedId} draft={draft} errors={errors} update={update} apply={apply} clear={clear} />}
    </div>
  );
}
