import { useRetryableLoad, type RetryableState } from './use-retryable-load';

/**
 * What a lazily loaded chunk exports, or why it could not be had, with a way to try again.
 * Unlike React.lazy, a rejected import is not remembered: Retry calls `load` anew, and the
 * bundler's chunk loader requests the chunk again (issue 15, defect 5: a dropped connection
 * must not take the page down). `load` must be stable (defined at module level).
 */
export function useLazyModule<T>(load: () => Promise<T>): RetryableState<T> {
  return useRetryableLoad(load);
}
