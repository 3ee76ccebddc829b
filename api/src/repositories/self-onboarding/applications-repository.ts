import type { Language } from '@back-office/shared/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { selfOnboardingApplicationFiles, selfOnboardingApplications } from '../../db/schema';
import type { StoredUpload } from '../../files/upload-batch';
import { newApplicationReference, normaliseApplicationReference } from '../../self-onboarding/application-reference';

/** What the status page and document requests need of an application (issue 19). */
export interface ApplicationSummary {
  id: number;
  clientId: number;
  mobile: string;
  language: Language;
  createdAt: Date;
  matchedExisting: boolean;
}

export interface NewApplication {
  clientId: number;
  matchedExisting: boolean;
  mobile: string;
  language: Language;
  /** Matched applications only: the fields as sent. */
  payload?: Record<string, string>;
}

/** A file of a matched application, kept for staff (not attached to the client). */
export interface ApplicationFile {
  documentTypeId: number;
  file: StoredUpload;
}

const summary = {
  id: selfOnboardingApplications.id,
  clientId: selfOnboardingApplications.clientId,
  mobile: selfOnboardingApplications.mobile,
  language: selfOnboardingApplications.language,
  createdAt: selfOnboardingApplications.createdAt,
  matchedExisting: selfOnboardingApplications.matchedExisting,
};

/** Any constant: the advisory locks of the per-mobile limit live in a key space of their own. */
const MOBILE_LOCK_SPACE = 19_001;

/** Issue 19: public self-onboarding applications (decision 0023). */
export function applicationsRepository(db: Queryable) {
  return {
    /**
     * Applications sent with this mobile in the last 24 hours. Called in the transaction that then stores
     * one: the lock (held until it ends) makes two processes counting the same number wait for each other,
     * so neither can slip past the limit by counting before the other's row is there.
     */
    async recentForMobile(mobile: string): Promise<number> {
      await db.execute(sql`select pg_advisory_xact_lock(${MOBILE_LOCK_SPACE}, hashtext(${mobile}))`);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(selfOnboardingApplications)
        .where(
          and(eq(selfOnboardingApplications.mobile, mobile), sql`${selfOnboardingApplications.createdAt} > now() - interval '24 hours'`),
        );
      return row?.count ?? 0;
    },

    /** Stores the application under a fresh random reference; a clash (one in 2^50) draws again. */
    async create(application: NewApplication): Promise<{ id: number; reference: string }> {
      for (;;) {
        const [row] = await db
          .insert(selfOnboardingApplications)
          .values({ ...application, reference: newApplicationReference(), payload: application.payload ?? null })
          .onConflictDoNothing({ target: selfOnboardingApplications.reference })
          .returning({ id: selfOnboardingApplications.id, reference: selfOnboardingApplications.reference });
        if (row) return row;
      }
    },

    async addFiles(applicationId: number, files: ApplicationFile[]): Promise<void> {
      if (files.length === 0) return;
      await db.insert(selfOnboardingApplicationFiles).values(
        files.map(({ documentTypeId, file }) => ({
          applicationId,
          documentTypeId,
          storageKey: file.key,
          originalName: file.originalName,
          mimeType: file.mimeType,
          size: file.size,
        })),
      );
    },

    /** The language a client applied in (their own application, never one that matched them), for the texts they are sent. */
    async languageFor(clientId: number): Promise<Language | undefined> {
      const [row] = await db
        .select({ language: selfOnboardingApplications.language })
        .from(selfOnboardingApplications)
        .where(and(eq(selfOnboardingApplications.clientId, clientId), eq(selfOnboardingApplications.matchedExisting, false)))
        .orderBy(desc(selfOnboardingApplications.id))
        .limit(1);
      return row?.language;
    },

    /** By the reference as the applicant typed it (any case; see normaliseApplicationReference). */
    async findByReference(reference: string): Promise<ApplicationSummary | undefined> {
      const normalised = normaliseApplicationReference(reference);
      if (!normalised) return undefined;
      const [row] = await db.select(summary).from(selfOnboardingApplications).where(eq(selfOnboardingApplications.reference, normalised));
      return row;
    },

    /** The applications that matched this client, newest first, with their files. */
    async matchedFor(clientId: number) {
      const applications = await db
        .select({
          id: selfOnboardingApplications.id,
          reference: selfOnboardingApplications.reference,
          createdAt: selfOnboardingApplications.createdAt,
          payload: selfOnboardingApplications.payload,
        })
        .from(selfOnboardingApplications)
        .where(and(eq(selfOnboardingApplications.clientId, clientId), eq(selfOnboardingApplications.matchedExisting, true)))
        .orderBy(desc(selfOnboardingApplications.id));
      if (applications.length === 0) return [];
      const files = await db
        .select({
          id: selfOnboardingApplicationFiles.id,
          applicationId: selfOnboardingApplicationFiles.applicationId,
          documentTypeId: selfOnboardingApplicationFiles.documentTypeId,
          originalName: selfOnboardingApplicationFiles.originalName,
        })
        .from(selfOnboardingApplicationFiles)
        .innerJoin(selfOnboardingApplications, eq(selfOnboardingApplications.id, selfOnboardingApplicationFiles.applicationId))
        .where(and(eq(selfOnboardingApplications.clientId, clientId), eq(selfOnboardingApplications.matchedExisting, true)))
        .orderBy(selfOnboardingApplicationFiles.id);
      return applications.map((application) => ({
        ...application,
        payload: application.payload ?? {},
        files: files.filter((file) => file.applicationId === application.id),
      }));
    },

    /** A matched application's file, for its signed link. */
    async findFile(id: number) {
      const [row] = await db
        .select({
          storageKey: selfOnboardingApplicationFiles.storageKey,
          mimeType: selfOnboardingApplicationFiles.mimeType,
          size: selfOnboardingApplicationFiles.size,
          originalName: selfOnboardingApplicationFiles.originalName,
        })
        .from(selfOnboardingApplicationFiles)
        .where(eq(selfOnboardingApplicationFiles.id, id));
      return row;
    },
  };
}
