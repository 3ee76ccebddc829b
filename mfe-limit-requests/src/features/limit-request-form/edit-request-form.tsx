import { useMemo } from 'react';
import { MessageBar, MessageBarBody } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { FormSection, useStaleRecord } from '@back-office/shared/ui';
import type { LimitRequestEditMeta } from '@back-office/shared/contract';
import { CommentsSection } from './comments-section';
import { CompanyInfoSection } from './company-info-section';
import { editFormValues } from './edit-form-values';
import { GeneralDocumentsSection } from './general-documents-section';
import { LockedClientField } from './locked-client-field';
import { RelativeSection } from './relative-section';
import { RequestDetailsFields } from './request-details-fields';
import { RequestForm } from './request-form';
import { StoredDocumentsSection } from './stored-documents-section';
import { useSaveLimitRequest } from './use-save-limit-request';

export interface EditRequestFormProps {
  meta: LimitRequestEditMeta;
  /** Fetches the latest request (and its version) into the page. */
  reload: () => Promise<unknown>;
}

/**
 * The stored request in the form. The start values follow the request: a reload after a 409
 * (issue 16) brings the latest values and version, and the form keeps the fields the person
 * changed while taking the new values everywhere else.
 */
export function EditRequestForm({ meta, reload }: EditRequestFormProps) {
  const { t } = useTranslation('limitRequests');
  const request = meta.limit_request;
  const initialValues = useMemo(() => editFormValues(request), [request]);
  const edited = useMemo(() => ({ id: request.id, version: request.version }), [request.id, request.version]);
  const { onSubmit, stale, setStale } = useSaveLimitRequest(edited);
  const staleRecord = useStaleRecord(stale, setStale, reload);
  const termsLocked = !meta.can_edit;
  return (
    <RequestForm
      mode="edit"
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={t('form.edit.submit')}
      staleRecord={staleRecord}
    >
      {termsLocked && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('form.termsLocked')}</MessageBarBody>
        </MessageBar>
      )}
      <FormSection title={t('form.sections.requestDetails')}>
        <LockedClientField name={request.client.name} />
        <RequestDetailsFields
          options={meta}
          termsLocked={termsLocked}
          heldBranch={{ id: request.merchant_branch_id, name: request.branch_name, merchantId: request.merchant_id }}
        />
      </FormSection>
      <CompanyInfoSection client={request.client} />
      <StoredDocumentsSection title={t('form.sections.clientDocuments')} documents={request.client.documents} />
      <RelativeSection degreeTypes={meta.relative_degree_types} />
      <StoredDocumentsSection title={t('form.sections.requestDocuments')} documents={request.documents} />
      <GeneralDocumentsSection documentTypes={meta.document_types} />
      <CommentsSection comments={request.comments} />
    </RequestForm>
  );
}
