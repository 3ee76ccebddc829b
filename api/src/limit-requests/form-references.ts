import type { Queryable } from '../db/database';
import type { DocumentKind } from '../db/schema';
import type { FieldMessage } from '../i18n/translate';
import { CAPTURE_FIELDS, type CaptureField } from '../repositories/limit-requests/limit-request-captures';
import { limitRequestReferencesRepository } from '../repositories/limit-requests/limit-request-references-repository';
import type { DocumentList, LimitRequestForm } from './limit-request-form';
import { formId, isStorableAmount } from './record-from-form';

/** On edit: the request as stored. */
export interface StoredRequest {
  id: number;
  clientId: number;
  /** Issue 17: the reference ids it holds; an edit may keep one an admin has since deactivated. */
  kept?: Partial<Record<string, number>>;
}

const NOT_FOUND = 'limitRequests.optionNotFound';
/** Issue 17: a deactivated item is no longer offered for a new value. */
const INACTIVE: FieldMessage = { key: 'referenceInactive' };
const LIST_KINDS: Record<DocumentList, DocumentKind> = { general_documents: 'general', contract_documents: 'contract' };

async function clientError(db: Queryable, id: number, stored: StoredRequest | undefined): Promise<FieldMessage | undefined> {
  if (stored) return id === stored.clientId ? undefined : 'limitRequests.clientCannotChange';
  const client = await limitRequestReferencesRepository(db).client(id);
  if (!client) return 'limitRequests.clientNotFound';
  return client.isSubmitted ? undefined : 'limitRequests.clientNotSubmitted';
}

async function documentErrors(
  db: Queryable,
  form: LimitRequestForm,
  errors: Record<string, FieldMessage[]>,
  already: Record<string, unknown>,
) {
  const rows = (Object.keys(LIST_KINDS) as DocumentList[]).flatMap((list) =>
    form.documents[list].map((document, index) => ({
      field: `${list}.${index}.document_type_id`,
      kind: LIST_KINDS[list],
      typeId: formId(document.document_type_id),
    })),
  );
  const kinds = await limitRequestReferencesRepository(db).documentKinds(rows.flatMap((row) => row.typeId ?? []));
  for (const { field, kind, typeId } of rows) {
    if (already[field] || typeId === undefined) continue;
    const found = kinds.get(typeId);
    if (found !== kind) errors[field] = [found ? 'limitRequests.documentTypeNotAllowed' : NOT_FOUND];
  }
}

/**
 * What the rules cannot know: the ids exist, product and branch are the merchant's, the
 * client may get a request, each document type suits its list. Fields
 * the rules (or the locked terms) already refused are not checked again.
 */
export async function referenceErrors(
  db: Queryable,
  form: LimitRequestForm,
  stored: StoredRequest | undefined,
  already: Record<string, unknown>,
) {
  const refs = limitRequestReferencesRepository(db);
  const { fields } = form;
  const errors: Record<string, FieldMessage[]> = {};
  const id = (field: string) => (already[field] ? undefined : fields[field]?.trim() ? (formId(fields[field]) ?? 0) : undefined);
  const keeps = (field: string, value: number) => stored?.kept?.[field] === value;
  const check = async (field: string, find: (value: number) => Promise<{ active: boolean } | undefined>) => {
    const value = id(field);
    if (value === undefined) return;
    const row = value === 0 ? undefined : await find(value);
    if (!row) errors[field] = [NOT_FOUND];
    else if (!row.active && !keeps(field, value)) errors[field] = [INACTIVE];
  };
  await Promise.all([
    check('limit_request_type_id', refs.requestType),
    check('merchant_id', refs.merchant),
    check('relative_degree_type_id', refs.relativeDegree),
  ]);
  const merchantId = errors.merchant_id ? undefined : id('merchant_id');
  for (const [field, find, wrongMerchant] of [
    ['product_id', refs.product, 'limitRequests.productNotOfMerchant'],
    ['merchant_branch_id', refs.branch, 'limitRequests.branchNotOfMerchant'],
  ] as const) {
    const value = id(field);
    const row = value ? await find(value) : undefined;
    if (value !== undefined && !row) errors[field] = [NOT_FOUND];
    else if (row && merchantId && row.merchantId !== merchantId) errors[field] = [wrongMerchant];
    else if (row && !row.active && !keeps(field, row.id)) errors[field] = [INACTIVE];
  }
  const clientId = id('client_id');
  const client =
    clientId === undefined ? undefined : clientId === 0 ? 'limitRequests.clientNotFound' : await clientError(db, clientId, stored);
  if (client) errors.client_id = [client];
  if (!already.requested_limit && !isStorableAmount(fields.requested_limit)) errors.requested_limit = ['common.amountInvalid'];
  await documentErrors(db, form, errors, already);
  const captureTypes = await refs.captureTypeIds();
  for (const field of CAPTURE_FIELDS) if (form.files[field] && !captureTypes[field]) errors[field] = [NOT_FOUND];
  return { errors, captureTypes: captureTypes as Record<CaptureField, number> };
}
