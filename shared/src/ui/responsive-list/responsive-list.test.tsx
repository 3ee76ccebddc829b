import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '../test/mock-match-media';
import { renderUi } from '../../testing/render-ui';
import type { ListColumn, ListSort } from './list-column';
import { ResponsiveList } from './responsive-list';

interface Person {
  id: number;
  name: string;
  city: string;
}

const columns: ListColumn<Person>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'city', header: 'City', render: (row) => row.city },
];
const rows: Person[] = [
  { id: 1, name: 'Mona', city: 'Cairo' },
  { id: 2, name: 'Omar', city: 'Giza' },
];

function renderList(small: boolean, renderCard?: (row: Person) => string) {
  const media = mockMatchMedia(small);
  renderUi(<ResponsiveList columns={columns} rows={rows} getRowKey={(row) => row.id} caption="People" renderCard={renderCard} />);
  return media;
}

test('wide screens get a captioned table with header cells', () => {
  const media = renderList(false);
  const table = screen.getByRole('table', { name: 'People' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Name', 'City']);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('cell', { name: 'Giza' })).toBeInTheDocument();
  media.restore();
});

test('small screens get one card per row with header: value pairs', () => {
  const media = renderList(true);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Mona')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('term')).toHaveTextContent('City:');
  expect(within(items[0]!).getByRole('definition')).toHaveTextContent('Cairo');
  media.restore();
});

test('switches layout when the window crosses the breakpoint', () => {
  const media = renderList(false);
  act(() => media.setMatches(true));
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'People' })).toBeInTheDocument();
  media.restore();
});

test('a custom card replaces the default one', () => {
  const media = renderList(true, (row) => `${row.name} of ${row.city}`);
  expect(screen.getByText('Omar of Giza')).toBeInTheDocument();
  media.restore();
});

describe('sorting (issue 15)', () => {
  const sortable: ListColumn<Person>[] = [
    { key: 'name', header: 'Name', sortKey: 'name', render: (row) => row.name },
    { key: 'city', header: 'City', render: (row) => row.city },
    { key: 'joined', header: 'Joined', sortKey: 'created_at', render: () => '2024' },
  ];

  function renderSortable(small: boolean, sort: ListSort = { key: 'name', direction: 'asc' }) {
    const media = mockMatchMedia(small);
    const onSortChange = jest.fn();
    renderUi(
      <ResponsiveList
        columns={sortable}
        rows={rows}
        getRowKey={(row) => row.id}
        caption="People"
        sort={sort}
        onSortChange={onSortChange}
      />,
    );
    return { media, onSortChange };
  }

  test('sortable headers are buttons; the sorted one carries aria-sort', () => {
    const { media } = renderSortable(false);
    const [name, city, joined] = screen.getAllByRole('columnheader');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(within(name!).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(city).not.toHaveAttribute('aria-sort');
    expect(within(city!).queryByRole('button')).not.toBeInTheDocument();
    expect(joined).not.toHaveAttribute('aria-sort');
    media.restore();
  });

  test('a click on the sorted column flips it; another column starts ascending; the keyboard works too', async () => {
    const { media, onSortChange } = renderSortable(false);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    screen.getByRole('button', { name: 'Joined' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'created_at', direction: 'asc' });
    media.restore();
  });

  test('descending shows as such', () => {
    const { media } = renderSortable(false, { key: 'created_at', direction: 'desc' });
    expect(screen.getAllByRole('columnheader')[2]).toHaveAttribute('aria-sort', 'descending');
    media.restore();
  });

  test('on phones a "Sort by" select and a direction button above the cards, in the user\'s language', async () => {
    const { media, onSortChange } = renderSortable(true);
    const picker = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Joined']);
    expect(picker).toHaveValue('name');
    await userEvent.selectOptions(picker, 'Joined');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'created_at', direction: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Order: Ascending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    media.restore();
  });

  test('without onSortChange nothing is sortable', () => {
    const media = mockMatchMedia(true);
    renderUi(<ResponsiveList columns={sortable} rows={rows} getRowKey={(row) => row.id} caption="People" />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    media.restore();
  });
});
