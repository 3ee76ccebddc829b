import type { ReferenceList } from '@back-office/shared/contract';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  areas,
  cities,
  clientDocumentTypes,
  companySectors,
  documentRequestReasons,
  employmentTypes,
  governorates,
  leadCompanies,
  limitRequestDocumentTypes,
  limitRequestTypes,
  merchantBranches,
  merchants,
  products,
  rejectReasons,
  relativeDegreeTypes,
  returnReasons,
} from '../db/schema';

export type ReferenceTable = PgTable & { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn; active: AnyPgColumn };

export interface ListDefinition {
  table: ReferenceTable;
  /** The list whose item each row belongs to, and the column naming it. */
  parent?: { list: ReferenceList; column: AnyPgColumn; field: string };
  /** The list's own extra field (issue 17: the employment type a request type defaults from, a document type's kind). */
  extra?: 'employment_type_id' | 'kind';
}

/** Issue 17: every list an administrator keeps, by its URL slug (see REFERENCE_LISTS). */
export const LISTS: Record<ReferenceList, ListDefinition> = {
  governorates: { table: governorates },
  cities: { table: cities, parent: { list: 'governorates', column: cities.governorateId, field: 'governorateId' } },
  areas: { table: areas, parent: { list: 'cities', column: areas.cityId, field: 'cityId' } },
  merchants: { table: merchants },
  'merchant-branches': {
    table: merchantBranches,
    parent: { list: 'merchants', column: merchantBranches.merchantId, field: 'merchantId' },
  },
  products: { table: products, parent: { list: 'merchants', column: products.merchantId, field: 'merchantId' } },
  'client-document-types': { table: clientDocumentTypes },
  'limit-request-document-types': { table: limitRequestDocumentTypes, extra: 'kind' },
  'limit-request-types': { table: limitRequestTypes, extra: 'employment_type_id' },
  'employment-types': { table: employmentTypes },
  'company-sectors': { table: companySectors },
  'lead-companies': { table: leadCompanies },
  'relative-degree-types': { table: relativeDegreeTypes },
  'reject-reasons': { table: rejectReasons },
  'return-reasons': { table: returnReasons },
  'document-request-reasons': { table: documentRequestReasons },
};
