import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, type AddressKind, type FieldChange } from '../../db/schema';
import { prepared } from '../sql/prepared-statements';
import type { NewAttachment } from './client-documents-repository';
import type { ClientRecord } from './client-record';
import { COLUMNS } from './client-writes-repository';

/** Who brought the client in: a staff member, or the applicant on the public form, with their consent. */
export type ClientOrigin = { source: 'staff'; createdBy: number } | { source: 'self_onboarding'; consentVersion: string };

export interface NewClient {
  record: ClientRecord;
  origin: ClientOrigin;
  attachments: NewAttachment[];
  /** The history event's field changes; one per attached document is added once their ids are known. */
  changes: FieldChange[];
}

export type CreateOutcome = { created: { id: number; code: string } } | { taken: { nationalId: boolean; phone1: boolean } };

const param = (name: string) => sql.placeholder(name);
const COLUMN_NAMES = COLUMNS.map((column) => clients[column].name);
const columnList = sql.raw(COLUMN_NAMES.join(', '));
const recordColumns = sql.raw(COLUMN_NAMES.map((name) => `r.${name}`).join(', '));

/**
 * The whole creation as one statement, so one round trip and atomic without BEGIN/COMMIT:
 * the check that no client holds the national ID or mobile, then the client, its addresses,
 * documents and "created" event, none of them if either is held (so no client code, the
 * column default's next value of client_code_seq, is drawn in vain). Rows come in as JSON
 * typed by their tables' row types. A concurrent save can still hit the unique indexes.
 */
function statement(db: Queryable) {
  // A CTE written as SQL declares its columns by alias; the empty SQL is never rendered.
  const taken = db.$with('taken', { nationalId: sql<boolean>``.as('national_id_taken'), phone1: sql<boolean>``.as('phone_taken') }).as(
    sql`select coalesce(bool_or(national_id = ${param('nationalId')}), false) as national_id_taken,
                 coalesce(bool_or(phone_1 = ${param('phone1')}), false) as phone_taken
          from clients where national_id = ${param('nationalId')} or phone_1 = ${param('phone1')}`,
  );
  const created = db.$with('created', { id: sql<number>``.mapWith(Number).as('id'), code: sql<string>``.as('code') }).as(
    sql`insert into clients (${columnList}, source, created_by, consent_version, consented_at)
          select ${recordColumns}, r.source, r.created_by, r.consent_version, case when r.consent_version is not null then now() end
          from jsonb_populate_record(null::clients, ${param('client')}::jsonb) r
          where not exists (select from taken where national_id_taken or phone_taken)
          returning id, code`,
  );
  const addresses = db.$with('addresses', {}).as(
    sql`insert into client_addresses (client_id, kind, address, governorate_id, city_id, area_id)
        select created.id, a.kind, a.address, a.governorate_id, a.city_id, a.area_id
        from created, jsonb_populate_recordset(null::client_addresses, ${param('addresses')}::jsonb) a`,
  );
  const documents = db.$with('documents', {}).as(
    sql`insert into client_documents (client_id, document_type_id, uploaded_by, storage_key, original_name, mime_type, size)
        select created.id, d.document_type_id, ${param('actorId')}::integer, d.storage_key, d.original_name, d.mime_type, d.size
        from created, jsonb_populate_recordset(null::client_documents, ${param('documents')}::jsonb) with ordinality d
        order by d.ordinality
        returning id, original_name`,
  );
  // The same label fileChange() gives: "#<document id> <upload name>".
  const event = db.$with('event', {}).as(
    sql`insert into client_events (client_id, action, actor_id, changes)
        select created.id, 'created', ${param('actorId')}::integer, ${param('changes')}::jsonb || coalesce(
          (select jsonb_agg(jsonb_build_object('field', 'client_documents', 'old', null, 'new', '#' || id || ' ' || original_name) order by id) from documents),
          '[]'::jsonb)
        from created`,
  );
  return db
    .with(taken, created, addresses, documents, event)
    .select({ nationalIdTaken: taken.nationalId, phone1Taken: taken.phone1, id: created.id, code: created.code })
    .from(taken)
    .leftJoin(created, sql`true`)
    .prepare('client_create');
}

export function clientCreation(db: Queryable) {
  return {
    async create({ record, origin, attachments, changes }: NewClient): Promise<CreateOutcome> {
      const actorId = origin.source === 'staff' ? origin.createdBy : null;
      const client = {
        ...Object.fromEntries(COLUMNS.map((column) => [clients[column].name, record[column]])),
        source: origin.source,
        created_by: actorId,
        consent_version: origin.source === 'self_onboarding' ? origin.consentVersion : null,
      };
      const addresses = (Object.keys(record.addresses) as AddressKind[]).map((kind) => {
        const { address, governorateId, cityId, areaId } = record.addresses[kind];
        return { kind, address, governorate_id: governorateId, city_id: cityId, area_id: areaId };
      });
      const documents = attachments.map(({ documentTypeId, file }) => ({
        document_type_id: documentTypeId,
        storage_key: file.key,
        original_name: file.originalName,
        mime_type: file.mimeType,
        size: file.size,
      }));
      const [row] = await prepared(db, 'client_create', () => statement(db)).execute({
        nationalId: record.nationalId,
        phone1: record.phone1,
        client: JSON.stringify(client),
        addresses: JSON.stringify(addresses),
        documents: JSON.stringify(documents),
        changes: JSON.stringify(changes),
        actorId,
      });
      if (row!.id === null) return { taken: { nationalId: row!.nationalIdTaken, phone1: row!.phone1Taken } };
      return { created: { id: row!.id, code: row!.code! } };
    },
  };
}
