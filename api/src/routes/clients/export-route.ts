import { ClientListQuery } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { asText, csvDateTime, csvLine, UTF8_BOM } from '../../http/csv';
import { admitExport, requireExportRole, takeAtMost } from '../../exports/admit-export';
import { errorResponses } from '../../http/envelope';
import { clientExportHeaders, clientStatusLabels } from '../../i18n/messages';
import { languageOf, translate } from '../../i18n/translate';
import { clientExportRepository, type ClientExportQuery } from '../../repositories/clients/client-export-repository';

const exportSchema = {
  tags: ['clients'],
  description:
    "CSV (UTF-8 with BOM) of the clients matching the list's filters, headed in the request's language. Only the export roles (an admin setting, issue 17; EXPORT_ROLES by default; 403 otherwise), at most EXPORT_MAX_ROWS rows (422 otherwise); each export is audited.",
  querystring: Type.Pick(ClientListQuery, ['statuses', 'table_search']),
  response: { 200: Type.Unsafe<unknown>({ description: 'text/csv', type: 'string' }), ...errorResponses(401, 403, 422) },
};

/** GET /api/clients/export: streamed batch by batch, so the whole book never sits in memory. */
export const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/export', { schema: exportSchema, preValidation: requireExportRole(app) }, async (request, reply) => {
    const language = languageOf(request);
    const query: ClientExportQuery = { statuses: request.query.statuses ?? [], search: request.query.table_search };
    const labels = clientStatusLabels[language];
    const repository = clientExportRepository(app.db);
    const admitted = await admitExport(app, request, 'clients', request.query, (limit) => repository.countUpTo(query, limit));
    const rows = takeAtMost(repository.rows(query), admitted);
    async function* csv() {
      yield UTF8_BOM + csvLine([...clientExportHeaders[language]]);
      for await (const row of rows) {
        const { code, name, nationalId, phone1, phone2, status, balance, title, creator, isSubmitted, createdAt } = row;
        // Issue 15, defect 12 (decision 0010): IDs, phones and codes as text Excel keeps, yes/no
        // in the reader's language, the moment in Cairo time.
        yield csvLine([
          asText(code),
          name,
          asText(nationalId),
          asText(phone1),
          asText(phone2),
          labels[status],
          balance,
          title,
          creator,
          translate(language, isSubmitted ? 'yes' : 'no'),
          csvDateTime(createdAt, language),
        ]);
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clients-${today}.csv"`)
      .send(Readable.from(csv()));
  });
};
