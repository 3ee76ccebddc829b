import type { Language } from '@back-office/shared/rules';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clientDocuments, clientDocumentTypes } from '../db/schema';
import { prepared } from './prepared-statements';
import type { StoredUpload } from '../files/upload-batch';

export interface NewAttachment {
  documentTypeId: number;
  file: StoredUpload;
}

export function clientDocumentsRepository(db: Queryable) {
  return {
    /** Attached (not detached) documents, oldest first, their type named in `language`. */
    attached(clientId: number, language: Language) {
      return prepared(db, `client_documents_attached_${language}`, (name) =>
        db
          .select({
            id: clientDocuments.id,
            storageKey: clientDocuments.storageKey,
            originalName: clientDocuments.originalName,
            mimeType: clientDocuments.mimeType,
            size: clientDocuments.size,
            uploadedAt: clientDocuments.uploadedAt,
            documentType: { id: clientDocumentTypes.id, name: language === 'en' ? clientDocumentTypes.nameEn : clientDocumentTypes.nameAr },
          })
          .from(clientDocuments)
          .innerJoin(clientDocumentTypes, eq(clientDocumentTypes.id, clientDocuments.documentTypeId))
          .where(and(eq(clientDocuments.clientId, sql.placeholder('clientId')), isNull(clientDocuments.detachedAt)))
          .orderBy(asc(clientDocuments.id))
          .prepare(name),
      ).execute({ clientId });
    },

    async find(id: number) {
      const [row] = await db.select().from(clientDocuments).where(eq(clientDocuments.id, id));
      return row;
    },

    /** `uploadedBy` is null for files an applicant sent with the public form. */
    async attach(clientId: number, uploadedBy: number | null, attachments: NewAttachment[]) {
      if (attachments.length === 0) return [];
      const rows = attachments.map(({ documentTypeId, file }) => ({
        clientId,
        documentTypeId,
        uploadedBy,
        storageKey: file.key,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
      }));
      return db.insert(clientDocuments).values(rows).returning({ id: clientDocuments.id, originalName: clientDocuments.originalName });
    },

    async detach(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(clientDocuments).set({ detachedAt: sql`now()` }).where(inArray(clientDocuments.id, ids));
    },
  };
}

export type AttachedDocument = Awaited<ReturnType<ReturnType<typeof clientDocumentsRepository>['attached']>>[number];
