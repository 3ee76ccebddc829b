import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceImportPlan, ReferenceImportRow } from '@back-office/shared/contract';
import { Body1, Button, Label, makeStyles, MessageBar, MessageBarBody, tokens } from '@back-office/shared/fluent-core';
import { Badge } from '@back-office/shared/fluent-extra';
import { ConfirmDialog, ResponsiveList, useNotify, type ListColumn } from '@back-office/shared/ui';
import { errorMessage, fieldErrors } from '@back-office/shared';
import { useImportReferenceMutation } from '../../api/reference-api';

/** The API takes files up to 1 MB (the contract's limit on the text). */
const MAX_BYTES = 1_000_000;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  fileField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  file: { maxWidth: '100%' },
});

export interface ImportPanelProps {
  /** A city's areas; without it, merchants and their branches. */
  cityId?: number;
  heading: string;
  columns: string;
}

/** The file as UTF-8 text (FileReader, which every browser and jsdom have). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file, 'utf-8');
  });
}

const ACTION_COLOURS = { create: 'brand', unchanged: 'subtle', error: 'danger' } as const;

/** Issue 17: choose a CSV file, see what it would do row by row (dry run), then import all of it or nothing. */
export function ImportPanel({ cityId, heading, columns }: ImportPanelProps) {
  const { t } = useTranslation('reference');
  const styles = useStyles();
  const notify = useNotify();
  const headingId = useId();
  const fileId = useId();
  const [csv, setCsv] = useState<string>();
  const [plan, setPlan] = useState<ReferenceImportPlan>();
  const [problem, setProblem] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [send, state] = useImportReferenceMutation();

  async function choose(file: File | undefined) {
    setPlan(undefined);
    setProblem([]);
    setCsv(undefined);
    if (!file) return;
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setProblem([t('import.notCsv')]);
    if (file.size > MAX_BYTES) return setProblem([t('import.tooLarge')]);
    setCsv(await readText(file));
  }

  async function run(dryRun: boolean) {
    if (csv === undefined) return;
    const result = await send({ cityId, csv, dryRun });
    setConfirming(false);
    if (result.error) {
      setProblem([errorMessage(result.error, t('errors.saving')), ...(fieldErrors(result.error).csv ?? [])]);
      return;
    }
    setProblem([]);
    if (dryRun) setPlan(result.data.data);
    else {
      notify.success(result.data.message ?? '');
      setPlan(undefined);
      setCsv(undefined);
    }
  }

  const action = (value: ReferenceImportRow['action'] | undefined) =>
    value && (
      <Badge appearance="tint" color={ACTION_COLOURS[value]}>
        {t(`import.actions.${value}`)}
      </Badge>
    );
  const rowColumns: ListColumn<ReferenceImportRow>[] = [
    { key: 'line', header: t('import.line'), render: (row) => row.line },
    { key: 'name', header: t('import.names'), render: (row) => `${row.name_ar} / ${row.name_en}`, wrap: true },
    { key: 'action', header: t('import.action'), render: (row) => action(row.action) },
    ...(cityId === undefined
      ? [
          {
            key: 'branch',
            header: t('import.branch'),
            render: (row: ReferenceImportRow) => `${row.branch_name_ar ?? ''} / ${row.branch_name_en ?? ''}`,
            wrap: true,
          },
          { key: 'branchAction', header: t('import.branchAction'), render: (row: ReferenceImportRow) => action(row.branch_action) },
        ]
      : []),
    { key: 'errors', header: t('import.errors'), render: (row) => row.errors.join('؛ '), wrap: true },
  ];

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <Body1>{t('import.hint', { columns })}</Body1>
      <div className={styles.fileField}>
        <Label htmlFor={fileId}>{t('import.file')}</Label>
        <input
          id={fileId}
          className={styles.file}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {problem.length > 0 && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            {problem.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button disabled={csv === undefined || state.isLoading} onClick={() => void run(true)}>
          {t('import.check')}
        </Button>
        {plan && (
          <Button appearance="primary" disabled={plan.errors > 0 || plan.created === 0} onClick={() => setConfirming(true)}>
            {t('import.confirm')}
          </Button>
        )}
      </div>
      {plan && (
        <>
          <Body1 role="status">{t('import.summary', { created: plan.created, errors: plan.errors })}</Body1>
          <ResponsiveList columns={rowColumns} rows={plan.rows} getRowKey={(row) => row.line} caption={t('import.planCaption')} />
        </>
      )}
      {confirming && plan && (
        <ConfirmDialog
          title={t('import.confirmTitle')}
          body={t('import.confirmBody', { created: plan.created })}
          confirmLabel={t('import.confirm')}
          busy={state.isLoading}
          onConfirm={() => void run(false)}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
