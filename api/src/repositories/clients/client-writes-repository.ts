import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clientAddresses, clients, type AddressKind } from '../../db/schema';
import { EMPTY_ADDRESS, type ClientRecord } from './client-record';

type ClientColumns = Omit<ClientRecord, 'addresses'>;

/** The clients columns a ClientRecord holds (creation writes them too, see client-writes-create.ts). */
export const COLUMNS = [
  'name',
  'nationalId',
  'phone1',
  'phone2',
  'title',
  'employmentTypeId',
  'companySectorId',
  'leadCompanyId',
  'companyName',
  'monthlyIncome',
  'birthDate',
  'gender',
  'nidIssuanceDate',
  'nidExpiredDate',
] as const satisfies readonly (keyof ClientColumns)[];

const columnsOf = (source: ClientColumns): ClientColumns =>
  Object.fromEntries(COLUMNS.map((column) => [column, source[column]])) as unknown as ClientColumns;

export function clientWritesRepository(db: Queryable) {
  async function saveAddresses(clientId: number, addresses: ClientRecord['addresses']): Promise<void> {
    const rows = (Object.keys(addresses) as AddressKind[]).map((kind) => ({ clientId, kind, ...addresses[kind] }));
    await db
      .insert(clientAddresses)
      .values(rows)
      .onConflictDoUpdate({
        target: [clientAddresses.clientId, clientAddresses.kind],
        set: {
          address: sql`excluded.address`,
          governorateId: sql`excluded.governorate_id`,
          cityId: sql`excluded.city_id`,
          areaId: sql`excluded.area_id`,
        },
      });
  }

  return {
    /**
     * Writes the edit only if the client is still at `version` (issue 16), bumping it; false when
     * someone else's edit came first, and nothing is written.
     */
    async update(id: number, version: number, record: ClientRecord): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ ...columnsOf(record), version: sql`${clients.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(clients.id, id), eq(clients.version, version)))
        .returning({ id: clients.id });
      if (rows.length === 0) return false;
      await saveAddresses(id, record.addresses);
      return true;
    },

    /** The stored record, locked until the transaction ends so concurrent edits queue. */
    async lockForUpdate(id: number): Promise<(ClientRecord & { isSubmitted: boolean; version: number }) | undefined> {
      const [row] = await db.select().from(clients).where(eq(clients.id, id)).for('update');
      if (!row) return undefined;
      const stored = await db.select().from(clientAddresses).where(eq(clientAddresses.clientId, id));
      const addresses = { current_home: EMPTY_ADDRESS, nid: EMPTY_ADDRESS, company: EMPTY_ADDRESS };
      for (const { kind, address, governorateId, cityId, areaId } of stored) addresses[kind] = { address, governorateId, cityId, areaId };
      return { ...columnsOf(row), isSubmitted: row.isSubmitted, version: row.version, addresses };
    },

    /** One-way: true only for the call that actually submitted. */
    async submit(id: number): Promise<boolean> {
      const rows = await db
        .update(clients)
        .set({ isSubmitted: true, updatedAt: sql`now()` })
        .where(and(eq(clients.id, id), eq(clients.isSubmitted, false)))
        .returning({ id: clients.id });
      return rows.length > 0;
    },

    /** Whether the client exists, is submitted, and at which version: enough to refuse a request early. */
    async state(id: number): Promise<{ isSubmitted: boolean; version: number } | undefined> {
      const [row] = await db.select({ isSubmitted: clients.isSubmitted, version: clients.version }).from(clients).where(eq(clients.id, id));
      return row;
    },

    /** Which of the unique identifiers another client already uses. */
    async taken(nationalId: string, phone1: string, exceptId?: number) {
      const rows = await db
        .select({ nationalId: clients.nationalId, phone1: clients.phone1 })
        .from(clients)
        .where(and(or(eq(clients.nationalId, nationalId), eq(clients.phone1, phone1)), exceptId ? ne(clients.id, exceptId) : undefined));
      return { nationalId: rows.some((row) => row.nationalId === nationalId), phone1: rows.some((row) => row.phone1 === phone1) };
    },
  };
}
