import { LimitRequestListQuery } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { asText, csvDateTime, csvLine, UTF8_BOM } from '../../http/csv';
import { admitExport, requireExportRole, takeAtMost } from '../../exports/admit-export';
import { errorResponses } from '../../http/envelope';
import { decisionStatusLabels, limitRequestExportHeaders, limitRequestStatusLabels } from '../../i18n/messages';
import { languageOf } from '../../i18n/translate';
import { listFilters } from '../../limit-requests/list-filters';
import { limitRequestExportRepository } from '../../repositories/limit-requests/limit-request-export-repository';

const exportSchema = {
  tags: ['limit-requests'],
  description:
    "CSV (UTF-8 with BOM) of the limit requests matching the list's filters, headed in the request's language. Only the export roles (an admin setting, issue 17; EXPORT_ROLES by default; 403 otherwise), at most EXPORT_MAX_ROWS rows (422 otherwise); each export is audited.",
  querystring: Type.Pick(LimitRequestListQuery, [
    'client_id',
    'request_codes',
    'table_search',
    'decision_statuses',
    'date_from',
    'date_to',
  ]),
  response: { 200: Type.Unsafe<unknown>({ description: 'text/csv', type: 'string' }), ...errorResponses(401, 403, 422) },
};

/** GET /api/limit-requests/export: streamed batch by batch, so the whole book never sits in memory. */
export const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/export', { schema: exportSchema, preValidation: requireExportRole(app) }, async (request, reply) => {
    const filters = listFilters(request.query);
    const language = languageOf(request);
    const [requestLabels, decisionLabels] = [limitRequestStatusLabels[language], decisionStatusLabels[language]];
    const repository = limitRequestExportRepository(app.db);
    const admitted = await admitExport(app, request, 'limit_requests', request.query, (limit) => repository.countUpTo(filters, limit));
    const rows = takeAtMost(repository.rows(filters, language), admitted);
    async function* csv() {
      yield UTF8_BOM + csvLine([...limitRequestExportHeaders[language]]);
      for await (const row of rows) {
        const {
          code,
          createdAt,
          clientName,
          nationalId,
          requestStatus,
          decisionStatus,
          requestedLimit,
          approvedLimit,
          tenure,
          merchantName,
          creator,
        } = row;
        // Issue 15, defect 12 (decision 0010): codes and national IDs as text Excel keeps, the
        // moment in Cairo time written for the reader's language.
        yield csvLine([
          asText(code),
          csvDateTime(createdAt, language),
          clientName,
          asText(nationalId),
          requestLabels[requestStatus],
          decisionLabels[decisionStatus],
          requestedLimit,
          approvedLimit,
          tenure,
          merchantName,
          creator,
        ]);
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="limit-requests-${today}.csv"`)
      .send(Readable.from(csv()));
  });
};
