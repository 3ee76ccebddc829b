import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderUi } from '../../testing/render-ui';
import { RouterButton } from './router-button';
import { RouterLink } from './router-link';

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderUnder(path: string, element: React.ReactNode) {
  renderUi(
    <>
      <Routes>
        <Route
          path="/clients/*"
          element={
            <Routes>
              <Route index element={element} />
            </Routes>
          }
        />
      </Routes>
      <Where />
    </>,
    { route: path },
  );
}

test('a relative link resolves under the mount path and navigates in the app', async () => {
  renderUnder('/clients', <RouterLink to="42">Mona</RouterLink>);
  const link = screen.getByRole('link', { name: 'Mona' });
  expect(link).toHaveAttribute('href', '/clients/42');
  await userEvent.click(link);
  expect(screen.getByRole('status')).toHaveTextContent('/clients/42');
});

test('a button-looking link is still a link', async () => {
  renderUnder('/clients', <RouterButton to="create">Create client</RouterButton>);
  const link = screen.getByRole('link', { name: 'Create client' });
  expect(link).toHaveAttribute('href', '/clients/create');
  await userEvent.click(link);
  expect(screen.getByRole('status')).toHaveTextContent('/clients/create');
});
