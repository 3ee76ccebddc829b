import { relations, sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientReference, clients } from './clients';
import { clientDocumentTypes } from './documents';
import { users } from './users';

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
    /** The generated storage name (a UUID); the uploaded name is never used to store. */
    storageKey: text('storage_key').notNull(),
    /** Sanitised upload name, only for Content-Disposition. */
    originalName: text('original_name').notNull(),
    /** Decided from the content and extension, never from the browser's claim. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('client_documents_storage_key_key').on(t.storageKey),
    index('client_documents_client_id_idx').on(t.clientId, t.id).where(sql`${t.detachedAt} is null`),
  ],
);

export const clientDocumentsRelations = relations(clientDocuments, ({ one }) => ({
  client: one(clients, { fields: [clientDocuments.clientId], references: [clients.id] }),
  documentType: one(clientDocumentTypes, { fields: [clientDocuments.documentTypeId], references: [clientDocumentTypes.id] }),
}));

export type ClientDocument = typeof clientDocuments.$inferSelect;
