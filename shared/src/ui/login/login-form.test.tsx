import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createAppStore } from '@back-office/shared';
import { LoginForm } from './login-form';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderLogin(onLoggedIn = jest.fn()) {
  const store = createAppStore();
  render(
    <AppProviders store={store}>
      <LoginForm onLoggedIn={onLoggedIn} />
    </AppProviders>,
  );
  return { store, onLoggedIn };
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('LoginForm', () => {
  it('checks the rules in the browser before calling the server', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('يجب أن يكون بريدًا إلكترونيًا صالحًا')).toBeInTheDocument();
    expect(screen.getByText('هذا الحقل مطلوب')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the token and user id and reports success', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { access_token: 'secret', user_id: 12, user: { id: 12, name: 'A', email: 'a@b.co', role: 'agent' } } }),
    );
    const { store, onLoggedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText(/كلمة المرور/), 'Demo@2026!');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    const request = fetchMock.mock.calls[0]![0];
    expect(request.url).toMatch(/\/api\/auth\/login$/);
    expect(request.headers.get('Accept-Language')).toBe('ar');
    expect(await request.json()).toEqual({ email: 'agent@demo.test', password: 'Demo@2026!' });
    expect(localStorage.getItem('accessToken')).toBe('secret');
    expect(localStorage.getItem('userId')).toBe('12');
    expect(store.getState().session.loggedIn).toBe(true);
  });

  it("shows the server's message and field errors", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(422, { message: 'فشل تسجيل الدخول، تحقق من بياناتك', errors: { email: ['البريد غير معروف'] } }),
    );
    const { onLoggedIn } = renderLogin();
    await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText(/كلمة المرور/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));

    expect(await screen.findByText('فشل تسجيل الدخول، تحقق من بياناتك')).toBeInTheDocument();
    expect(screen.getByText('البريد غير معروف')).toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
