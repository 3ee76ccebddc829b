import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../audit/audit-source';
import { AppError } from '../http/app-error';
import { countText } from '../i18n/count';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';

export type ExportedResource = 'clients' | 'limit_requests' | 'audit_events';

/**
 * Issue 16, data leaving the building: only the export roles export (the administrator's setting,
 * issue 17; EXPORT_ROLES until one is saved). Run before the query string is validated, so a
 * refused role learns nothing about the filters either.
 */
export function requireExportRole(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const { export_roles: exportRoles } = await app.settings.read();
    if (!exportRoles.includes(request.user!.role)) throw new AppError(403, 'exportForbidden');
  };
}

/**
 * Counts the rows an export would hold and refuses more than EXPORT_MAX_ROWS (422): a file cut
 * short would look complete in Excel, and a notice inside the CSV would break it as data. Then
 * the export is written to the audit log (who, from where, which filters, how many rows)
 * before a byte leaves, so no export escapes the record. The answer is the row count, which
 * the CSV never exceeds even if rows are added while it streams.
 */
export async function admitExport(
  app: FastifyInstance,
  request: FastifyRequest,
  resource: ExportedResource,
  filters: Record<string, unknown>,
  countUpTo: (limit: number) => Promise<number>,
): Promise<number> {
  const max = app.config.exportMaxRows;
  const rows = await countUpTo(max + 1);
  if (rows > max) throw new AppError(422, 'exportTooLarge', undefined, (language) => ({ max: countText(max, language) }));
  await auditLogRepository(app.db).record({
    ...actorOf(request),
    action: 'data_exported',
    recordType: 'export',
    recordId: resource,
    details: { resource, filters, rows },
  });
  return rows;
}

/** Yields at most `limit` items of `source`. */
export async function* takeAtMost<T>(source: AsyncIterable<T>, limit: number): AsyncGenerator<T> {
  if (limit <= 0) return;
  let taken = 0;
  for await (const item of source) {
    yield item;
    taken += 1;
    if (taken >= limit) return;
  }
}
