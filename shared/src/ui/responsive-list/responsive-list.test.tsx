import { act, screen, within } from '@testing-library/react';
import { mockMatchMedia } from '../test/mock-match-media';
import { renderUi } from '../../testing/render-ui';
import type { ListColumn } from './list-column';
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
