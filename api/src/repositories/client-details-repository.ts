import type { Language } from '@back-office/shared/rules';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { areas, cities, clientAddresses, clients, governorates, users } from '../db/schema';
import { prepared } from './prepared-statements';

/** One client with its creator and named addresses, as the details page shows it. */
export function clientDetailsRepository(db: Queryable, language: Language) {
  const nameOf = (table: typeof governorates | typeof cities | typeof areas) => (language === 'en' ? table.nameEn : table.nameAr);

  return {
    async find(id: number) {
      const [client] = await prepared(db, 'client_details', (name) =>
        db
          .select({ client: clients, creator: users.name })
          .from(clients)
          .leftJoin(users, eq(users.id, clients.createdBy))
          .where(eq(clients.id, sql.placeholder('id')))
          .prepare(name),
      ).execute({ id });
      if (!client) return undefined;
      const addresses = await prepared(db, `client_details_addresses_${language}`, (name) =>
        db
          .select({
            kind: clientAddresses.kind,
            address: clientAddresses.address,
            governorate: { id: governorates.id, name: nameOf(governorates) },
            city: { id: cities.id, name: nameOf(cities) },
            area: { id: areas.id, name: nameOf(areas) },
          })
          .from(clientAddresses)
          .leftJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
          .leftJoin(cities, eq(cities.id, clientAddresses.cityId))
          .leftJoin(areas, eq(areas.id, clientAddresses.areaId))
          .where(eq(clientAddresses.clientId, sql.placeholder('id')))
          .prepare(name),
      ).execute({ id });
      const named = (option: { id: number | null; name: string | null } | null) => (option?.id ? { id: option.id, name: option.name ?? '' } : null);
      return {
        ...client.client,
        creator: client.creator,
        addresses: addresses.map((row) => ({ ...row, governorate: named(row.governorate), city: named(row.city), area: named(row.area) })),
      };
    },
  };
}

export type ClientDetails = NonNullable<Awaited<ReturnType<ReturnType<typeof clientDetailsRepository>['find']>>>;
