import { useState, type FormEvent } from 'react';
import { Button, Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Select } from '@back-office/shared/fluent-extra';
import { DateInput, useVisuallyHiddenStyles } from '@back-office/shared/ui';
import type { DashboardPeriod } from '@back-office/shared/contract';
import { useTranslation } from 'react-i18next';
import { customRangeProblem, PERIODS, useDashboardParams } from './dashboard-params';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '160px', flexGrow: 1, maxWidth: '220px', '@media (max-width: 640px)': { maxWidth: 'none' } },
  range: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  apply: { marginBlockStart: '26px' },
});

/** 7, 30 or 90 days, or a custom range of days (issue 18); the choice is kept in the URL. */
export function PeriodPicker() {
  const { t } = useTranslation('dashboard');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const { query, change } = useDashboardParams();
  const [customOpen, setCustomOpen] = useState(query.period === 'custom');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [submitted, setSubmitted] = useState(false);
  const selected: DashboardPeriod = customOpen ? 'custom' : (query.period ?? '30d');
  const problem = submitted ? customRangeProblem(from, to) : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!customRangeProblem(from, to)) change({ period: 'custom', from, to });
  };

  return (
    <form className={styles.root} onSubmit={apply} noValidate>
      <Field label={t('period.label')} className={styles.field}>
        <Select
          value={selected}
          onChange={(_event, data) => {
            const period = data.value as DashboardPeriod;
            setCustomOpen(period === 'custom');
            setSubmitted(false);
            if (period !== 'custom') change({ period });
          }}
        >
          {PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`period.${period}`)}
            </option>
          ))}
        </Select>
      </Field>
      {customOpen && (
        <fieldset className={styles.range}>
          <legend className={hidden.root}>{t('period.range')}</legend>
          <Field
            label={t('period.from')}
            className={styles.field}
            validationMessage={problem?.field === 'from' ? t(`period.problems.${problem.problem}`) : undefined}
          >
            <DateInput value={from} onChange={setFrom} />
          </Field>
          <Field
            label={t('period.to')}
            className={styles.field}
            validationMessage={problem?.field === 'to' ? t(`period.problems.${problem.problem}`) : undefined}
          >
            <DateInput value={to} onChange={setTo} />
          </Field>
          <Button type="submit" appearance="primary" className={styles.apply}>
            {t('period.apply')}
          </Button>
        </fieldset>
      )}
    </form>
  );
}
