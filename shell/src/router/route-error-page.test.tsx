import { screen } from '@testing-library/react';
import { renderRoutes } from '../test/render-shell';
import { RouteErrorPage } from './route-error-page';

function Broken(): never {
  throw new Error('the details page broke');
}

describe('RouteErrorPage', () => {
  it('shows the fixed heading and the error message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the details page broke')).toBeInTheDocument();
  });
});
