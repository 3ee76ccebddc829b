import { integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

/** A flat pick-list: id plus its two names; the English name keeps seeding idempotent. */
function lookupTable<const Name extends string>(name: Name) {
  return pgTable(name, { id: identityId(), ...localizedName() }, (t) => [uniqueIndex(`${name}_name_en_key`).on(t.nameEn)]);
}

export const employmentTypes = lookupTable('employment_types');
export const companySectors = lookupTable('company_sectors');
export const leadCompanies = lookupTable('lead_companies');
export const relativeDegreeTypes = lookupTable('relative_degree_types');

export const limitRequestTypes = pgTable(
  'limit_request_types',
  {
    id: identityId(),
    ...localizedName(),
    // A new limit request defaults to the type matching the client's employment type.
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id),
  },
  (t) => [uniqueIndex('limit_request_types_name_en_key').on(t.nameEn)],
);

export type LimitRequestType = typeof limitRequestTypes.$inferSelect;
