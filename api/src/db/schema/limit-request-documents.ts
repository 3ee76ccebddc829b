import { bigserial, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentKind, limitRequestDocumentTypes } from './documents';
import { limitRequestReference } from './limit-requests';
import { storedFileColumns } from './stored-file-columns';

/** A file attached to a limit request: general papers, camera captures or the signed contract. */
export const limitRequestDocuments = pgTable(
  'limit_request_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    limitRequestId: limitRequestReference(),
    // Copied from the type so a listing by kind needs no join.
    kind: documentKind('kind').notNull(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => limitRequestDocumentTypes.id),
    ...storedFileColumns(),
  },
  (t) => [
    uniqueIndex('limit_request_documents_storage_key_key').on(t.storageKey),
    index('limit_request_documents_limit_request_id_idx').on(t.limitRequestId, t.id),
  ],
);
