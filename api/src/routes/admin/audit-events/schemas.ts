import {
  AuditActorsData,
  AuditActorsQuery,
  AuditEventFilters,
  AuditEventsPage,
  AuditEventsQuery,
  dataBody,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses } from '../../../http/envelope';

export const listAuditEventsSchema = {
  tags: ['admin'],
  description:
    'Issue 17, the audit trail, newest first, for administrators. Keyset paging: pass next_cursor as cursor for the next page (null: no more). ' +
    'There is deliberately no total count: at millions of entries counting is the slow part. Dates are Cairo days (inclusive) or ISO instants.',
  querystring: AuditEventsQuery,
  response: { 200: AuditEventsPage, ...errorResponses(401, 403, 422) },
};

export const exportAuditEventsSchema = {
  tags: ['admin'],
  description:
    "CSV (UTF-8 with BOM) of the audit entries matching the list's filters, newest first, headed and named in the request's language. Only EXPORT_ROLES (403 otherwise), at most EXPORT_MAX_ROWS rows (422 otherwise); the export is itself audited.",
  querystring: AuditEventFilters,
  response: { 200: Type.Unsafe<unknown>({ description: 'text/csv', type: 'string' }), ...errorResponses(401, 403, 422) },
};

export const listAuditActorsSchema = {
  tags: ['admin'],
  description: "Staff accounts (id, name, e-mail) whose name or e-mail holds q, for the audit list's person filter.",
  querystring: AuditActorsQuery,
  response: { 200: dataBody(AuditActorsData), ...errorResponses(401, 403, 422) },
};
