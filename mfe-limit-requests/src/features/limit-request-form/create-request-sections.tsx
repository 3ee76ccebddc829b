import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { FormSection, LoadNotice, useFullRowStyles } from '@back-office/shared/ui';
import { CapturesSection } from './captures-section';
import { ClientPicker } from './client-picker';
import { CompanyInfoSection } from './company-info-section';
import { GeneralDocumentsSection } from './general-documents-section';
import { LockedClientField } from './locked-client-field';
import { RelativeSection } from './relative-section';
import { RequestDetailsFields } from './request-details-fields';
import { StoredDocumentsSection } from './stored-documents-section';
import { useClientMeta } from './use-client-meta';

/** The create form's body: the client first, then everything the client's metadata makes possible. */
export function CreateRequestSections({ clientLocked }: { clientLocked: boolean }) {
  const { t } = useTranslation('limitRequests');
  const styles = useFullRowStyles();
  const { clientId, meta } = useClientMeta();
  const data = meta.data;
  return (
    <>
      <FormSection title={t('form.sections.requestDetails')}>
        {clientLocked ? <LockedClientField name={data?.client.name ?? ''} /> : <ClientPicker />}
        {clientId === undefined && <Text className={styles.row}>{t('form.picker.chooseClient')}</Text>}
        {clientId !== undefined && (meta.error || !data) && (
          <div className={styles.row}>
            <LoadNotice result={meta} errorText={t('form.errors.errorFetchingMetaData')} emptyText={t('form.empty.noMetaDataAvailable')} />
          </div>
        )}
        {data && <RequestDetailsFields options={data} termsLocked={false} />}
      </FormSection>
      {data && (
        <>
          <CompanyInfoSection client={data.client} />
          <StoredDocumentsSection title={t('form.sections.clientDocuments')} documents={data.client.documents} />
          <RelativeSection degreeTypes={data.relative_degree_types} />
          <CapturesSection />
          <GeneralDocumentsSection documentTypes={data.document_types} />
        </>
      )}
    </>
  );
}
