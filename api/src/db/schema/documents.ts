import { DOCUMENT_KINDS } from '@back-office/shared/contract/enums';
import { pgEnum, pgTable } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

export const clientDocumentTypes = pgTable('client_document_types', { id: identityId(), ...localizedName(), ...activeFlag() }, (t) =>
  uniqueNames('client_document_types', t),
);

/** verification: the camera captures (ID front, ID back, selfie); contract: signed papers. */
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);

export const limitRequestDocumentTypes = pgTable(
  'limit_request_document_types',
  { id: identityId(), ...localizedName(), ...activeFlag(), kind: documentKind('kind').notNull().default('general') },
  (t) => uniqueNames('limit_request_document_types', t),
);

export type { DocumentKind } from '@back-office/shared/contract/enums';
