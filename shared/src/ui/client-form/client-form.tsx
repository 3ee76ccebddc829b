import { useCallback, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../form/form-frame';
import { useStaleRecordAction } from '../form/use-stale-record';
import { AddressSection } from './address-section';
import type { ClientFormMeta, ClientFormProps, ClientFormValues, ClientGeography } from './client-form-types';
import { ClientFormAudienceProvider, useClientFormWording } from './client-form-wording';
import { CompanyFields } from './company-fields';
import { DocumentsSection } from './documents-section';
import { GeneralSection } from './general-section';
import { placeSubmitErrors } from './nest-errors';
import { UNIQUE_CLIENT_FIELDS, noteChecked, type ClientUniquenessChecker, type TakenValues, type UniqueClientField } from './uniqueness';
import { UniquenessWatch } from './uniqueness-watch';
import { UploadProgress } from './upload-progress';
import { useClientValidation } from './use-client-validation';
import { useDerivedIdentityFields } from './use-derived-fields';

/** Derivation hooks need the form context, so they live inside <Form>. */
function DerivedFields() {
  useDerivedIdentityFields();
  return null;
}

interface ClientFormSectionsProps {
  mode: ClientFormProps['mode'];
  meta: ClientFormMeta;
  geography: ClientGeography;
}

/** The sections in SPEC §2's order, titled for the form's audience. */
function ClientFormSections({ mode, meta, geography }: ClientFormSectionsProps) {
  const { section } = useClientFormWording();
  return (
    <>
      <GeneralSection mode={mode} meta={meta} />
      <AddressSection kind="nid" title={section('nidAddress')} meta={meta} geography={geography} />
      <AddressSection kind="home" title={section('homeAddress')} meta={meta} geography={geography} />
      <AddressSection kind="company" title={section('companyInfo')} meta={meta} geography={geography}>
        <CompanyFields meta={meta} />
      </AddressSection>
      <DocumentsSection documentTypes={meta.client_documents} />
    </>
  );
}

/** What the checker found taken, kept so the form's rules show it while the field holds that value. */
function useTakenValues(check: ClientUniquenessChecker | undefined) {
  const [taken, setTaken] = useState<TakenValues>({});
  const onChecked = useCallback(
    (field: UniqueClientField, value: string, message: string | undefined) =>
      setTaken((current) => noteChecked(current, field, value, message)),
    [],
  );
  const watches =
    check && UNIQUE_CLIENT_FIELDS.map((field) => <UniquenessWatch key={field} field={field} check={check} onChecked={onChecked} />);
  return { taken, watches };
}

/** SPEC §2 client form, the same for staff create, staff edit and self-onboarding. */
export function ClientForm(props: ClientFormProps) {
  const { mode, meta, initialValues, geography, onSubmit, submitLabel, uploadProgress, children, checkUniqueness, staleRecord } = props;
  const { audience = mode === 'self' ? 'applicant' : 'staff' } = props;
  const { t } = useTranslation('common');
  const { taken, watches } = useTakenValues(checkUniqueness);
  const validate = useClientValidation(mode, meta, taken);
  const stale = useStaleRecordAction(staleRecord);

  async function submit(values: ClientFormValues, form: FormApi<ClientFormValues>) {
    stale.onSubmitStart();
    const errors = await onSubmit(values);
    // The document list itself has no place on screen for a message; its rows do.
    const shownFields = form.getRegisteredFields().filter((name) => name !== 'client_documents');
    if (errors) return placeSubmitErrors(errors, shownFields, t('clientForm.fixErrors'));
    // A visitor's form starts over for the next client; staff pages navigate away instead.
    if (mode === 'self') setTimeout(() => form.restart());
    return undefined;
  }

  return (
    <ClientFormAudienceProvider value={audience}>
      {/* Issue 16: on edit, a reloaded record replaces only the fields the person has not changed. */}
      <Form<ClientFormValues> onSubmit={submit} validate={validate} initialValues={initialValues} keepDirtyOnReinitialize={mode === 'edit'}>
        {({ handleSubmit, submitting, submitError }) => (
          <FormFrame
            onSubmit={handleSubmit}
            submitting={submitting}
            submitLabel={submitLabel}
            message={stale.messageHidden ? undefined : (submitError as string | string[] | undefined)}
            messageAction={stale.action}
            beforeSubmit={uploadProgress !== undefined && <UploadProgress percent={uploadProgress} />}
          >
            <DerivedFields />
            {watches}
            <ClientFormSections mode={mode} meta={meta} geography={geography} />
            {children}
          </FormFrame>
        )}
      </Form>
    </ClientFormAudienceProvider>
  );
}
