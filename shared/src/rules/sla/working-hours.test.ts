import { cairoOffsetMs } from './cairo-clock';
import { slaStageOf, slaStateOf } from './sla';
import { addWorkingHours, workingHoursBetween } from './working-hours';

// 2026-11-22 is a Sunday; Cairo is at +02:00 in November.
const cairo = (local: string) => new Date(`${local}+02:00`);

describe('workingHoursBetween', () => {
  it('counts a working day whole', () => {
    expect(workingHoursBetween(cairo('2026-11-22T00:00:00'), cairo('2026-11-23T00:00:00'))).toBe(24);
    expect(workingHoursBetween(cairo('2026-11-22T09:30:00'), cairo('2026-11-22T17:00:00'))).toBe(7.5);
  });

  it('skips Friday and Saturday', () => {
    // Thursday 18:00 to Sunday 06:00: six hours of Thursday and six of Sunday.
    expect(workingHoursBetween(cairo('2026-11-26T18:00:00'), cairo('2026-11-29T06:00:00'))).toBe(12);
  });

  it('skips the public holidays it is given', () => {
    const from = cairo('2026-11-22T12:00:00');
    const to = cairo('2026-11-24T12:00:00');
    expect(workingHoursBetween(from, to)).toBe(48);
    expect(workingHoursBetween(from, to, ['2026-11-23'])).toBe(24);
    expect(workingHoursBetween(from, to, new Set(['2026-11-22', '2026-11-23']))).toBe(12);
  });

  it('is zero for an empty or reversed interval', () => {
    expect(workingHoursBetween(cairo('2026-11-22T12:00:00'), cairo('2026-11-22T12:00:00'))).toBe(0);
    expect(workingHoursBetween(cairo('2026-11-23T12:00:00'), cairo('2026-11-22T12:00:00'))).toBe(0);
  });

  it("reads Cairo's calendar, not UTC's, and follows summer time", () => {
    // 23:30 UTC on Thursday is already Friday 01:30 in Cairo (winter): none of it counts.
    expect(workingHoursBetween(new Date('2026-11-26T23:30:00Z'), new Date('2026-11-27T05:00:00Z'))).toBe(0);
    expect(cairoOffsetMs(Date.parse('2026-11-25T12:00:00Z'))).toBe(2 * 3_600_000);
    expect(cairoOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(3 * 3_600_000);
  });
});

describe('addWorkingHours', () => {
  it('is the inverse of workingHoursBetween across a weekend and a holiday', () => {
    const from = cairo('2026-11-26T18:00:00');
    const deadline = addWorkingHours(from, 24, ['2026-11-29']);
    // Six hours of Thursday, Sunday is a holiday, then eighteen of Monday.
    expect(deadline).toEqual(cairo('2026-11-30T18:00:00'));
    expect(workingHoursBetween(from, deadline, ['2026-11-29'])).toBe(24);
  });

  it('starting on a weekend, begins counting on Sunday', () => {
    expect(addWorkingHours(cairo('2026-11-27T10:00:00'), 1)).toEqual(cairo('2026-11-29T01:00:00'));
  });
});

describe('SLA states and stages', () => {
  it('marks past 75 % as near and the limit as breached', () => {
    expect(slaStateOf(17.9, 24)).toBe('within');
    expect(slaStateOf(18, 24)).toBe('near');
    expect(slaStateOf(24, 24)).toBe('breached');
  });

  it('measures the open stages only', () => {
    expect(slaStageOf('new')).toBe('waiting_for_assignment');
    expect(slaStageOf('awaiting_confirmation')).toBe('awaiting_second_reviewer');
    expect(slaStageOf('returned_to_agent')).toBe('returned_to_agent');
    expect(slaStageOf('approved')).toBe('approved_without_contract');
    expect(slaStageOf('closed')).toBeNull();
  });
});
