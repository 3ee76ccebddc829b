import { Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Checkbox, SearchBox, Select } from '@back-office/shared/fluent-extra';
import { CLIENT_SOURCES } from '@back-office/shared/contract/enums';
import { useTranslation } from 'react-i18next';
import { MultiSelect, useDebouncedText, useStatusLabel } from '@back-office/shared/ui';
import { useClientsQuery } from './use-clients-query';
import { useListParams } from './use-list-params';

const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { flexGrow: 2, flexBasis: '320px' },
  status: { flexGrow: 1, flexBasis: '220px' },
  source: { flexGrow: 1, flexBasis: '180px' },
  mine: { paddingBlockEnd: tokens.spacingVerticalXS },
  control: { width: '100%', maxWidth: 'none' },
});

/**
 * Search, status and source filters and "my clients" (issue 15); all land in the URL and send the
 * user back to page 1. The source is one of two, so a select (all, staff, self-onboarding).
 */
export function ClientsFilters() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const statusLabel = useStatusLabel();
  const { params, change } = useListParams();
  const statuses = useClientsQuery().data?.data.statuses ?? [];
  const [text, setText] = useDebouncedText(params.search, (search) => change({ search, page: 1 }, { replace: true }), SEARCH_DELAY_MS);
  return (
    <div role="search" className={styles.root}>
      <Field label={t('list.searchLabel')} className={styles.search}>
        <SearchBox
          className={styles.control}
          value={text}
          placeholder={t('list.searchPlaceholder')}
          dismiss={{ 'aria-label': t('actions.clear', { ns: 'common' }) }}
          onChange={(_event, data) => setText(data.value)}
        />
      </Field>
      <Field label={t('list.statusFilter')} className={styles.status}>
        <MultiSelect
          className={styles.control}
          options={statuses.map((status) => ({ id: status.value, name: statusLabel(status.value, status.label) }))}
          selectedIds={params.statuses}
          placeholder={t('list.allStatuses')}
          onChange={(ids) => change({ statuses: ids.map(String), page: 1 })}
        />
      </Field>
      <Field label={t('list.sourceFilter')} className={styles.source}>
        <Select
          className={styles.control}
          value={params.sources.length === 1 ? params.sources[0] : ''}
          onChange={(_event, data) => change({ sources: CLIENT_SOURCES.filter((source) => source === data.value), page: 1 })}
        >
          <option value="">{t('list.allSources')}</option>
          {CLIENT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`list.sources.${source}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        className={styles.mine}
        label={t('list.mine')}
        checked={params.mine}
        onChange={(_event, data) => change({ mine: data.checked === true, page: 1 })}
      />
    </div>
  );
}
