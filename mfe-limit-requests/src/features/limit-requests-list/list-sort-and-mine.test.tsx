import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, lastQuery, mockRoutes, renderUi } from '@back-office/shared/testing';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { renderList } from '../../test/render-list';
import { useLimitRequestColumns } from './use-limit-request-columns';
import { LocalListScope } from './local-list-scope';
import { useListScope } from './list-scope';
import { useListSort } from './use-list-sort';

test('issue 15: "My requests" sends mine=true, keeps it in the URL and starts at page 1; unticked, it is gone', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList({ route: '/limit-requests?page=2' });
  const mine = await screen.findByRole('checkbox', { name: 'My requests' });
  expect(mine).not.toBeChecked();
  expect(lastQuery(fetchMock).has('mine')).toBe(false);

  await userEvent.click(mine);
  await waitFor(() => expect(lastQuery(fetchMock).get('mine')).toBe('true'));
  expect(lastQuery(fetchMock).get('page')).toBe('1');
  expect(currentLocation()).toBe('/limit-requests?mine=true');
  expect(mine).toBeChecked();

  await userEvent.click(mine);
  await waitFor(() => expect(lastQuery(fetchMock).has('mine')).toBe(false));
  expect(currentLocation()).toBe('/limit-requests');
});

test('issue 15: an order in the URL is sent as sort and direction', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList({ route: '/limit-requests?sort=requested_limit&direction=asc&mine=true', language: 'ar' });
  expect(await screen.findByRole('checkbox', { name: 'طلباتي' })).toBeChecked();
  const query = lastQuery(fetchMock);
  expect(query.get('sort')).toBe('requested_limit');
  expect(query.get('direction')).toBe('asc');
  expect(query.get('mine')).toBe('true');
});

type Probed = {
  columns: ReturnType<typeof useLimitRequestColumns>;
  sorting: ReturnType<typeof useListSort>;
  scope: ReturnType<typeof useListScope>;
};

/** Renders the list's hooks in one client's scope and hands back their latest values. */
function probeListHooks(): { current: Probed } {
  const result = {} as { current: Probed };
  function Probe() {
    result.current = { columns: useLimitRequestColumns(), sorting: useListSort(), scope: useListScope() };
    return null;
  }
  renderUi(
    <LocalListScope clientId={7}>
      <Probe />
    </LocalListScope>,
  );
  return result;
}

test('issue 15: code, amounts and created are the sortable columns; a new order starts again at page 1', () => {
  const result = probeListHooks();
  expect(result.current.columns.filter((column) => column.sortKey).map((column) => [column.key, column.sortKey])).toEqual([
    ['code', 'code'],
    ['requestedLimit', 'requested_limit'],
    ['approvedLimit', 'approved_limit'],
    ['created', 'created_at'],
  ]);
  // The server's default order, newest first, until the user picks another.
  expect(result.current.sorting.sort).toEqual({ key: 'created_at', direction: 'desc' });

  act(() => result.current.scope.change({ page: 3 }));
  act(() => result.current.sorting.onSortChange({ key: 'approved_limit', direction: 'asc' }));
  expect(result.current.sorting.sort).toEqual({ key: 'approved_limit', direction: 'asc' });
  expect(result.current.scope.params).toMatchObject({ page: 1, sort: 'approved_limit', direction: 'asc' });

  act(() => result.current.sorting.onSortChange({ key: 'client', direction: 'desc' }));
  expect(result.current.scope.params).toMatchObject({ sort: 'approved_limit', direction: 'asc' });
});
