import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../form/form-frame';
import { AddressSection } from './address-section';
import type { ClientFormProps, ClientFormValues } from './client-form-types';
import { CompanyFields } from './company-fields';
import { DocumentsSection } from './documents-section';
import { GeneralSection } from './general-section';
import { placeSubmitErrors } from './nest-errors';
import { UploadProgress } from './upload-progress';
import { useClientValidation } from './use-client-validation';
import { useDerivedIdentityFields } from './use-derived-fields';

/** Derivation hooks need the form context, so they live inside <Form>. */
function DerivedFields() {
  useDerivedIdentityFields();
  return null;
}

/** SPEC §2 client form, the same for staff create, staff edit and self-onboarding. */
export function ClientForm({ mode, meta, initialValues, geography, onSubmit, submitLabel, uploadProgress, children }: ClientFormProps) {
  const { t } = useTranslation('common');
  const validate = useClientValidation(mode, meta);

  async function submit(values: ClientFormValues, form: FormApi<ClientFormValues>) {
    const errors = await onSubmit(values);
    // The document list itself has no place on screen for a message; its rows do.
    const shownFields = form.getRegisteredFields().filter((name) => name !== 'client_documents');
    if (errors) return placeSubmitErrors(errors, shownFields, t('clientForm.fixErrors'));
    // A visitor's form starts over for the next client; staff pages navigate away instead.
    if (mode === 'self') setTimeout(() => form.restart());
    return undefined;
  }

  return (
    <Form<ClientFormValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormFrame
          onSubmit={handleSubmit}
          submitting={submitting}
          submitLabel={submitLabel}
          message={submitError as string | string[] | undefined}
          beforeSubmit={uploadProgress !== undefined && <UploadProgress percent={uploadProgress} />}
        >
          <DerivedFields />
          <GeneralSection mode={mode} meta={meta} />
          <AddressSection kind="nid" title={t('clientForm.sections.nidAddress')} meta={meta} geography={geography} />
          <AddressSection kind="home" title={t('clientForm.sections.homeAddress')} meta={meta} geography={geography} />
          <AddressSection kind="company" title={t('clientForm.sections.companyInfo')} meta={meta} geography={geography}>
            <CompanyFields meta={meta} />
          </AddressSection>
          <DocumentsSection documentTypes={meta.client_documents} />
          {children}
        </FormFrame>
      )}
    </Form>
  );
}
