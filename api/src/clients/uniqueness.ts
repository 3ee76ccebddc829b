import type { ClientUniquenessData, ClientUniquenessQuery } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import { translateFieldErrors } from '../i18n/translate';
import { clientWritesRepository } from '../repositories/clients/client-writes-repository';
import { takenMessages } from './check-client-form';

const NATIONAL_ID = /^[23]\d{13}$/;
const MOBILE = /^01\d{9}$/;

/**
 * GET /clients/uniqueness (issue 15: a duplicate is reported as the field is left, not only at
 * Save). It answers with exactly what Save's 422 would say about the same values (takenMessages),
 * so the two never disagree. Decisions:
 * - A malformed value is not looked up and reports nothing: its format error is the field rule's,
 *   which the form already shows; this check only says "already registered".
 * - Save refuses a taken national ID or first mobile only (the unique indexes); the second mobile
 *   is accepted for the same reason and reports nothing here either.
 */
export async function clientUniqueness(db: Queryable, query: ClientUniquenessQuery, language: Language): Promise<ClientUniquenessData> {
  const nationalId = query.national_id?.trim() ?? '';
  const phone1 = query.prime_mobile_number?.trim() ?? '';
  const wanted = { nationalId: NATIONAL_ID.test(nationalId), phone1: MOBILE.test(phone1) };
  if (!wanted.nationalId && !wanted.phone1) return { errors: {} };
  const taken = await clientWritesRepository(db).taken(wanted.nationalId ? nationalId : '', wanted.phone1 ? phone1 : '', query.except_id);
  const messages = translateFieldErrors(language, takenMessages(taken));
  return { errors: Object.fromEntries(Object.entries(messages).map(([field, [first]]) => [field, first!])) };
}
