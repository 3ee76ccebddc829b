import type { ReactNode } from 'react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormFrame, placeSubmitErrors, useStaleRecordAction, type StaleRecord } from '@back-office/shared/ui';
import type { FormMode, LimitRequestFormValues } from './form-values';
import { useRequestValidation } from './use-request-validation';

export interface RequestFormProps {
  mode: FormMode;
  initialValues: LimitRequestFormValues;
  onSubmit(values: LimitRequestFormValues): Promise<SubmissionErrors | undefined>;
  submitLabel: string;
  /** Edit: the last save found the request changed by someone else (409, issue 16); "Reload" keeps what was typed. */
  staleRecord?: StaleRecord;
  children: ReactNode;
}

/** Fields whose server errors have no place of their own: document rows and new comments. */
const unshown = (name: string) => name.startsWith('general_documents') || name.startsWith('comments');

/** The react-final-form shell both pages share: rules, server errors, the form message and submit. */
export function RequestForm({ mode, initialValues, onSubmit, submitLabel, staleRecord, children }: RequestFormProps) {
  const { t } = useTranslation('limitRequests');
  const validate = useRequestValidation(mode);
  const stale = useStaleRecordAction(staleRecord);

  async function submit(values: LimitRequestFormValues, form: FormApi<LimitRequestFormValues>) {
    stale.onSubmitStart();
    const errors = await onSubmit(values);
    if (!errors) return undefined;
    const shownFields = form.getRegisteredFields().filter((name) => !unshown(name));
    return placeSubmitErrors(errors, shownFields, t('form.fixErrors'));
  }

  return (
    // Issue 16: on edit, a reloaded request replaces only the fields the person has not changed; create resets as before.
    <Form<LimitRequestFormValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      keepDirtyOnReinitialize={mode === 'edit'}
    >
      {({ handleSubmit, submitting, submitFailed, error, submitError }) => (
        <FormFrame
          onSubmit={handleSubmit}
          submitting={submitting}
          submitLabel={submitLabel}
          message={stale.messageHidden ? undefined : ((submitError ?? (submitFailed ? error : undefined)) as string | string[] | undefined)}
          messageAction={stale.action}
          messagePlacement="end"
        >
          {children}
        </FormFrame>
      )}
    </Form>
  );
}
