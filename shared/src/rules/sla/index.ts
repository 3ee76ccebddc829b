export { CAIRO_TIME_ZONE, cairoOffsetMs } from './cairo-clock';
export { addWorkingHours, workingHoursBetween, type HolidayDays } from './working-hours';
export { SLA_NEAR_SHARE, slaStageOf, slaStateOf } from './sla';
