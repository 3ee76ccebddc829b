import { DOCUMENT_REQUEST_STATUSES } from '@back-office/shared/contract/enums';
import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientDocuments } from './client-documents';
import { clientReference } from './clients';
import { clientDocumentTypes } from './documents';
import { documentRequestReasons } from './reject-reasons';
import { users } from './users';

export const documentRequestStatus = pgEnum('document_request_status', DOCUMENT_REQUEST_STATUSES);

/**
 * Issue 19: a document staff asked a self-onboarded applicant for again. Open until the applicant
 * sends the file (answered, with the client document it became) or staff cancel it; each change
 * is one statement guarding `status = 'open'`, so a request is answered at most once.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientReference(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => clientDocumentTypes.id),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => documentRequestReasons.id),
    note: text('note'),
    status: documentRequestStatus('status').notNull().default('open'),
    requestedBy: integer('requested_by').references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredDocumentId: bigint('answered_document_id', { mode: 'number' }).references(() => clientDocuments.id),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('document_requests_client_idx').on(t.clientId, t.id),
    uniqueIndex('document_requests_answered_document_key').on(t.answeredDocumentId),
    check('document_requests_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(MAX_LENGTH.comment))}`),
    check(
      'document_requests_status_facts',
      sql`(${t.status} = 'answered') = (${t.answeredAt} is not null and ${t.answeredDocumentId} is not null)
        and (${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

export type DocumentRequestRow = typeof documentRequests.$inferSelect;
