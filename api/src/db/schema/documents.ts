import { DOCUMENT_KINDS, VERIFICATION_CAPTURES } from '@back-office/shared/contract/enums';
import { pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

/** Issue 19: which camera capture of the public form (ID front, ID back, selfie) a client document type holds. */
export const verificationCapture = pgEnum('verification_capture', VERIFICATION_CAPTURES);

export const clientDocumentTypes = pgTable(
  'client_document_types',
  {
    id: identityId(),
    ...localizedName(),
    ...activeFlag(),
    /** Issue 19: set on the three types the applicant's ID photos are stored as (migration 0026); null on the others. */
    capture: verificationCapture('capture'),
  },
  (t) => [...uniqueNames('client_document_types', t), uniqueIndex('client_document_types_capture_key').on(t.capture)],
);

/** verification: the camera captures (ID front, ID back, selfie); contract: signed papers. */
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);

export const limitRequestDocumentTypes = pgTable(
  'limit_request_document_types',
  { id: identityId(), ...localizedName(), ...activeFlag(), kind: documentKind('kind').notNull().default('general') },
  (t) => uniqueNames('limit_request_document_types', t),
);

export type { DocumentKind } from '@back-office/shared/contract/enums';
