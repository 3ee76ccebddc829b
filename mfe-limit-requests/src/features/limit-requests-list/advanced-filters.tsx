import { Button, Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { DECISION_STATUSES, type DecisionStatus } from '@back-office/shared/contract/enums';
import { MultiSelect } from '@back-office/shared/ui';
import { DateFilterField } from './date-filter-field';
import type { FilterErrors } from './filter-rules';
import type { FilterValues } from './list-params';

/** SPEC §4 documents approved, rejected and cancelled as the filter's values: they come first, the other statuses after. */
const DOCUMENTED_FIRST: readonly DecisionStatus[] = ['approved', 'rejected', 'cancelled'];
const FILTER_ORDER = [...DOCUMENTED_FIRST, ...DECISION_STATUSES.filter((status) => !DOCUMENTED_FIRST.includes(status))];

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  status: { flexGrow: 1, flexBasis: '220px' },
  control: { width: '100%', maxWidth: 'none' },
  // Aligns the buttons with the inputs, below the fields' labels.
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignSelf: 'flex-end' },
});

export interface AdvancedFiltersProps {
  id: string;
  draft: FilterValues;
  errors: FilterErrors;
  update: (changes: Partial<FilterValues>) => void;
  apply: () => void;
  clear: () => void;
}

/** Decision status and created-date range, plus apply and clear for the whole panel. */
export function AdvancedFilters({ id, draft, errors, update, apply, clear }: AdvancedFiltersProps) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  return (
    <div id={id} className={styles.root}>
      <Field label={t('filters.decisionStatus')} className={styles.status}>
        <MultiSelect
          className={styles.control}
          options={FILTER_ORDER.map((status) => ({ id: status, name: t(`statuses.decision.${status}`) }))}
          selectedIds={draft.decisionStatuses}
          placeholder={t('filters.allDecisions')}
          onChange={(ids) => update({ decisionStatuses: ids.map(String) })}
        />
      </Field>
      <DateFilterField
        label={t('filters.dateFrom')}
        value={draft.dateFrom}
        error={errors.dateFrom}
        onChange={(dateFrom) => update({ dateFrom })}
      />
      <DateFilterField label={t('filters.dateTo')} value={draft.dateTo} error={errors.dateTo} onChange={(dateTo) => update({ dateTo })} />
      <div className={styles.buttons}>
        <Button appearance="primary" onClick={apply}>
          {t('filters.apply')}
        </Button>
        <Button onClick={clear}>{t('filters.clear')}</Button>
      </div>
    </div>
  );
}
