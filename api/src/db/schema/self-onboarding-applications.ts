import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clientReference } from './clients';
import { createdAt } from './columns';

export const applicationLanguage = pgEnum('application_language', ['ar', 'en']);

/**
 * Issue 19: one public self-onboarding application, under a random reference (never the sequential client
 * code). Linked to the client it created, or, when its national ID or mobile was on file already, to that
 * client (`matched_existing`) with what was sent kept in `payload` for staff: the applicant is told nothing
 * of the match.
 */
export const selfOnboardingApplications = pgTable(
  'self_onboarding_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SO-XXXXX-XXXXX, upper case (APPLICATION_REFERENCE_PATTERN). */
    reference: text('reference').notNull(),
    clientId: clientReference(),
    matchedExisting: boolean('matched_existing').notNull().default(false),
    /** The prime mobile as typed: the per-mobile limit counts by it, and status codes go to it. */
    mobile: varchar('mobile', { length: 11 }).notNull(),
    /** From Accept-Language, for the text messages sent later. */
    language: applicationLanguage('language').notNull().default('ar'),
    /** Matched applications only: the submitted fields, for staff to review. */
    payload: jsonb('payload').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('self_onboarding_applications_reference_key').on(t.reference),
    index('self_onboarding_applications_client_idx').on(t.clientId, t.id),
    index('self_onboarding_applications_mobile_idx').on(t.mobile, t.createdAt),
    index('self_onboarding_applications_matched_idx')
      .on(t.clientId, t.id)
      .where(sql`${t.matchedExisting}`),
  ],
);

export type SelfOnboardingApplication = typeof selfOnboardingApplications.$inferSelect;
