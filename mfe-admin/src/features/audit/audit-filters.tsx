import { useEffect, useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { DismissRegular, Select } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { DateInput, MultiSelect } from '@back-office/shared/ui';
import { AUDIT_KINDS, RECORD_TYPES, useAuditParams } from './audit-params';
import { PersonPicker } from './person-picker';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  wide: { flexGrow: 2, flexBasis: '240px', minWidth: 0 },
  narrow: { flexGrow: 1, flexBasis: '150px', minWidth: 0 },
  control: { width: '100%', maxWidth: 'none', minWidth: 0 },
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface DayFieldProps {
  label: string;
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  className: string;
  inputClassName: string;
}

/**
 * One end of the date range. What is typed stays here until it is a whole date (or nothing), and
 * only then goes into the URL, which would otherwise drop a half-typed date under the cursor.
 */
function DayField({ label, value, onCommit, className, inputClassName }: DayFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => {
    // Changed from outside (cleared, back button): show it, unless a half-typed date is in progress.
    setDraft((current) => (current === '' || DAY.test(current) ? (value ?? '') : current));
  }, [value]);
  return (
    <Field label={label} className={className}>
      <DateInput
        className={inputClassName}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (next === '' || DAY.test(next)) onCommit(next || undefined);
        }}
      />
    </Field>
  );
}

/** Person, kinds of event, record and dates (issue 17); every choice lands in the URL. */
export function AuditFilters({ knownName }: { knownName: string | undefined }) {
  const { t } = useTranslation('audit');
  const styles = useStyles();
  const { filters, change, clear } = useAuditParams();
  return (
    <div role="search" aria-label={t('filters.label')} className={styles.root}>
      <Field label={t('filters.person')} className={styles.wide}>
        <PersonPicker
          className={styles.control}
          userId={filters.user_id}
          knownName={knownName}
          onChange={(user_id) => change({ user_id })}
        />
      </Field>
      <Field label={t('filters.kinds')} className={styles.wide}>
        <MultiSelect
          className={styles.control}
          options={AUDIT_KINDS.map((kind) => ({ id: kind, name: t(`kinds.${kind}`) }))}
          selectedIds={filters.action ?? []}
          placeholder={t('filters.allKinds')}
          onChange={(ids) => change({ action: AUDIT_KINDS.filter((kind) => ids.includes(kind)) })}
        />
      </Field>
      <Field label={t('filters.recordType')} className={styles.narrow}>
        <Select
          className={styles.control}
          value={filters.record_type ?? ''}
          onChange={(_event, data) => change({ record_type: RECORD_TYPES.find((type) => type === data.value), record_id: undefined })}
        >
          <option value="">{t('filters.anyRecord')}</option>
          {RECORD_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`recordTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {filters.record_type && (
        <Field label={t('filters.recordId')} className={styles.narrow}>
          <Input
            className={styles.control}
            dir="ltr"
            defaultValue={filters.record_id ?? ''}
            onBlur={(event) => change({ record_id: event.target.value.trim() || undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') change({ record_id: event.currentTarget.value.trim() || undefined });
            }}
          />
        </Field>
      )}
      <DayField
        label={t('filters.from')}
        className={styles.narrow}
        inputClassName={styles.control}
        value={filters.from}
        onCommit={(from) => change({ from })}
      />
      <DayField
        label={t('filters.to')}
        className={styles.narrow}
        inputClassName={styles.control}
        value={filters.to}
        onCommit={(to) => change({ to })}
      />
      <Button appearance="subtle" icon={<DismissRegular />} onClick={clear}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
