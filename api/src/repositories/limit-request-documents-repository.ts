import type { Queryable } from '../db/database';
import { limitRequestDocuments, type DocumentKind } from '../db/schema';
import type { StoredUpload } from '../files/upload-batch';

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
  };
}
