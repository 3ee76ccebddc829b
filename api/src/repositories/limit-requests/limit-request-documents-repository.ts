import type { Language } from '@back-office/shared/rules';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequestDocuments, limitRequestDocumentTypes, type DocumentKind } from '../../db/schema';
import type { StoredUpload } from '../../files/upload-batch';

export interface NewLimitRequestDocument {
  kind: DocumentKind;
  documentTypeId: number;
  file: StoredUpload;
}

export function limitRequestDocumentsRepository(db: Queryable) {
  return {
    async attach(limitRequestId: number, uploadedBy: number, documents: NewLimitRequestDocument[]): Promise<void> {
      if (documents.length === 0) return;
      await db.insert(limitRequestDocuments).values(
        documents.map(({ kind, documentTypeId, file }) => ({
          limitRequestId,
          kind,
          documentTypeId,
          uploadedBy,
          storageKey: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
        })),
      );
    },

    /** Every file of one request, oldest first, its type named in `language`. */
    attached(limitRequestId: number, language: Language) {
      return db
        .select({
          id: limitRequestDocuments.id,
          kind: limitRequestDocuments.kind,
          originalName: limitRequestDocuments.originalName,
          mimeType: limitRequestDocuments.mimeType,
          size: limitRequestDocuments.size,
          documentType: {
            id: limitRequestDocumentTypes.id,
            name: language === 'en' ? limitRequestDocumentTypes.nameEn : limitRequestDocumentTypes.nameAr,
            nameEn: limitRequestDocumentTypes.nameEn,
            kind: limitRequestDocumentTypes.kind,
          },
        })
        .from(limitRequestDocuments)
        .innerJoin(limitRequestDocumentTypes, eq(limitRequestDocumentTypes.id, limitRequestDocuments.documentTypeId))
        .where(eq(limitRequestDocuments.limitRequestId, limitRequestId))
        .orderBy(asc(limitRequestDocuments.id));
    },

    async find(id: number) {
      const [row] = await db.select().from(limitRequestDocuments).where(eq(limitRequestDocuments.id, id));
      return row;
    },
  };
}

export type LimitRequestDocument = Awaited<ReturnType<ReturnType<typeof limitRequestDocumentsRepository>['attached']>>[number];
