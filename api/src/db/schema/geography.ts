import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

export const governorates = pgTable('governorates', { id: identityId(), ...localizedName() });

export const cities = pgTable(
  'cities',
  {
    id: identityId(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    ...localizedName(),
  },
  (t) => [index('cities_governorate_id_idx').on(t.governorateId)],
);

export const areas = pgTable(
  'areas',
  {
    id: identityId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    ...localizedName(),
  },
  (t) => [uniqueIndex('areas_city_id_name_en_key').on(t.cityId, t.nameEn)],
);

export type Governorate = typeof governorates.$inferSelect;
export type City = typeof cities.$inferSelect;
export type Area = typeof areas.$inferSelect;
