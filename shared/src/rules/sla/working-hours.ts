import { DAY_MS, HOUR_MS, fromCairoWall, toCairoWall } from './cairo-clock';

/** Friday and Saturday, Egypt's weekend (getUTCDay of a wall-clock day). */
const WEEKEND_DAYS = new Set([5, 6]);

/** The public holidays as Cairo calendar days (YYYY-MM-DD), as issue 17's settings keep them. */
export type HolidayDays = ReadonlySet<string> | readonly string[];

const asSet = (holidays: HolidayDays): ReadonlySet<string> => (holidays instanceof Set ? holidays : new Set(holidays));

/** Whether a wall-clock day (its midnight, in wall milliseconds) counts: not a weekend, not a holiday. */
function isWorkingDay(dayStart: number, holidays: ReadonlySet<string>): boolean {
  const day = new Date(dayStart);
  return !WEEKEND_DAYS.has(day.getUTCDay()) && !holidays.has(day.toISOString().slice(0, 10));
}

/**
 * Issue 18 (decision 0020): the working hours between two instants. A working day counts whole
 * (an SLA of 24 h is one working day); Fridays, Saturdays and the admin's public holidays count
 * nothing. A request that enters a stage on Thursday evening is therefore not late on Saturday.
 */
export function workingHoursBetween(from: Date | number, to: Date | number, holidays: HolidayDays = []): number {
  const start = toCairoWall(+from);
  const end = toCairoWall(+to);
  if (!(end > start)) return 0;
  const days = asSet(holidays);
  let working = 0;
  for (let dayStart = Math.floor(start / DAY_MS) * DAY_MS; dayStart < end; dayStart += DAY_MS) {
    if (isWorkingDay(dayStart, days)) working += Math.min(end, dayStart + DAY_MS) - Math.max(start, dayStart);
  }
  return working / HOUR_MS;
}

/** The instant at which `hours` working hours will have passed since `from` (the SLA's deadline). */
export function addWorkingHours(from: Date | number, hours: number, holidays: HolidayDays = []): Date {
  const days = asSet(holidays);
  let wall = toCairoWall(+from);
  let left = hours * HOUR_MS;
  // A year of holidays cannot hold more days than this; the bound only stops a malformed list looping.
  for (let guard = 0; guard < 3700; guard += 1) {
    const dayStart = Math.floor(wall / DAY_MS) * DAY_MS;
    const dayEnd = dayStart + DAY_MS;
    if (isWorkingDay(dayStart, days)) {
      if (wall + left <= dayEnd) return new Date(fromCairoWall(wall + left));
      left -= dayEnd - wall;
    }
    wall = dayEnd;
  }
  return new Date(fromCairoWall(wall + left));
}
