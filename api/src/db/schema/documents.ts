import { DOCUMENT_KINDS } from '@back-office/shared/contract/enums';
import { pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

export const clientDocumentTypes = pgTable('client_document_types', { id: identityId(), ...localizedName() }, (t) => [
  uniqueIndex('client_document_types_name_en_key').on(t.nameEn),
]);

/** verification: the camera captures (ID front, ID back, selfie); contract: signed papers. */
export const documentKind = pgEnum('document_kind', DOCUMENT_KINDS);

export const limitRequestDocumentTypes = pgTable(
  'limit_request_document_types',
  { id: identityId(), ...localizedName(), kind: documentKind('kind').notNull().default('general') },
  (t) => [uniqueIndex('limit_request_document_types_name_en_key').on(t.nameEn)],
);

export type { DocumentKind } from '@back-office/shared/contract/enums';
