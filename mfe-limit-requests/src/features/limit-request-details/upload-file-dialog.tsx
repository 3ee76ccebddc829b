import { useTranslation } from 'react-i18next';
import { SelectField } from '@back-office/shared/ui';
import { ActionFormDialog } from './action-form-dialog';
import type { ActionDialogProps } from './action-dialog-props';
import { uploadRules, type UploadValues } from '@back-office/shared/rules';
import { ContractFileField } from './contract-file-field';

const TYPE_FIELD = 'contracts_documents[0][document_type_id]';
const FILE_FIELD = 'contracts_documents[0][file]';

/** SPEC §7: one contract document, as multipart. */
function toFormData({ document_type_id, file }: UploadValues): FormData {
  const body = new FormData();
  body.append(TYPE_FIELD, String(document_type_id));
  body.append(FILE_FIELD, file!);
  return body;
}

/** SPEC §5: upload_file attaches a contract document of a chosen type. */
export function UploadFileDialog({ data, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation('limitRequests');
  return (
    <ActionFormDialog<UploadValues>
      request={data.limit_request}
      action={action}
      onClose={onClose}
      rules={uploadRules}
      toBody={toFormData}
      serverFields={{ 'contracts_documents.0.document_type_id': 'document_type_id', 'contracts_documents.0.file': 'file' }}
    >
      <SelectField name="document_type_id" label={t('details.actions.documentType')} options={data.document_types} required />
      <ContractFileField name="file" />
    </ActionFormDialog>
  );
}
