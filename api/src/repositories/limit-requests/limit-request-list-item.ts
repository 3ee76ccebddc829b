import type { Language } from '@back-office/shared/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients, limitRequests, merchants, users, type LimitDecisionStatus, type LimitRequestStatus } from '../../db/schema';

/** One row of the list as PostgreSQL writes it: the response's own fields, and who the workflow asks about. */
export interface LimitRequestListRow {
  id: number;
  code: string;
  created_at: string;
  client: { id: number; name: string; monthly_income: string | null };
  request_status: LimitRequestStatus;
  requested_limit: string;
  approved_limit: string | null;
  tenure: number;
  merchant_name: string;
  decision_status: LimitDecisionStatus;
  creator: string | null;
  version: number;
  created_by: number | null;
  assigned_to: number | null;
  approved_by: number | null;
  confirmed_by: number | null;
}

/** What Date#toISOString writes (milliseconds truncated alike), whatever the session's time zone. */
const isoTime = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JSON numbers would round amounts, so money stays the exact text PostgreSQL writes. */
const money = (column: AnyPgColumn) => sql`${column}::text`;

/** The row as one JSON object, so a page travels inside the list's single statement. */
export function listItemJson(language: Language): SQL<LimitRequestListRow> {
  return sql<LimitRequestListRow>`json_build_object(
    'id', ${limitRequests.id}, 'code', ${limitRequests.code}, 'created_at', ${isoTime(limitRequests.createdAt)},
    'client', json_build_object('id', ${clients.id}, 'name', ${clients.name}, 'monthly_income', ${money(clients.monthlyIncome)}),
    'request_status', ${limitRequests.requestStatus}, 'requested_limit', ${money(limitRequests.requestedLimit)},
    'approved_limit', ${money(limitRequests.approvedLimit)}, 'tenure', ${limitRequests.tenure},
    'merchant_name', ${language === 'en' ? merchants.nameEn : merchants.nameAr}, 'decision_status', ${limitRequests.decisionStatus},
    'creator', ${users.name}, 'version', ${limitRequests.version},
    'created_by', ${limitRequests.createdBy}, 'assigned_to', ${limitRequests.assignedTo},
    'approved_by', ${limitRequests.approvedBy}, 'confirmed_by', ${limitRequests.confirmedBy})`;
}
