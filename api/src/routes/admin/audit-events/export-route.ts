import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { auditSearchOf } from '../../../audit/audit-filters';
import { admitExport, requireExportRole, takeAtMost } from '../../../exports/admit-export';
import { asText, csvDateTime, csvLine, UTF8_BOM } from '../../../http/csv';
import { auditEventLabels, auditExportHeaders } from '../../../i18n/audit-messages';
import { languageOf } from '../../../i18n/translate';
import { auditEventsRepository, type AuditEventRow, type AuditEventSearch } from '../../../repositories/audit/audit-events-repository';
import { exportAuditEventsSchema } from './schemas';

/** Rows per round trip while the file streams. */
const BATCH = 1000;

/** GET /api/admin/audit-events/export: the same filters as the list, page after page by keyset. */
export const exportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/export', { schema: exportAuditEventsSchema, preValidation: requireExportRole(app) }, async (request, reply) => {
    const language = languageOf(request);
    const search = auditSearchOf(request.query);
    const repository = auditEventsRepository(app.db);
    const admitted = await admitExport(app, request, 'audit_events', request.query, (limit) => repository.countUpTo(search, limit));

    async function* entries(): AsyncGenerator<AuditEventRow> {
      let next: AuditEventSearch = search;
      for (;;) {
        const rows = await repository.page(next, BATCH, language);
        yield* rows;
        if (rows.length < BATCH) return;
        next = { ...search, before: Number(rows.at(-1)!.id) };
      }
    }

    const labels = auditEventLabels[language];
    async function* csv() {
      yield UTF8_BOM + csvLine([...auditExportHeaders[language]]);
      for await (const row of takeAtMost(entries(), admitted)) {
        yield csvLine([
          csvDateTime(new Date(row.created_at), language),
          labels[row.action],
          row.who_name,
          row.who_email,
          row.ip,
          row.user_agent,
          row.record_type,
          asText(row.record_id),
          row.record_label,
          row.details === null ? null : JSON.stringify(row.details),
        ]);
      }
    }
    const today = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${today}.csv"`)
      .send(Readable.from(csv()));
  });
};
