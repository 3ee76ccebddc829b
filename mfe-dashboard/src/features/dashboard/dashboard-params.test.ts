import { customRangeProblem, readDashboardParams, writeDashboardParams } from './dashboard-params';

describe('dashboard period in the URL', () => {
  it('reads the three fixed periods and falls back to 30 days for anything else', () => {
    expect(readDashboardParams(new URLSearchParams('period=7d'))).toEqual({ period: '7d' });
    expect(readDashboardParams(new URLSearchParams('period=90d'))).toEqual({ period: '90d' });
    expect(readDashboardParams(new URLSearchParams('period=year'))).toEqual({ period: '30d' });
    expect(readDashboardParams(new URLSearchParams(''))).toEqual({ period: '30d' });
  });

  it('reads a valid custom range and refuses a broken one', () => {
    expect(readDashboardParams(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(readDashboardParams(new URLSearchParams('period=custom&from=2026-02-01&to=2026-01-31'))).toEqual({ period: '30d' });
  });

  it('writes only what differs from the default', () => {
    expect(writeDashboardParams({ period: '30d' }).toString()).toBe('');
    expect(writeDashboardParams({ period: '7d' }).toString()).toBe('period=7d');
    expect(writeDashboardParams({ period: 'custom', from: '2026-01-01', to: '2026-01-02' }).toString()).toBe(
      'period=custom&from=2026-01-01&to=2026-01-02',
    );
  });

  it('says which end of a custom range is wrong', () => {
    expect(customRangeProblem('', '2026-01-01')).toEqual({ field: 'from', problem: 'fromRequired' });
    expect(customRangeProblem('2026-01-01', '2026-13-45')).toEqual({ field: 'to', problem: 'toRequired' });
    expect(customRangeProblem('2026-01-02', '2026-01-01')).toEqual({ field: 'to', problem: 'order' });
    expect(customRangeProblem('2025-01-01', '2026-01-01')).toBeNull(); // 366 days, both ends included
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toEqual({ field: 'to', problem: 'tooLong' });
  });
});
