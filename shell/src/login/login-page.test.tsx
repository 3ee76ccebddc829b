import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '@back-office/shared/testing';
import { renderRoutes } from '../test/render-shell';
import { routes } from '../router/routes';

const user = { id: 3, name: 'سارة', email: 'risk@demo.test', role: 'risk' };
const session = (enrolmentRequired: boolean) => ({
  body: { data: { access_token: 'token', user_id: 3, user, device_token: 'device', enrolment_required: enrolmentRequired } },
});

/** Each remote's App is a heading naming it. */
const renderAt = (path: string) => renderRoutes(routes, path, ({ remote }) => Promise.resolve(() => <h1>{`remote ${remote}`}</h1>));

async function logIn() {
  await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'risk@demo.test');
  await userEvent.type(screen.getByLabelText(/كلمة المرور/), 'Demo@2026!');
  await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
}

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('goes where the person was going after logging in', async () => {
    mockRoutes({ 'POST /api/auth/login': session(false), '*': { status: 404, body: {} } });
    const { router } = renderAt('/login?next=%2Flimit-requests');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/limit-requests'));
  });

  it('sends a person whose role requires two-factor log-in, not yet enrolled, to /account/security first (issue 16)', async () => {
    mockRoutes({ 'POST /api/auth/login': session(true), '*': { status: 404, body: {} } });
    const { router } = renderAt('/login?next=%2Flimit-requests');
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
    expect(await screen.findByText('remote mfe_account')).toBeInTheDocument();
  });
});
