import { act, renderHook } from '@testing-library/react';
import { useNow } from './use-now';

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('the time is renewed every interval while one is given', () => {
  const { result } = renderHook(() => useNow(30_000));
  expect(new Date(result.current).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  act(() => jest.advanceTimersByTime(30_000));
  expect(new Date(result.current).toISOString()).toBe('2026-11-26T10:00:30.000Z');
  act(() => jest.advanceTimersByTime(60_000));
  expect(new Date(result.current).toISOString()).toBe('2026-11-26T10:01:30.000Z');
});

test('without an interval the time stays, and giving one again starts from the present', () => {
  const { result, rerender } = renderHook(({ interval }: { interval: number | null }) => useNow(interval), {
    initialProps: { interval: null as number | null },
  });
  act(() => jest.advanceTimersByTime(120_000));
  expect(new Date(result.current).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  rerender({ interval: 30_000 });
  expect(new Date(result.current).toISOString()).toBe('2026-11-26T10:02:00.000Z');
});
