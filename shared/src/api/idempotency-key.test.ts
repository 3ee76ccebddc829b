import { act, renderHook } from '@testing-library/react';
import { useIdempotencyKey } from './idempotency-key';

/** Issue 20: a retried submission reuses its key; the next submission gets a new one. */
describe('useIdempotencyKey', () => {
  it('keeps one key through the retries of a submission and makes a new one after success', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current.take();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(result.current.take()).toBe(first);
    act(() => result.current.done());
    const next = result.current.take();
    expect(next).not.toBe(first);
    expect(result.current.take()).toBe(next);
  });
});
