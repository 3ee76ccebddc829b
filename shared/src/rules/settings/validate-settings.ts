import { isBlank } from '../common';
import { addError, type FieldErrors } from '../types';
import {
  FOUR_EYES_AMOUNT_MAX,
  HOLIDAY_NAME_MAX_LENGTH,
  PUBLIC_HOLIDAYS_MAX,
  SETTING_ROLES,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
  SLA_STAGES,
  type SettingKey,
} from './settings-values';

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: unknown): boolean {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function wholeInRange(errors: FieldErrors, field: string, value: unknown, min: number, max: number, key: string) {
  if (isBlank(value)) addError(errors, field, 'common.fieldRequired');
  else if (!isWhole(value) || value < min || value > max) addError(errors, field, key);
}

function roles(errors: FieldErrors, field: string, value: unknown) {
  if (!Array.isArray(value) || value.some((role) => !(SETTING_ROLES as readonly unknown[]).includes(role)))
    addError(errors, field, 'settings.rolesInvalid');
  else if (new Set(value).size !== value.length) addError(errors, field, 'settings.rolesRepeated');
}

function slaHours(errors: FieldErrors, value: unknown) {
  if (!isRecord(value) || Object.keys(value).some((stage) => !(SLA_STAGES as readonly string[]).includes(stage))) {
    addError(errors, 'sla_hours', 'settings.slaStagesInvalid');
    return;
  }
  for (const stage of SLA_STAGES)
    wholeInRange(errors, `sla_hours.${stage}`, value[stage], SLA_HOURS_MIN, SLA_HOURS_MAX, 'settings.slaHoursRange');
}

function holidayName(errors: FieldErrors, field: string, value: unknown) {
  if (isBlank(value)) addError(errors, field, 'common.fieldRequired');
  else if (typeof value !== 'string' || [...value.trim()].length > HOLIDAY_NAME_MAX_LENGTH)
    addError(errors, field, 'settings.holidayNameTooLong');
}

function publicHolidays(errors: FieldErrors, value: unknown) {
  if (!Array.isArray(value)) {
    addError(errors, 'public_holidays', 'settings.holidaysInvalid');
    return;
  }
  if (value.length > PUBLIC_HOLIDAYS_MAX) addError(errors, 'public_holidays', 'settings.tooManyHolidays');
  const seen = new Set<unknown>();
  value.slice(0, PUBLIC_HOLIDAYS_MAX).forEach((holiday: unknown, index) => {
    const field = `public_holidays.${index}`;
    if (!isRecord(holiday)) {
      addError(errors, field, 'settings.holidaysInvalid');
      return;
    }
    if (isBlank(holiday.date)) addError(errors, `${field}.date`, 'common.fieldRequired');
    else if (!isCalendarDate(holiday.date)) addError(errors, `${field}.date`, 'settings.holidayDateInvalid');
    else if (seen.has(holiday.date)) addError(errors, `${field}.date`, 'settings.holidayDateRepeated');
    seen.add(holiday.date);
    holidayName(errors, `${field}.name_ar`, holiday.name_ar);
    holidayName(errors, `${field}.name_en`, holiday.name_en);
  });
}

/**
 * Issue 17: the settings page's rules, for the page and the API alike. Only the keys present are
 * checked (a save sends what changed); each error names its field, down to `sla_hours.under_review`
 * and `public_holidays.2.date`.
 */
export function validateSettings(values: Partial<Record<SettingKey, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  if ('four_eyes_amount' in values)
    wholeInRange(errors, 'four_eyes_amount', values.four_eyes_amount, 0, FOUR_EYES_AMOUNT_MAX, 'settings.fourEyesAmountRange');
  if ('four_eyes_percent' in values)
    wholeInRange(errors, 'four_eyes_percent', values.four_eyes_percent, 0, 100, 'settings.fourEyesPercentRange');
  if ('two_factor_required_roles' in values) roles(errors, 'two_factor_required_roles', values.two_factor_required_roles);
  if ('export_roles' in values) roles(errors, 'export_roles', values.export_roles);
  if ('sla_hours' in values) slaHours(errors, values.sla_hours);
  if ('public_holidays' in values) publicHolidays(errors, values.public_holidays);
  return errors;
}
