import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem, ReferenceList } from '@back-office/shared/contract';
import { Button, Field, Input, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { AddRegular, Badge, Select } from '@back-office/shared/fluent-extra';
import { ConfirmDialog, EmptyState, PagedResults, useDebouncedValue, useNotify, type ListColumn } from '@back-office/shared/ui';
import { errorMessage } from '@back-office/shared';
import { useGetReferenceItemsQuery, useSetReferenceItemActiveMutation } from '../../api/reference-api';
import { ReferenceItemDialog } from './reference-item-dialog';
import { useItemName } from './use-item-name';

const PAGE_SIZES = [10, 25, 50] as const;
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 1, minWidth: 'min(100%, 220px)' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type StatusFilter = 'all' | 'active' | 'inactive';

export interface ReferenceListViewProps {
  list: ReferenceList;
  /** Its governorate, city or merchant, for the lists that have one. */
  parentId?: number;
  heading: string;
  /** More per row, e.g. a link to the cities of a governorate. */
  rowAction?: (item: ReferenceItem) => ReactNode;
}

/**
 * Issue 17: one reference list: search in both names, active filter, pages; add and edit in a
 * dialog; deactivate and reactivate after a confirmation. Cards on a phone (ResponsiveList).
 */
export function ReferenceListView({ list, parentId, heading, rowAction }: ReferenceListViewProps) {
  const { t } = useTranslation('reference');
  const styles = useStyles();
  const notify = useNotify();
  const nameOf = useItemName();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [params, setParams] = useState({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ReferenceItem | 'new'>();
  const [confirming, setConfirming] = useState<ReferenceItem>();
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useGetReferenceItemsQuery({
    list,
    ...(parentId !== undefined && { parent_id: parentId }),
    ...(q && { q }),
    ...(status !== 'all' && { active: status === 'active' }),
    page: params.page,
    per_page: params.pageSize,
  });
  const [setActive, activation] = useSetReferenceItemActiveMutation();
  const change = useCallback((changes: { page?: number; pageSize?: number }) => setParams((current) => ({ ...current, ...changes })), []);

  async function toggle(item: ReferenceItem) {
    const result = await setActive({ list, id: item.id, active: !item.active });
    setConfirming(undefined);
    if (result.error) notify.error(errorMessage(result.error, t('errors.saving')));
    else notify.success(result.data.message ?? '');
  }

  const columns: ListColumn<ReferenceItem>[] = [
    { key: 'name_ar', header: t('columns.nameAr'), render: (item) => <span lang="ar">{item.name_ar}</span>, wrap: true },
    { key: 'name_en', header: t('columns.nameEn'), render: (item) => <span lang="en">{item.name_en}</span>, wrap: true },
    {
      key: 'status',
      header: t('columns.status'),
      render: (item) => (
        <Badge appearance="tint" color={item.active ? 'success' : 'subtle'}>
          {t(item.active ? 'status.active' : 'status.inactive')}
          {item.covers_city ? ` · ${t('status.coversCity')}` : ''}
        </Badge>
      ),
    },
    ...(list === 'limit-request-document-types'
      ? [{ key: 'kind', header: t('columns.extra'), render: (item: ReferenceItem) => (item.kind ? t(`kinds.${item.kind}`) : '') }]
      : []),
    {
      key: 'actions',
      header: t('columns.actions'),
      render: (item) => (
        <div className={styles.actions}>
          {rowAction?.(item)}
          <Button size="small" onClick={() => setEditing(item)} aria-label={`${t('actions.edit')}: ${nameOf(item)}`}>
            {t('actions.edit')}
          </Button>
          <Button
            size="small"
            onClick={() => setConfirming(item)}
            aria-label={`${t(item.active ? 'actions.deactivate' : 'actions.reactivate')}: ${nameOf(item)}`}
          >
            {t(item.active ? 'actions.deactivate' : 'actions.reactivate')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.toolbar}>
        <Field label={t('filters.search')} className={styles.search}>
          <Input
            type="search"
            value={search}
            onChange={(_event, data) => {
              setSearch(data.value);
              change({ page: 1 });
            }}
          />
        </Field>
        <Field label={t('filters.status')}>
          <Select
            value={status}
            onChange={(_event, data) => {
              setStatus(data.value as StatusFilter);
              change({ page: 1 });
            }}
          >
            {(['all', 'active', 'inactive'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`filters.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
          {t('actions.add')}
        </Button>
      </div>
      <PagedResults
        query={query}
        page={query.data && { rows: query.data.data, pagination: query.data.pagination }}
        params={params}
        change={change}
        columns={columns}
        getRowKey={(item) => item.id}
        caption={heading}
        pageSizes={PAGE_SIZES}
        errorText={t('errors.loading')}
        empty={<EmptyState title={t('empty')} />}
      />
      {editing && (
        <ReferenceItemDialog
          list={list}
          item={editing === 'new' ? undefined : editing}
          parentId={parentId}
          onClose={() => setEditing(undefined)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t(confirming.active ? 'confirm.deactivateTitle' : 'confirm.reactivateTitle', { name: nameOf(confirming) })}
          body={t(confirming.active ? 'confirm.deactivateBody' : 'confirm.reactivateBody')}
          confirmLabel={t(confirming.active ? 'actions.deactivate' : 'actions.reactivate')}
          busy={activation.isLoading}
          onConfirm={() => void toggle(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </section>
  );
}
