import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clientDocuments, limitRequestDocuments, selfOnboardingApplicationFiles } from '../../db/schema';

/** The storage keys rows point at, across every table of documents. */
export function storedFilesRepository(db: Queryable) {
  return {
    async referenced(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const [clientFiles, limitRequestFiles, applicationFiles] = await Promise.all([
        db.select({ key: clientDocuments.storageKey }).from(clientDocuments).where(inArray(clientDocuments.storageKey, keys)),
        db
          .select({ key: limitRequestDocuments.storageKey })
          .from(limitRequestDocuments)
          .where(inArray(limitRequestDocuments.storageKey, keys)),
        // Issue 19: the files of applications that matched an existing client.
        db
          .select({ key: selfOnboardingApplicationFiles.storageKey })
          .from(selfOnboardingApplicationFiles)
          .where(inArray(selfOnboardingApplicationFiles.storageKey, keys)),
      ]);
      return new Set([...clientFiles, ...limitRequestFiles, ...applicationFiles].map(({ key }) => key));
    },
  };
}
