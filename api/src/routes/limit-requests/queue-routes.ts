import { dataBody, QueuePage, QueueQuery, TakeNextResult } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';
import { queuePage } from '../../limit-requests/queue/queue-page';
import { takeNext } from '../../limit-requests/queue/take-next';

/** Issue 18: the queue is the reviewers' (risk) and admins'; refused before the query is read. */
const reviewersOnly = async (request: FastifyRequest) => {
  if (request.user!.role !== 'risk' && request.user!.role !== 'admin') throw new AppError(403, 'forbidden');
};

const queueSchema = {
  tags: ['limit-requests'],
  description:
    "Issue 18, the reviewer's queue, oldest first: assigned_to_me, unassigned (new and unassigned), all_open, and by_reviewer (admins; 403 for risk). Each row carries its age, time in its stage and its SLA (working hours, Friday, Saturday and public holidays off); counts for every tab. Risk and admin only (403 for agents).",
  querystring: QueueQuery,
  response: { 200: QueuePage, ...protectedErrors, ...errorResponses(403) },
};

const takeNextSchema = {
  tags: ['limit-requests'],
  description:
    'Issue 18, "take the next one": assigns the oldest unassigned request the caller did not create to the caller (risk reviewers only) and puts it under review; two reviewers at once never get the same one. 404 when none waits.',
  response: { 200: dataBody(TakeNextResult), ...protectedErrors, ...errorResponses(403, 404) },
};

/** GET /queue and POST /queue/take-next. */
export const queueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/queue', { schema: queueSchema, preValidation: reviewersOnly }, (request) =>
    queuePage(app.db, request.user!, request.query, { language: languageOf(request), settings: app.settings.current() }),
  );

  app.post('/queue/take-next', { schema: takeNextSchema, preValidation: reviewersOnly }, async (request) => ({
    data: await takeNext(app.db, request.user!),
  }));
};
