import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { sql } from 'drizzle-orm';
import { bigserial, check, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientReference } from './clients';
import { areas, cities, governorates } from './geography';

/** SPEC §3: current home, the address printed on the national ID, and the employer's. */
export const addressKind = pgEnum('address_kind', ['current_home', 'nid', 'company']);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: clientReference(),
    kind: addressKind('kind').notNull(),
    address: text('address'),
    governorateId: integer('governorate_id').references(() => governorates.id),
    cityId: integer('city_id').references(() => cities.id),
    areaId: integer('area_id').references(() => areas.id),
  },
  (t) => [
    uniqueIndex('client_addresses_client_id_kind_key').on(t.clientId, t.kind),
    // Issue 16: as the shared rules (field-limits.ts); NOT VALID in the migration, so older rows stay.
    check('client_addresses_address_length', sql`char_length(${t.address}) <= ${sql.raw(String(MAX_LENGTH.address))}`),
  ],
);

export type ClientAddress = typeof clientAddresses.$inferSelect;
export type AddressKind = (typeof addressKind.enumValues)[number];
