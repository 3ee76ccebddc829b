import type { AuditEvent } from '@back-office/shared/contract';
import type { TFunction } from 'i18next';

type Details = Record<string, unknown>;

const isRecord = (value: unknown): value is Details => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded value as a person reads it: lists joined, nothing shown as "(empty)". */
function valueText(value: unknown, t: TFunction<'audit'>): string {
  if (value === null || value === undefined || value === '') return t('empty_value');
  if (Array.isArray(value)) return value.length === 0 ? t('empty_value') : value.map((item) => valueText(item, t)).join('، ');
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

const roleText = (value: unknown, t: TFunction<'audit'>) =>
  value === 'agent' || value === 'risk' || value === 'admin' ? t(`roles.${value}`) : valueText(value, t);

/** `details.changes` (issue 17's format: `{ field: { from, to } }`) as "field: old → new" lines. */
export function describeChanges(event: AuditEvent, t: TFunction<'audit'>): string[] {
  const changes = event.details?.changes;
  if (!isRecord(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const { from, to } = isRecord(change) ? change : { from: undefined, to: change };
    const show = field === 'role' ? roleText : valueText;
    return t('change', { field, from: show(from, t), to: show(to, t) });
  });
}

/**
 * What happened, as a translated sentence (issue 17: "Changed role of Mona Adel: agent → risk",
 * "Failed log-in for x@y.z (wrong password)"). The details' format is common to every helper
 * that records events; anything missing reads as "(empty)" rather than breaking the line.
 */
export function describeEvent(event: AuditEvent, t: TFunction<'audit'>): string {
  const details: Details = event.details ?? {};
  const record = event.record_label ?? event.record_id ?? t('someone');
  const role = isRecord(details.changes) && isRecord(details.changes.role) ? details.changes.role : {};
  const reason = typeof details.reason === 'string' ? details.reason : '';
  const reasonText = ['bad_password', 'unknown_account', 'locked', 'inactive', 'bad_code'].includes(reason)
    ? t(`reasons.${reason as 'bad_password'}`)
    : valueText(reason, t);
  const values = {
    record,
    name: valueText(details.name, t),
    email: valueText(details.email, t),
    role: roleText(details.role, t),
    reason: reasonText,
    minutes: valueText(details.locked_minutes, t),
    from: event.action === 'role_changed' ? roleText(role.from, t) : valueText(details.from, t),
    to: event.action === 'role_changed' ? roleText(role.to, t) : valueText(details.to, t),
    list: valueText(details.list, t),
    created: valueText(details.created, t),
    updated: valueText(details.updated, t),
    resource:
      details.resource === 'clients' || details.resource === 'limit_requests' || details.resource === 'audit_events'
        ? t(`resources.${details.resource}`)
        : valueText(details.resource, t),
    rows: valueText(details.rows, t),
  };
  const sentence = t(`sentences.${event.action}`, values);
  const changes = event.action === 'role_changed' ? [] : describeChanges(event, t);
  return changes.length > 0 ? `${sentence}: ${changes.join('; ')}` : sentence;
}

/** "Chrome 131" from a User-Agent, or the header's start when no known browser is named. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const match = /(Edg|OPR|Firefox|Chrome|Version)\/(\d+)/.exec(userAgent);
  if (!match) return userAgent.slice(0, 40);
  const names: Record<string, string> = { Edg: 'Edge', OPR: 'Opera', Version: 'Safari' };
  return `${names[match[1]!] ?? match[1]} ${match[2]}`;
}
