import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import type { ListColumn } from '../responsive-list/list-column';
import { PagedResults, type PagedResultsProps } from './paged-results';

type Row = { id: number; name: string };
const columns: ListColumn<Row>[] = [{ key: 'name', header: 'Name', render: (row) => row.name }];
const idle = { isLoading: false, isFetching: false, refetch: jest.fn() };

function renderResults(props: Partial<PagedResultsProps<Row>> = {}) {
  const change = jest.fn();
  renderUi(
    <PagedResults<Row>
      query={idle}
      page={{ rows: [{ id: 1, name: 'Mona' }], pagination: { last_page: 3, total: 25 } }}
      params={{ page: 1, pageSize: 10 }}
      change={change}
      columns={columns}
      getRowKey={(row) => row.id}
      caption="Clients"
      pageSizes={[10, 25]}
      errorText="Could not load"
      empty={<p>Nothing here</p>}
      {...props}
    />,
  );
  return change;
}

test('rows and paging; the next page is asked for through change', async () => {
  const change = renderResults();
  expect(screen.getByText('Mona')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /next/i }));
  expect(change).toHaveBeenCalledWith({ page: 2 });
});

test('a page past the end is replaced by the last one', () => {
  const change = renderResults({ params: { page: 9, pageSize: 10 } });
  expect(change).toHaveBeenCalledWith({ page: 3 }, { replace: true });
});

test('a page not loaded yet shows the spinner', () => {
  renderResults({ page: undefined, query: { ...idle, isLoading: true } });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
});

test('an empty page shows the given empty state', () => {
  renderResults({ page: { rows: [], pagination: { last_page: 1, total: 0 } } });
  expect(screen.getByText('Nothing here')).toBeInTheDocument();
});

test('a failure shows the fallback text and a retry that refetches', async () => {
  const refetch = jest.fn();
  renderResults({ query: { ...idle, refetch, error: { status: 500, data: null } } });
  expect(screen.getByText('Could not load')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(refetch).toHaveBeenCalled();
});

test('a failure after a loaded page shows no total from the previous answer (issue 15 defect 13)', () => {
  // RTK Query keeps the last answer's data beside a new error; the page still holds 25 rows' worth.
  renderResults({ query: { ...idle, error: { status: 500, data: null } } });
  expect(screen.getByText('Could not load')).toBeInTheDocument();
  expect(screen.queryByText(/of 25/)).not.toBeInTheDocument();
  expect(screen.queryByText('Mona')).not.toBeInTheDocument();
});

test('the order and its change reach the list (issue 15)', async () => {
  const onSortChange = jest.fn();
  renderResults({
    columns: [{ key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name }],
    sort: { key: 'name', direction: 'asc' },
    onSortChange,
  });
  expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(screen.getByRole('button', { name: 'Name' }));
  expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
});
