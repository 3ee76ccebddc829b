import { validateClient, type ClientValues } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { SignedLinks } from '../files/signed-links';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { clientWritesRepository } from '../repositories/clients/client-writes-repository';
import type { ClientForm, FormDocument } from './client-form';
import { referenceErrors } from './reference-checks';

export interface FormCheck {
  db: Queryable;
  links: SignedLinks;
  mode: 'create' | 'edit';
  today: Date;
  freelanceEmploymentTypeId?: number;
  /** On edit: the client, and the ids of its attached documents. */
  clientId?: number;
  attachedIds?: Set<number>;
  /** The save itself checks that no other client holds the national ID and mobile (creation does, in its one statement). */
  uniqueOnSave?: boolean;
}

/**
 * Documents kept on edit by the link the API gave out. The signature must hold (its age
 * does not: a form may stay open for hours) and the file must be one of this client's.
 */
function keptDocuments(form: ClientForm, check: FormCheck, errors: Record<string, FieldMessage[]>): number[] {
  const kept: number[] = [];
  (form.documents.client_documents as FormDocument[]).forEach((document, index) => {
    if (check.mode !== 'edit' || document.files || !document.existing_path?.trim()) return;
    const link = check.links.check(document.existing_path.trim());
    if (link.outcome !== 'invalid' && check.attachedIds?.has(link.documentId)) kept.push(link.documentId);
    else errors[`client_documents.${index}.existing_path`] = [{ key: 'fileLinkInvalid' }];
  });
  return kept;
}

/** Every SPEC §5 rule and the references the form names, as field errors; nothing thrown. */
export async function clientFormErrors(form: ClientForm, check: FormCheck) {
  const values: ClientValues = { ...form.fields, client_documents: form.documents.client_documents };
  const errors: Record<string, FieldMessage[]> = {
    ...validateClient(values, { mode: check.mode, freelanceEmploymentTypeId: check.freelanceEmploymentTypeId, today: check.today }),
    // The rules only see that a file is missing; say why it was refused instead.
    ...form.fileErrors,
  };
  const keptDocumentIds = keptDocuments(form, check, errors);
  Object.assign(errors, await referenceErrors(check.db, form.fields, form.documents.client_documents, errors, check.mode));
  return { errors, keptDocumentIds };
}

/** The unique identifiers another client holds, worded for staff. */
export function takenMessages(taken: { nationalId: boolean; phone1: boolean }) {
  const errors: Record<string, FieldMessage[]> = {};
  if (taken.nationalId) errors.national_id = ['clients.nationalIdTaken'];
  if (taken.phone1) errors.prime_mobile_number = ['clients.primeMobileNumberTaken'];
  return errors;
}

/** Which of the form's unique identifiers another client already holds, worded for staff. */
export async function takenErrors(db: Queryable, fields: Record<string, string>, clientId?: number) {
  return takenMessages(await clientWritesRepository(db).taken(fields.national_id!.trim(), fields.prime_mobile_number!.trim(), clientId));
}

/** Every SPEC §5 rule, then the database's facts; throws one 422 with all field errors. */
export async function checkClientForm(form: ClientForm, check: FormCheck): Promise<{ keptDocumentIds: number[] }> {
  const { errors, keptDocumentIds } = await clientFormErrors(form, check);
  // A refused form still lists a held national ID or mobile with its other errors.
  const lookUp = !check.uniqueOnSave || Object.keys(errors).length > 0;
  if (lookUp && !errors.national_id && !errors.prime_mobile_number)
    Object.assign(errors, await takenErrors(check.db, form.fields, check.clientId));
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  return { keptDocumentIds };
}
