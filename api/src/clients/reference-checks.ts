import { ADDRESS_KINDS } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { FieldMessage } from '../i18n/translate';
import { referenceLookupsRepository, type CheckedTable } from '../repositories/reference/reference-repository';
import type { FormDocument } from './client-form';
import { formId } from './client-record-from-form';

const UNKNOWN: FieldMessage = { key: 'unknownReference' };
const INACTIVE: FieldMessage = { key: 'referenceInactive' };
/**
 * The id a field names; 0 (never a row) for digits beyond int4, so such an id is refused as
 * unknown instead of being stored as nothing (issue 16).
 */
const id = (value: string | undefined) => formId(value) ?? (/^\d+$/.test(value?.trim() ?? '') ? 0 : undefined);

/**
 * The ids a form names must exist, and each address's city must lie in its governorate
 * and its area in its city. Fields the rules already refused are not checked again.
 */
export async function referenceErrors(
  db: Queryable,
  fields: Record<string, string>,
  documents: FormDocument[],
  already: Record<string, unknown>,
  /** Issue 17: a new client may not name a deactivated item; an edit may keep what the client holds. */
  mode: 'create' | 'edit' = 'create',
) {
  const lookups = referenceLookupsRepository(db);
  const errors: Record<string, FieldMessage[]> = {};
  const wanted: [string, CheckedTable, number | undefined][] = [
    ['employment_type_id', 'employmentTypes', id(fields.employment_type_id)],
    ['company_sector', 'companySectors', id(fields.company_sector)],
    ['lead_company_id', 'leadCompanies', id(fields.lead_company_id)],
    ...ADDRESS_KINDS.map((kind): [string, CheckedTable, number | undefined] => [
      `${kind}_governorate_id`,
      'governorates',
      id(fields[`${kind}_governorate_id`]),
    ]),
    ...documents.map((document, index): [string, CheckedTable, number | undefined] => [
      `client_documents.${index}.document_type_id`,
      'clientDocumentTypes',
      id(document.document_type_id),
    ]),
  ];
  for (const [field, table, value] of wanted) {
    if (value === undefined || already[field]) continue;
    if (!(await lookups.ids(table)).has(value)) errors[field] = [UNKNOWN];
    else if (mode === 'create' && (await lookups.inactiveIds(table)).has(value)) errors[field] = [INACTIVE];
  }
  const [cityParents, areaParents] = await Promise.all([lookups.cityParents(), lookups.areaParents()]);
  for (const kind of ADDRESS_KINDS) {
    const [city, area] = [id(fields[`${kind}_city_id`]), id(fields[`${kind}_area_id`])];
    // A wrong parent is reported once, on the parent, not again on each child.
    const refused = (field: string) => Boolean(already[`${kind}_${field}_id`] || errors[`${kind}_${field}_id`]);
    if (city !== undefined && !refused('governorate') && !refused('city') && cityParents.get(city) !== id(fields[`${kind}_governorate_id`]))
      errors[`${kind}_city_id`] = [UNKNOWN];
    if (area !== undefined && !refused('city') && !refused('area') && areaParents.get(area) !== city) errors[`${kind}_area_id`] = [UNKNOWN];
    for (const [field, table, value] of [
      ['city', 'cities', city],
      ['area', 'areas', area],
    ] as const) {
      if (mode === 'create' && value !== undefined && !refused(field) && (await lookups.inactiveIds(table)).has(value))
        errors[`${kind}_${field}_id`] = [INACTIVE];
    }
  }
  return errors;
}
