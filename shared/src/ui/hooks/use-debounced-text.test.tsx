import { act, renderHook } from '@testing-library/react';
import { useDebouncedText } from './use-debounced-text';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('commits once typing pauses', () => {
  const commit = jest.fn();
  const { result } = renderHook(() => useDebouncedText('', commit, 300));
  act(() => result.current[1]('mo'));
  act(() => jest.advanceTimersByTime(100));
  act(() => result.current[1]('mona'));
  act(() => jest.advanceTimersByTime(299));
  expect(commit).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(commit).toHaveBeenCalledTimes(1);
  expect(commit).toHaveBeenCalledWith('mona');
});

test('a value committed from outside replaces the text without being committed back', () => {
  const commit = jest.fn();
  const { result, rerender } = renderHook(({ committed }) => useDebouncedText(committed, commit, 300), {
    initialProps: { committed: 'mona' },
  });
  rerender({ committed: '' });
  expect(result.current[0]).toBe('');
  act(() => jest.advanceTimersByTime(300));
  expect(commit).not.toHaveBeenCalled();
});
