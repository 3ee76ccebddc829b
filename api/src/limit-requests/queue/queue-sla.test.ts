import { slaOf } from './queue-sla';

/** Cairo is UTC+2 in November 2026 (no daylight saving then). */
const cairo = (wall: string) => new Date(`${wall}+02:00`);
const settings = (holidays: string[] = []) => ({
  sla_hours: {
    waiting_for_assignment: 24,
    under_review: 24,
    awaiting_second_reviewer: 8,
    returned_to_agent: 48,
    approved_without_contract: 24,
  },
  public_holidays: holidays.map((date) => ({ date })),
});

describe("the queue's SLA (issue 18)", () => {
  it('does not count Friday and Saturday: in from Thursday noon, on time on Saturday night, breached by Sunday noon', () => {
    const entered = cairo('2026-11-26T12:00:00'); // a Thursday
    const saturdayNight = slaOf('under_review', entered, settings(), cairo('2026-11-28T23:00:00'));
    expect(saturdayNight).toMatchObject({ stage: 'under_review', limit_hours: 24, spent_hours: 12, state: 'within' });
    const sundayMorning = slaOf('under_review', entered, settings(), cairo('2026-11-29T07:00:00'));
    expect(sundayMorning).toMatchObject({ spent_hours: 19, state: 'near' });
    expect(slaOf('under_review', entered, settings(), cairo('2026-11-29T12:00:00'))).toMatchObject({ spent_hours: 24, state: 'breached' });
    // Due 24 working hours later: Sunday noon, Cairo time.
    expect(saturdayNight!.due_at).toBe(cairo('2026-11-29T12:00:00').toISOString());
  });

  it("does not count the admin's public holidays", () => {
    const entered = cairo('2026-11-26T12:00:00');
    const withHoliday = slaOf('new', entered, settings(['2026-11-29']), cairo('2026-11-29T23:00:00'));
    expect(withHoliday).toMatchObject({ stage: 'waiting_for_assignment', spent_hours: 12, state: 'within' });
    expect(withHoliday!.due_at).toBe(cairo('2026-11-30T12:00:00').toISOString());
  });

  it('uses each stage its own limit, and marks past 75 % as near', () => {
    const entered = cairo('2026-11-30T08:00:00'); // a Monday
    expect(slaOf('awaiting_confirmation', entered, settings(), cairo('2026-11-30T13:00:00'))).toMatchObject({
      state: 'within',
      limit_hours: 8,
    });
    expect(slaOf('awaiting_confirmation', entered, settings(), cairo('2026-11-30T14:00:00'))).toMatchObject({ state: 'near' });
    expect(slaOf('returned_to_agent', entered, settings(), cairo('2026-12-01T08:00:00'))).toMatchObject({
      state: 'within',
      spent_hours: 24,
    });
  });

  it('measures nothing for decided or finished requests', () => {
    const entered = cairo('2026-11-01T08:00:00');
    for (const status of ['rejected', 'closed', 'cancelled'] as const) expect(slaOf(status, entered, settings(), new Date())).toBeNull();
  });
});
