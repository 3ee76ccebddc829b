import type { Language } from '@back-office/shared/rules';
import { and, asc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clientDocuments, clientDocumentTypes } from '../../db/schema';
import type { StoredUpload } from '../../files/upload-batch';
import { jsonRows, underKeys } from '../sql/json-columns';
import { prepared } from '../sql/prepared-statements';

export interface NewAttachment {
  documentTypeId: number;
  file: StoredUpload;
}

const documentFields = {
  id: clientDocuments.id,
  storageKey: clientDocuments.storageKey,
  originalName: clientDocuments.originalName,
  mimeType: clientDocuments.mimeType,
  size: clientDocuments.size,
  uploadedAt: clientDocuments.uploadedAt,
};

const typeName = (language: Language) => (language === 'en' ? clientDocumentTypes.nameEn : clientDocumentTypes.nameAr);

const ofType = eq(clientDocumentTypes.id, clientDocuments.documentTypeId);
const attachedTo = (clientId: SQLWrapper) => and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.detachedAt));

/** attached() as a JSON array, for a statement that reads a client's whole page at once (read back with documentFromJson). */
export const attachedDocumentsJson = (db: Queryable, language: Language, clientId: SQLWrapper) =>
  jsonRows<AttachedDocumentJson>(
    db
      .select(
        underKeys({
          ...documentFields,
          documentType: sql`json_build_object('id', ${clientDocumentTypes.id}, 'name', ${typeName(language)})`,
        }),
      )
      .from(clientDocuments)
      .innerJoin(clientDocumentTypes, ofType)
      .where(attachedTo(clientId))
      .orderBy(asc(clientDocuments.id)),
  );

/**
 * Every document the client ever had, detached ones too, as id → its type's name in `language`:
 * history entries name files by document id, and a detached file stays in the history (issue 15).
 */
export const documentTypeNamesJson = (db: Queryable, language: Language, clientId: SQLWrapper) =>
  jsonRows<{ id: number; type: string }>(
    db
      .select(underKeys({ id: clientDocuments.id, type: typeName(language) }))
      .from(clientDocuments)
      .innerJoin(clientDocumentTypes, ofType)
      .where(eq(clientDocuments.clientId, clientId)),
  );

export function clientDocumentsRepository(db: Queryable) {
  return {
    /** Attached (not detached) documents, oldest first, their type named in `language`. */
    attached(clientId: number, language: Language) {
      return prepared(db, `client_documents_attached_${language}`, (name) =>
        db
          .select({ ...documentFields, documentType: { id: clientDocumentTypes.id, name: typeName(language) } })
          .from(clientDocuments)
          .innerJoin(clientDocumentTypes, ofType)
          .where(attachedTo(sql.placeholder('clientId')))
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
      await db
        .update(clientDocuments)
        .set({ detachedAt: sql`now()` })
        .where(inArray(clientDocuments.id, ids));
    },
  };
}

export type AttachedDocument = Awaited<ReturnType<ReturnType<typeof clientDocumentsRepository>['attached']>>[number];
type AttachedDocumentJson = Omit<AttachedDocument, 'uploadedAt'> & { uploadedAt: string };

export const documentFromJson = (document: AttachedDocumentJson): AttachedDocument => ({
  ...document,
  uploadedAt: new Date(document.uploadedAt),
});
