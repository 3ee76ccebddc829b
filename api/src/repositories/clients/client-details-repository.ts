import type { Language } from '@back-office/shared/rules';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { areas, cities, clientAddresses, clients, governorates, users, type AddressKind } from '../../db/schema';
import { jsonRows, underKeys } from '../sql/json-columns';
import { prepared } from '../sql/prepared-statements';
import { attachedDocumentsJson, documentFromJson, documentTypeNamesJson } from './client-documents-repository';
import { eventFromJson, historyJson } from './client-events-repository';

interface NamedOption {
  id: number;
  name: string;
}

interface ClientAddressRow {
  kind: AddressKind;
  address: string | null;
  governorate: NamedOption | null;
  city: NamedOption | null;
  area: NamedOption | null;
}

function clientFields(db: Queryable, language: Language) {
  const named = (table: typeof governorates | typeof cities | typeof areas) =>
    sql`case when ${table.id} is not null then json_build_object('id', ${table.id}, 'name', ${language === 'en' ? table.nameEn : table.nameAr}) end`;
  const addresses = db
    .select(
      underKeys({
        kind: clientAddresses.kind,
        address: clientAddresses.address,
        governorate: named(governorates),
        city: named(cities),
        area: named(areas),
      }),
    )
    .from(clientAddresses)
    .leftJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
    .leftJoin(cities, eq(cities.id, clientAddresses.cityId))
    .leftJoin(areas, eq(areas.id, clientAddresses.areaId))
    .where(eq(clientAddresses.clientId, clients.id));
  return { client: clients, creator: users.name, addresses: jsonRows<ClientAddressRow>(addresses) };
}

const creator = eq(users.id, clients.createdBy);
const byId = eq(clients.id, sql.placeholder('id'));

/** One client with its creator and named addresses, as the details page shows it; each read is one statement. */
export function clientDetailsRepository(db: Queryable, language: Language) {
  return {
    async find(id: number) {
      const [row] = await prepared(db, `client_details_${language}`, (name) =>
        db.select(clientFields(db, language)).from(clients).leftJoin(users, creator).where(byId).prepare(name),
      ).execute({ id });
      return row && { ...row.client, creator: row.creator, addresses: row.addresses };
    },

    /** find() with the attached documents and the history, for the details page. */
    async findWithRecords(id: number) {
      const [row] = await prepared(db, `client_details_records_${language}`, (name) =>
        db
          .select({
            ...clientFields(db, language),
            documents: attachedDocumentsJson(db, language, clients.id),
            history: historyJson(db, clients.id),
            documentTypes: documentTypeNamesJson(db, language, clients.id),
          })
          .from(clients)
          .leftJoin(users, creator)
          .where(byId)
          .prepare(name),
      ).execute({ id });
      if (!row) return undefined;
      return {
        client: { ...row.client, creator: row.creator, addresses: row.addresses },
        documents: row.documents.map(documentFromJson),
        history: row.history.map(eventFromJson),
        documentTypes: new Map(row.documentTypes.map((document) => [document.id, document.type])),
      };
    },
  };
}

export type ClientDetails = NonNullable<Awaited<ReturnType<ReturnType<typeof clientDetailsRepository>['find']>>>;
