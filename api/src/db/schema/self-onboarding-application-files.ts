import { bigint, bigserial, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientDocumentTypes } from './documents';
import { selfOnboardingApplications } from './self-onboarding-applications';
import { storedFileColumns } from './stored-file-columns';

/**
 * Issue 19: the files of an application that matched an existing client. They are kept for staff to
 * review, not attached to the client (the applicant may not be who the client is); a row per file so a
 * signed link can name it and the orphan sweep knows it is referenced.
 */
export const selfOnboardingApplicationFiles = pgTable(
  'self_onboarding_application_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => selfOnboardingApplications.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => clientDocumentTypes.id),
    ...storedFileColumns(),
  },
  (t) => [
    uniqueIndex('self_onboarding_application_files_storage_key_key').on(t.storageKey),
    index('self_onboarding_application_files_application_idx').on(t.applicationId, t.id),
  ],
);
