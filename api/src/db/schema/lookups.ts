import { integer, pgTable } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

/** A flat pick-list: id plus its two names, each unique (issue 17), and whether pickers offer it. */
function lookupTable<const Name extends string>(name: Name) {
  return pgTable(name, { id: identityId(), ...localizedName(), ...activeFlag() }, (t) => uniqueNames(name, t));
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
    ...activeFlag(),
    // A new limit request defaults to the type matching the client's employment type.
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id),
  },
  (t) => uniqueNames('limit_request_types', t),
);

export type LimitRequestType = typeof limitRequestTypes.$inferSelect;
