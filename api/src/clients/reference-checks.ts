import { ADDRESS_KINDS } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { FieldMessage } from '../i18n/translate';
import { referenceLookupsRepository, type CheckedTable } from '../repositories/reference/reference-repository';
import type { FormDocument } from './client-form';
import type { AddressKind } from '../db/schema';
import type { ClientRecord } from '../repositories/clients/client-record';
import { FORM_ADDRESS, formId } from './client-record-from-form';

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
  // Whether the field names an item anew (issue 17: then a deactivated one is refused). On edit the
  // client's own fields may keep what it holds (inactiveChoiceErrors checks them against the row);
  // a newly uploaded document is a new choice either way.
  const isNew = mode === 'create';
  const wanted: [string, CheckedTable, number | undefined, boolean][] = [
    ['employment_type_id', 'employmentTypes', id(fields.employment_type_id), isNew],
    ['company_sector', 'companySectors', id(fields.company_sector), isNew],
    ['lead_company_id', 'leadCompanies', id(fields.lead_company_id), isNew],
    ...ADDRESS_KINDS.map((kind): [string, CheckedTable, number | undefined, boolean] => [
      `${kind}_governorate_id`,
      'governorates',
      id(fields[`${kind}_governorate_id`]),
      isNew,
    ]),
    ...documents.map((document, index): [string, CheckedTable, number | undefined, boolean] => [
      `client_documents.${index}.document_type_id`,
      'clientDocumentTypes',
      id(document.document_type_id),
      isNew || document.files !== undefined,
    ]),
  ];
  for (const [field, table, value, chosenAnew] of wanted) {
    if (value === undefined || already[field]) continue;
    if (!(await lookups.ids(table)).has(value)) errors[field] = [UNKNOWN];
    else if (chosenAnew && (await lookups.inactiveIds(table)).has(value)) errors[field] = [INACTIVE];
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

const HELD_FIELDS = [
  ['employment_type_id', 'employmentTypes', (record: ClientRecord) => record.employmentTypeId],
  ['company_sector', 'companySectors', (record: ClientRecord) => record.companySectorId],
  ['lead_company_id', 'leadCompanies', (record: ClientRecord) => record.leadCompanyId],
  ...(Object.keys(FORM_ADDRESS) as AddressKind[]).flatMap((kind) => {
    const prefix = FORM_ADDRESS[kind].prefix;
    return [
      [`${prefix}_governorate_id`, 'governorates', (record: ClientRecord) => record.addresses[kind].governorateId],
      [`${prefix}_city_id`, 'cities', (record: ClientRecord) => record.addresses[kind].cityId],
      [`${prefix}_area_id`, 'areas', (record: ClientRecord) => record.addresses[kind].areaId],
    ] as const;
  }),
] as const;

/** Issue 17: the deactivated ids of every list a client names, read (from the cache) before a save's transaction. */
export async function inactiveIdsOfClientLists(db: Queryable): Promise<Record<CheckedTable, ReadonlySet<number>>> {
  const lookups = referenceLookupsRepository(db);
  const tables = [...new Set(HELD_FIELDS.map(([, table]) => table))];
  const sets = await Promise.all(tables.map((table) => lookups.inactiveIds(table)));
  return Object.fromEntries(tables.map((table, index) => [table, sets[index]!])) as Record<CheckedTable, ReadonlySet<number>>;
}

/**
 * Issue 17, on edit: a deactivated item may stay where the client holds it, never be chosen anew.
 * "Held" is the row as locked for the update, not what a form says.
 */
export function inactiveChoiceErrors(inactive: Record<CheckedTable, ReadonlySet<number>>, previous: ClientRecord, record: ClientRecord) {
  const errors: Record<string, FieldMessage[]> = {};
  for (const [field, table, valueOf] of HELD_FIELDS) {
    const value = valueOf(record);
    if (value !== null && value !== valueOf(previous) && inactive[table]?.has(value)) errors[field] = [INACTIVE];
  }
  return errors;
}
