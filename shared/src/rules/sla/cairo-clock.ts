/**
 * Issue 18: the SLA counts Egyptian working days, so its clock is Cairo's wall clock (Egypt keeps
 * summer time again since 2023, so the offset is read from the time-zone database, never fixed).
 */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CAIRO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Cairo's offset from UTC at an instant, in milliseconds (+2 h in winter, +3 h in summer). */
export function cairoOffsetMs(instant: number): number {
  const parts = wallClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant as Cairo's wall clock, counted like UTC milliseconds (so whole days are DAY_MS apart). */
export const toCairoWall = (instant: number) => instant + cairoOffsetMs(instant);

/** Back from Cairo's wall clock to the instant (the offset of a moment two hours earlier settles summer time's edges). */
export const fromCairoWall = (wall: number) => wall - cairoOffsetMs(wall - cairoOffsetMs(wall));
