import { act, renderHook } from '@testing-library/react';
import { mockMatchMedia } from '../test/mock-match-media';
import { SMALL_SCREEN_QUERY, useMediaQuery } from './use-media-query';

test('follows the media query as the window changes', () => {
  const media = mockMatchMedia(false);
  const { result } = renderHook(() => useMediaQuery(SMALL_SCREEN_QUERY));
  expect(result.current).toBe(false);
  act(() => media.setMatches(true));
  expect(result.current).toBe(true);
  media.restore();
});
