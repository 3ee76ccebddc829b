import { CLIENT_SOURCES, CLIENT_STATUSES } from '@back-office/shared/contract/enums';
import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companySectors, employmentTypes, leadCompanies } from './lookups';
import { users } from './users';

// The values come from the wire contract, so the API, the database and the remotes cannot drift apart.
export const clientStatus = pgEnum('client_status', CLIENT_STATUSES);
export const clientSource = pgEnum('client_source', CLIENT_SOURCES);

export const clients = pgTable(
  'clients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // next_client_code() (migration 0000) formats a sequence value as CL-000123.
    code: text('code')
      .notNull()
      .default(sql`next_client_code()`),
    name: text('name').notNull(),
    // varchar rather than char(14): the pattern-ops indexes below serve prefix search.
    nationalId: varchar('national_id', { length: 14 }).notNull(),
    phone1: varchar('phone_1', { length: 11 }).notNull(),
    phone2: varchar('phone_2', { length: 11 }),
    title: text('title'),
    status: clientStatus('status').notNull().default('pending'),
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    monthlyIncome: numeric('monthly_income', { precision: 14, scale: 2 }),
    employmentTypeId: integer('employment_type_id').references(() => employmentTypes.id),
    companySectorId: integer('company_sector_id').references(() => companySectors.id),
    leadCompanyId: integer('lead_company_id').references(() => leadCompanies.id),
    companyName: text('company_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** 1 male, 2 female (the national ID's 13th digit: odd male, even female). */
    gender: smallint('gender'),
    nidIssuanceDate: date('nid_issuance_date', { mode: 'string' }),
    nidExpiredDate: date('nid_expired_date', { mode: 'string' }),
    isSubmitted: boolean('is_submitted').notNull().default(false),
    source: clientSource('source').notNull().default('staff'),
    /** Self-onboarding only: which consent text the applicant accepted, and when. */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 16: bumped by every edit; an edit naming an older one (If-Match) lost a race and gets 409. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // text_pattern_ops serves both equality and LIKE 'prefix%' whatever the collation.
    uniqueIndex('clients_code_key').on(t.code.op('text_pattern_ops')),
    uniqueIndex('clients_national_id_key').on(t.nationalId.op('varchar_pattern_ops')),
    uniqueIndex('clients_phone_1_key').on(t.phone1.op('varchar_pattern_ops')),
    index('clients_phone_2_idx').on(t.phone2.op('varchar_pattern_ops')),
    index('clients_name_prefix_idx').on(t.name.op('text_pattern_ops')),
    index('clients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // NULLS FIRST is what a plain ORDER BY … DESC means; only then can the index serve it.
    index('clients_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clients_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clients_source_created_idx').on(t.source, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clients_created_by_idx').on(t.createdBy),
    // Issue 15: the list sorts by updated (its default), created, name or balance, either way, and
    // "my clients" filters by creator. A btree read backwards serves the other direction, so one
    // index per order keeps the first page a short index walk at a million clients.
    index('clients_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('clients_name_sort_idx').on(t.name, t.id),
    index('clients_balance_idx').on(t.balance, t.id),
    index('clients_created_by_updated_idx').on(t.createdBy, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('clients_national_id_format', sql`${t.nationalId} ~ '^[23][0-9]{13}$'`),
    check('clients_gender_values', sql`${t.gender} in (1, 2)`),
    // Issue 16: the shared rules' lengths (field-limits.ts), added NOT VALID so rows saved before are kept.
    check('clients_name_length', sql`char_length(${t.name}) <= ${sql.raw(String(MAX_LENGTH.personName))}`),
    check('clients_title_length', sql`char_length(${t.title}) <= ${sql.raw(String(MAX_LENGTH.title))}`),
    check('clients_company_name_length', sql`char_length(${t.companyName}) <= ${sql.raw(String(MAX_LENGTH.companyName))}`),
    check('clients_code_length', sql`char_length(${t.code}) <= ${sql.raw(String(MAX_LENGTH.code))}`),
    check('clients_consent_complete', sql`(${t.consentVersion} is null) = (${t.consentedAt} is null)`),
  ],
);

/** The owning client of a dependent row (addresses, documents, history), gone with it. */
export const clientReference = () =>
  bigint('client_id', { mode: 'number' })
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export type Client = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type { ClientSource, ClientStatus } from '@back-office/shared/contract/enums';
export { CLIENT_SOURCES, CLIENT_STATUSES };
