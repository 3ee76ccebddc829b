import { screen, within } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { SummaryTile } from './summary-tile';

test('a named group holding the label and the big value', () => {
  renderUi(<SummaryTile label="Total clients" value="128" icon={<svg />} />);
  const tile = screen.getByRole('group', { name: 'Total clients' });
  expect(within(tile).getByText('128')).toBeInTheDocument();
});
