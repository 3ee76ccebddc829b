import { pgTable } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

/**
 * Issue 16: why a request was rejected, chosen from this list (seeded by the migration, kept by
 * admins in issue 10). Inactive reasons stay for the requests already rejected with them.
 */
/** A reason list: both names unique, deactivated rather than deleted (issue 17). */
function reasonTable<const Name extends string>(name: Name) {
  return pgTable(name, { id: identityId(), ...localizedName(), ...activeFlag() }, (t) => uniqueNames(name, t));
}

export const rejectReasons = reasonTable('reject_reasons');
/** Issue 17 (used by issues 18 and 19): why a request went back to its agent, why more documents were asked for. */
export const returnReasons = reasonTable('return_reasons');
export const documentRequestReasons = reasonTable('document_request_reasons');

export type RejectReason = typeof rejectReasons.$inferSelect;
