import type { Language } from '@back-office/shared/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { clientDocumentTypes, clients, documentRequestReasons, documentRequests, users, type DocumentRequestRow } from '../../db/schema';

export interface NewDocumentRequest {
  clientId: number;
  documentTypeId: number;
  reasonId: number;
  note: string | null;
  requestedBy: number;
}

const requester = alias(users, 'requester');

/** Issue 19: what staff asked a self-onboarded applicant for again, and what became of it. */
export function documentRequestsRepository(db: Queryable) {
  const named = (language: Language) => ({
    id: documentRequests.id,
    status: documentRequests.status,
    documentType: { id: clientDocumentTypes.id, name: language === 'en' ? clientDocumentTypes.nameEn : clientDocumentTypes.nameAr },
    reason: { id: documentRequestReasons.id, name: language === 'en' ? documentRequestReasons.nameEn : documentRequestReasons.nameAr },
    note: documentRequests.note,
    requestedById: requester.id,
    requestedByName: requester.name,
    requestedAt: documentRequests.requestedAt,
    answeredAt: documentRequests.answeredAt,
    answeredDocumentId: documentRequests.answeredDocumentId,
    cancelledAt: documentRequests.cancelledAt,
  });
  const select = (language: Language) =>
    db
      .select(named(language))
      .from(documentRequests)
      .innerJoin(clientDocumentTypes, eq(clientDocumentTypes.id, documentRequests.documentTypeId))
      .innerJoin(documentRequestReasons, eq(documentRequestReasons.id, documentRequests.reasonId))
      .leftJoin(requester, eq(requester.id, documentRequests.requestedBy));

  return {
    /** What deciding on a document request needs to know of the client. */
    async client(clientId: number) {
      const [row] = await db
        .select({ isSubmitted: clients.isSubmitted, source: clients.source, phone1: clients.phone1 })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row;
    },

    /** The client's requests, newest first, named in `language` (inactive types and reasons too: they were chosen then). */
    list(clientId: number, language: Language) {
      return select(language).where(eq(documentRequests.clientId, clientId)).orderBy(desc(documentRequests.id));
    },

    /** The open ones: what the applicant can still send. */
    open(clientId: number, language: Language) {
      return select(language)
        .where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.status, 'open')))
        .orderBy(desc(documentRequests.id));
    },

    async find(clientId: number, id: number): Promise<DocumentRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(documentRequests)
        .where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.id, id)));
      return row;
    },

    async create(request: NewDocumentRequest): Promise<number> {
      const [row] = await db.insert(documentRequests).values(request).returning({ id: documentRequests.id });
      return row!.id;
    },

    /** Cancelled in one statement guarding `status = 'open'`: false when it was answered or cancelled meanwhile. */
    async cancel(clientId: number, id: number, userId: number): Promise<boolean> {
      const rows = await db
        .update(documentRequests)
        .set({ status: 'cancelled', cancelledBy: userId, cancelledAt: sql`now()` })
        .where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.id, id), eq(documentRequests.status, 'open')))
        .returning({ id: documentRequests.id });
      return rows.length > 0;
    },

    /** Answered in one statement guarding `status = 'open'`: a second answer (or one racing it) gets false. */
    async answer(clientId: number, id: number, documentId: number): Promise<DocumentRequestRow | undefined> {
      const [row] = await db
        .update(documentRequests)
        .set({ status: 'answered', answeredDocumentId: documentId, answeredAt: sql`now()` })
        .where(and(eq(documentRequests.clientId, clientId), eq(documentRequests.id, id), eq(documentRequests.status, 'open')))
        .returning();
      return row;
    },
  };
}

export type NamedDocumentRequest = Awaited<ReturnType<ReturnType<typeof documentRequestsRepository>['list']>>[number];
