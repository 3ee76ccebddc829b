/** Dates travel as ISO `YYYY-MM-DD`; month pickers send `YYYY-MM` (the 1st of that month). */
const WIRE_DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

export function parseWireDate(value: string): Date | undefined {
  const match = WIRE_DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day = '01'] = match;
  return calendarDate(Number(year), Number(month), Number(day));
}

/** A real calendar day (no 31 February), at UTC midnight. */
export function calendarDate(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

export function toWireDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addYears(date: Date, years: number): Date {
  const result = new Date(date);
  result.setUTCFullYear(result.getUTCFullYear() + years);
  return result;
}

/** Today at UTC midnight, so a date is compared by day and not by hour. */
export function startOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function fullYearsBetween(from: Date, to: Date): number {
  const years = to.getUTCFullYear() - from.getUTCFullYear();
  const birthdayPassed =
    to.getUTCMonth() > from.getUTCMonth() || (to.getUTCMonth() === from.getUTCMonth() && to.getUTCDate() >= from.getUTCDate());
  return birthdayPassed ? years : years - 1;
}
