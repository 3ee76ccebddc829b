import { screen, within } from '@testing-library/react';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { mockRoutes } from '@back-office/shared/testing';
import { renderList } from '../../test/render-list';

// Only the small-screen query matches: a phone.
beforeEach(() => {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(max-width: 640px)',
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => jest.restoreAllMocks());

test('narrow screens get one card per request instead of the table', async () => {
  mockRoutes({ '*': { body: limitRequestsResponse(twoRequests) } });
  renderList();
  const list = await screen.findByRole('list', { name: 'Limit requests' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[1]!).getByRole('link', { name: 'LR-000006' })).toHaveAttribute('href', '/limit-requests/6');
  expect(within(cards[1]!).getByText('Not approved')).toBeInTheDocument();
});
