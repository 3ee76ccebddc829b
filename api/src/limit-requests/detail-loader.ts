import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import { limitRequestActionsRepository } from '../repositories/limit-requests/limit-request-actions-repository';
import { limitRequestClientRepository } from '../repositories/limit-requests/limit-request-client-repository';
import { limitRequestCommentsRepository } from '../repositories/limit-requests/limit-request-comments-repository';
import { limitRequestDetailsRepository } from '../repositories/limit-requests/limit-request-details-repository';
import { limitRequestDocumentsRepository } from '../repositories/limit-requests/limit-request-documents-repository';
import { toLimitRequestDetail } from './limit-request-detail';
import { activityLog } from './log-entry';

/** Reads one limit request with everything its details and edit pages show; undefined when unknown. */
export function detailLoader(app: FastifyInstance) {
  const { db } = app;
  return async function loadDetail(id: number, language: Language, user: SessionUser) {
    const found = await limitRequestDetailsRepository(db, language).find(id);
    if (!found) return undefined;
    const [client, comments, documents, logs, actions] = await Promise.all([
      limitRequestClientRepository(db, language).find(found.request.clientId),
      limitRequestCommentsRepository(db).list(id),
      limitRequestDocumentsRepository(db).attached(id, language),
      activityLog(db, id, language),
      limitRequestActionsRepository(db).all(language),
    ]);
    // The foreign key keeps the client: a request never outlives it.
    return toLimitRequestDetail({ found, client: client!, comments, documents, logs, actions }, app.files, user);
  };
}
