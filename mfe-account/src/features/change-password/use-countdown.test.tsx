import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down from the start and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts over from the full time on restart', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => jest.advanceTimersByTime(45_000));
    expect(result.current.remaining).toBe(15);
    act(() => result.current.restart());
    expect(result.current.remaining).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
  });

  it('follows the clock when ticks were held back, as in a background tab', () => {
    const { result } = renderHook(() => useCountdown(60));
    // The clock moves 30 s while no interval fires; the next tick reads it.
    act(() => jest.setSystemTime(Date.now() + 30_000));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(29);
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useCountdown(60));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
