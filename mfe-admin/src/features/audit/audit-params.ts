import type { AuditEventFilters, AuditEventKind, AuditRecordType } from '@back-office/shared/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { auditEn } from '../../i18n/audit-en';

/** Every kind of event, in the order the filter offers them (the translation lists each one). */
export const AUDIT_KINDS = Object.keys(auditEn.kinds) as AuditEventKind[];
export const RECORD_TYPES = Object.keys(auditEn.recordTypes) as AuditRecordType[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters kept in the address (issue 17), so a filtered view can be bookmarked or shared. */
export function readAuditParams(url: URLSearchParams): AuditEventFilters {
  const user = Number(url.get('user_id'));
  const actions = url.getAll('action').filter((kind): kind is AuditEventKind => (AUDIT_KINDS as string[]).includes(kind));
  const recordType = RECORD_TYPES.find((type) => type === url.get('record_type'));
  const recordId = url.get('record_id')?.trim();
  const from = url.get('from') ?? '';
  const to = url.get('to') ?? '';
  return {
    ...(Number.isSafeInteger(user) && user > 0 ? { user_id: user } : {}),
    ...(actions.length > 0 ? { action: actions } : {}),
    ...(recordType ? { record_type: recordType } : {}),
    ...(recordType && recordId ? { record_id: recordId } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
}

export function writeAuditParams(filters: AuditEventFilters): URLSearchParams {
  const url = new URLSearchParams();
  if (filters.user_id) url.set('user_id', String(filters.user_id));
  for (const kind of filters.action ?? []) url.append('action', kind);
  if (filters.record_type) url.set('record_type', filters.record_type);
  if (filters.record_type && filters.record_id) url.set('record_id', filters.record_id);
  if (filters.from) url.set('from', filters.from);
  if (filters.to) url.set('to', filters.to);
  return url;
}

/** The page's filters from the URL, and a way to change some of them. */
export function useAuditParams() {
  const [url, setUrl] = useSearchParams();
  const filters = useMemo(() => readAuditParams(url), [url]);
  const change = useCallback(
    (changes: Partial<AuditEventFilters>) => setUrl((current) => writeAuditParams({ ...readAuditParams(current), ...changes })),
    [setUrl],
  );
  const clear = useCallback(() => setUrl(new URLSearchParams()), [setUrl]);
  return { filters, change, clear };
}
