import { MAX_NOTE_LENGTH, validateLimitRequest, type LimitRequestValues } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { LimitRequest } from '../db/schema';
import type { SignedLinks } from '../files/signed-links';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { referenceErrors } from './form-references';
import type { DocumentList, FormDocument, LimitRequestForm } from './limit-request-form';

export interface FormCheck {
  db: Queryable;
  /** Signs the request's own files. */
  links: SignedLinks;
  /** On edit: the request as stored and the ids of its documents. */
  stored?: { request: LimitRequest; documentIds: Set<number> };
}

const ruleDocuments = (documents: FormDocument[]) =>
  documents.map(({ document_type_id, file, existing_path }) => ({ document_type_id, file, existing_path }));

/** Each new comment: written, and not a page long. */
function commentErrors(comments: string[], errors: Record<string, FieldMessage[]>): void {
  comments.forEach((comment, index) => {
    const text = comment.trim();
    if (text === '') errors[`comments.${index}`] = ['common.fieldRequired'];
    // One limit for every comment, typed in the edit form or the details page's box (issue 15).
    else if (text.length > MAX_NOTE_LENGTH) errors[`comments.${index}`] = ['limitRequests.noteTooLong'];
  });
}

/** Rows kept on edit name a file of this request by the link the API gave out (its age does not matter). */
function keptDocumentErrors(form: LimitRequestForm, check: FormCheck, errors: Record<string, FieldMessage[]>): void {
  for (const list of ['general_documents', 'contract_documents'] as DocumentList[]) {
    form.documents[list].forEach((document, index) => {
      if (!check.stored || document.file || !document.existing_path?.trim()) return;
      const link = check.links.check(document.existing_path.trim());
      if (link.outcome === 'invalid' || !check.stored.documentIds.has(link.documentId))
        errors[`${list}.${index}.existing_path`] = [{ key: 'fileLinkInvalid' }];
    });
  }
}

/** Every SPEC §5 rule, then the server's own checks; throws one 422 with all field errors. */
export async function checkLimitRequestForm(form: LimitRequestForm, check: FormCheck) {
  const mode = check.stored ? 'edit' : 'create';
  const values: LimitRequestValues = {
    ...form.fields,
    general_documents: ruleDocuments(form.documents.general_documents),
    contract_documents: ruleDocuments(form.documents.contract_documents),
  };
  // The rules only see that a file is missing; say why it was refused instead.
  const errors: Record<string, FieldMessage[]> = { ...validateLimitRequest(values, { mode }), ...form.fileErrors };
  if (check.stored) {
    commentErrors(form.lists.comments, errors);
    keptDocumentErrors(form, check, errors);
  }
  const request = check.stored?.request;
  const stored = request && {
    id: request.id,
    clientId: request.clientId,
    kept: {
      limit_request_type_id: request.limitRequestTypeId,
      merchant_id: request.merchantId,
      product_id: request.productId,
      merchant_branch_id: request.merchantBranchId,
      relative_degree_type_id: request.relativeDegreeTypeId,
    },
  };
  const references = await referenceErrors(check.db, form, stored, errors);
  Object.assign(errors, references.errors);
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  return { captureTypes: references.captureTypes };
}
