import { addError, type FieldErrors } from '../types';
import { positiveId, text, type ClientRuleOptions, type ClientValues } from './client-values';

/** Every listed document needs its type and a file (or, on edit, the path of a kept file). */
export function checkDocuments(values: ClientValues, errors: FieldErrors, { mode }: ClientRuleOptions): void {
  (values.client_documents ?? []).forEach((document, index) => {
    if (!positiveId(document.document_type_id)) addError(errors, `client_documents.${index}.document_type_id`, 'common.fieldRequired');
    const kept = mode === 'edit' && text(document.existing_path) !== '';
    if (!document.files && !kept) addError(errors, `client_documents.${index}.files`, 'common.fieldRequired');
  });
}
