import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientReference } from './clients';
import { clientDocumentTypes } from './documents';
import { storedFileColumns } from './stored-file-columns';

/**
 * A file attached to a client. Removing it from the form only sets `detached_at`: the
 * file stays in storage and in the client's history.
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientReference(),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => clientDocumentTypes.id),
    ...storedFileColumns(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('client_documents_storage_key_key').on(t.storageKey),
    index('client_documents_client_id_idx')
      .on(t.clientId, t.id)
      .where(sql`${t.detachedAt} is null`),
    // Detached files too, by client: the history names every file the client ever had (issue 15).
    index('client_documents_client_all_idx').on(t.clientId, t.id),
  ],
);

export type ClientDocument = typeof clientDocuments.$inferSelect;
