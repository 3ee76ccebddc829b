import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What every table of uploaded files records about the file itself. */
export const storedFileColumns = () => ({
  /** The generated storage name (a UUID); the uploaded name is never used to store. */
  storageKey: text('storage_key').notNull(),
  /** Sanitised upload name, only for Content-Disposition. */
  originalName: text('original_name').notNull(),
  /** Decided from the content and extension, never from the browser's claim. */
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
