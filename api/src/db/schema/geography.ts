import { boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { activeFlag, identityId, localizedName, uniqueNames } from './columns';

export const governorates = pgTable('governorates', { id: identityId(), ...localizedName(), ...activeFlag() }, (t) =>
  uniqueNames('governorates', t),
);

export const cities = pgTable(
  'cities',
  {
    id: identityId(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    ...localizedName(),
    ...activeFlag(),
  },
  (t) => [index('cities_governorate_id_idx').on(t.governorateId), ...uniqueNames('cities', t, t.governorateId)],
);

export const areas = pgTable(
  'areas',
  {
    id: identityId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    ...localizedName(),
    ...activeFlag(),
    /**
     * Issue 17: the one area migration 0011 made for a city with no areas on record, named as the
     * city is. Importing the city's real areas retires it from the pickers (clients keep it).
     */
    coversCity: boolean('covers_city').notNull().default(false),
  },
  (t) => uniqueNames('areas', t, t.cityId),
);

export type Governorate = typeof governorates.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Area = typeof areas.$inferSelect;
