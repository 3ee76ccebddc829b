import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { EmptyState } from './empty-state';

test('says what is missing and what to do next', () => {
  renderUi(<EmptyState title="No clients found" description="Try another search" action={<a href="/clients/create">Create</a>} />);
  expect(screen.getByRole('heading', { level: 2, name: 'No clients found' })).toBeInTheDocument();
  expect(screen.getByText('Try another search')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
});
