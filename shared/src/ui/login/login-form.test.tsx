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
      jsonResponse(200, {
        data: {
          access_token: 'secret',
          user_id: 12,
          user: { id: 12, name: 'A', email: 'a@b.co', role: 'agent' },
          device_token: 'device-1',
          enrolment_required: false,
        },
      }),
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
    // Issue 16: the browser keeps its device token, and the page learns whether only enrolment is open.
    expect(localStorage.getItem('deviceToken')).toBe('device-1');
    expect(onLoggedIn).toHaveBeenCalledWith({ enrolmentRequired: false });
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

  describe('the second factor (issue 16)', () => {
    const session = {
      data: {
        access_token: 'secret',
        user_id: 12,
        user: { id: 12, name: 'A', email: 'a@b.co', role: 'risk' },
        device_token: 'device-2',
        enrolment_required: false,
      },
    };

    async function reachCodeStep() {
      localStorage.setItem('deviceToken', 'device-1');
      fetchMock.mockResolvedValueOnce(
        jsonResponse(200, { data: { challenge_token: 'challenge-1', second_factor: 'totp', expires_in_seconds: 300 } }),
      );
      const rendered = renderLogin();
      await userEvent.type(screen.getByLabelText(/البريد الإلكتروني/), 'risk@demo.test');
      await userEvent.type(screen.getByLabelText(/كلمة المرور/), 'Demo@2026!');
      await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
      await screen.findByRole('heading', { name: 'التحقق بخطوتين' });
      return rendered;
    }

    it('sends the device token with the password, then asks for the code and signs in with it', async () => {
      const { store, onLoggedIn } = await reachCodeStep();
      expect(await fetchMock.mock.calls[0]![0].json()).toEqual({
        email: 'risk@demo.test',
        password: 'Demo@2026!',
        device_token: 'device-1',
      });
      expect(store.getState().session.loggedIn).toBe(false);
      const code = screen.getByLabelText(/رمز المصادقة/);
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');

      fetchMock.mockResolvedValueOnce(jsonResponse(200, session));
      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق' }));
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ enrolmentRequired: false }));
      const second = fetchMock.mock.calls[1]![0];
      expect(second.url).toMatch(/\/api\/auth\/login\/second-factor$/);
      expect(await second.json()).toEqual({ challenge_token: 'challenge-1', code: '123456' });
      expect(localStorage.getItem('deviceToken')).toBe('device-2');
      expect(store.getState().session.loggedIn).toBe(true);
    });

    it('takes a recovery code instead, and shows the server refusing a spent one', async () => {
      const { onLoggedIn } = await reachCodeStep();
      await userEvent.click(screen.getByRole('button', { name: 'استخدام رمز استرداد بدلًا من ذلك' }));
      fetchMock.mockResolvedValueOnce(
        jsonResponse(422, { message: 'البيانات المدخلة غير صالحة', errors: { recovery_code: ['رمز الاسترداد غير صحيح أو سبق استخدامه'] } }),
      );
      await userEvent.type(screen.getByLabelText(/رمز الاسترداد/), 'abcde-23456');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق' }));
      expect(await screen.findByText('رمز الاسترداد غير صحيح أو سبق استخدامه')).toBeInTheDocument();
      expect(await fetchMock.mock.calls[1]![0].json()).toEqual({ challenge_token: 'challenge-1', recovery_code: 'abcde-23456' });
      expect(onLoggedIn).not.toHaveBeenCalled();
    });

    it('checks the code with the shared rules before calling the server', async () => {
      await reachCodeStep();
      await userEvent.type(screen.getByLabelText(/رمز المصادقة/), '12');
      await userEvent.click(screen.getByRole('button', { name: 'تحقق' }));
      expect(await screen.findByText('يجب أن يتكون رمز المصادقة من ٦ أرقام بالضبط')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
