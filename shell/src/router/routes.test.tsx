import { act, screen, waitFor } from '@testing-library/react';
import { sessionEnded, sessionStarted } from '@back-office/shared';
import { renderRoutes } from '../test/render-shell';
import { routes } from './routes';

/** Each remote's App is a heading naming it. */
const renderAt = (path: string) => renderRoutes(routes, path, ({ remote }) => Promise.resolve(() => <h1>{`remote ${remote}`}</h1>));

beforeEach(() => localStorage.clear());

describe('shell routes', () => {
  it('sends a logged-out user from a session route to /login', async () => {
    const { router } = renderAt('/clients');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('أدِر عملاءك وطلبات الحدود الائتمانية بكفاءة')).toBeInTheDocument();
  });

  it('redirects / to /clients and mounts the clients remote for a session', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(await screen.findByText('remote mfe_clients')).toBeInTheDocument();
  });

  it('sends any unknown path to / (and from there on to the guard)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
  });

  it('keeps /self-onboarding public and hides the menu button there', async () => {
    renderAt('/self-onboarding');
    expect(await screen.findByText('remote mfe_self_onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'فتح القائمة' })).not.toBeInTheDocument();
  });

  it('goes to /login as soon as the session ends (a 401 anywhere)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router, store } = renderAt('/limit-requests');
    expect(await screen.findByText('remote mfe_limit_requests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فتح القائمة' })).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('leaves /login for / once logged in', async () => {
    const { router, store } = renderAt('/login');
    act(() => {
      store.dispatch(sessionStarted({ accessToken: 'token', userId: '7' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients'));
    expect(localStorage.getItem('accessToken')).toBe('token');
  });
});
