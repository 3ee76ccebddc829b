import { act, screen, waitFor } from '@testing-library/react';
import { sessionEnded, sessionStarted } from '@back-office/shared';
import { mockRoutes } from '@back-office/shared/testing';
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

  it('lands a session on / with the dashboard remote (issue 18)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderAt('/');
    expect(await screen.findByText('remote mfe_dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('lands on the clients list, not an error, when the dashboard remote is down (issue 18)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderRoutes(routes, '/', ({ remote }) =>
      remote === 'mfe_dashboard' ? Promise.reject(new Error('remote is down')) : Promise.resolve(() => <h1>{`remote ${remote}`}</h1>),
    );
    expect(await screen.findByText('remote mfe_clients')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clients');
    expect(screen.queryByText('هذا القسم غير متاح حاليًا')).not.toBeInTheDocument();
  });

  it('sends any unknown path to / (and from there on to the guard)', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('remote mfe_dashboard')).toBeInTheDocument();
  });

  it('keeps /self-onboarding public and hides the menu button there', async () => {
    renderAt('/self-onboarding');
    expect(await screen.findByText('remote mfe_self_onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'فتح القائمة' })).not.toBeInTheDocument();
  });

  it('mounts mfe-account under /account/* for a signed-in user, and asks a signed-out one to log in (issue 16)', async () => {
    const signedOut = renderAt('/account/sessions');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
    signedOut.unmount();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router } = renderAt('/account/sessions');
    expect(await screen.findByText('remote mfe_account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/sessions');
  });

  it('keeps a session limited to enrolment on /account/security, whatever address is typed (issue 16)', async () => {
    const me = (enrolmentRequired: boolean) => ({
      body: {
        data: { id: 7, name: 'Mona', email: 'risk@demo.test', role: 'risk', can_export: true, enrolment_required: enrolmentRequired },
      },
    });
    mockRoutes({ 'GET /api/auth/me': me(true) });
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const limited = renderAt('/clients/5/edit');
    await waitFor(() => expect(limited.router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('remote mfe_account')).toBeInTheDocument();
    limited.unmount();

    mockRoutes({ 'GET /api/auth/me': me(false) });
    const full = renderAt('/clients/5/edit');
    expect(await screen.findByText('remote mfe_clients')).toBeInTheDocument();
    expect(full.router.state.location.pathname).toBe('/clients/5/edit');
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
    // Issue 18: the dashboard is where a log-in lands.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('remote mfe_dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('token');
  });

  it('returns to a deep link after logging in (issue 15, defect 13)', async () => {
    const { router, store } = renderAt('/limit-requests/22?tab=log');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Flimit-requests%2F22%3Ftab%3Dlog');
    act(() => {
      store.dispatch(sessionStarted({ accessToken: 'token', userId: '7' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/limit-requests/22'));
    expect(router.state.location.search).toBe('?tab=log');
    expect(await screen.findByText('remote mfe_limit_requests')).toBeInTheDocument();
  });

  it('returns to where a 401 ended the session once logged in again', async () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('userId', '7');
    const { router, store } = renderAt('/clients/41');
    expect(await screen.findByText('remote mfe_clients')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    act(() => {
      store.dispatch(sessionStarted({ accessToken: 'token', userId: '7' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/41'));
  });

  it('never leaves the portal from /login, whatever `next` says', async () => {
    const { router, store } = renderAt('/login?next=%2F%2Fevil.example%2Fclients');
    act(() => {
      store.dispatch(sessionStarted({ accessToken: 'token', userId: '7' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('remote mfe_dashboard')).toBeInTheDocument();
  });
});
