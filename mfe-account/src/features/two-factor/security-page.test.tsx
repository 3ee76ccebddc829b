import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@back-office/shared';
import { callsTo, mockRoutes, renderUi, type RouteAnswer } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import App from '../../remote-entry';

const STATUS = 'GET /api/two-factor/status';
const off = { body: { data: { enabled: false, required: false, recovery_codes_left: 0 } } };
const on = { body: { data: { enabled: true, required: false, recovery_codes_left: 7 } } };
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-2345${index}`);
const enrolment = {
  body: {
    data: {
      otpauth_uri: 'otpauth://totp/x',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    },
  },
};

function renderSecurity(routes: Record<string, RouteAnswer>, language: Language = 'en') {
  const calls = mockRoutes(routes);
  renderUi(
    <>
      <NotificationsHost />
      <App />
    </>,
    { language, route: '/account/security', mountPath: '/account/*' },
  );
  return calls;
}

const bodyOf = async (calls: ReturnType<typeof mockRoutes>, path: string) => {
  const request = calls.requests.find((candidate) => new URL(candidate.url).pathname === path)!;
  return request.clone().json();
};

describe('SecurityPage (issue 16)', () => {
  it.each([
    ['en', 'Two-factor log-in', 'Set up an authenticator app'],
    ['ar', 'التحقق بخطوتين', 'إعداد تطبيق المصادقة'],
  ] as const)('shows its title and the set-up button in %s', async (language, title, button) => {
    renderSecurity({ [STATUS]: off }, language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  });

  it('enrols: QR code and key as text, a first code checked by the shared rules, then the recovery codes shown once', async () => {
    let enabled = false;
    const calls = renderSecurity({
      [STATUS]: () => (enabled ? on : off),
      'POST /api/two-factor/enrolment': enrolment,
      'POST /api/two-factor/enrolment/confirm': () => {
        enabled = true;
        return { body: { message: 'on', data: { recovery_codes: CODES } } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The authentication code must be exactly 6 digits')).toBeInTheDocument();
    expect(callsTo(calls, '/api/two-factor/enrolment/confirm')).toHaveLength(0);

    await user.type(code, '3456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(await bodyOf(calls, '/api/two-factor/enrolment/confirm')).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/Two-factor log-in is on — Unused recovery codes: 7/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it("shows the server's message under the code when it refuses it", async () => {
    renderSecurity({
      [STATUS]: off,
      'POST /api/two-factor/enrolment': enrolment,
      'POST /api/two-factor/enrolment/confirm': {
        status: 422,
        body: { message: 'The given data was invalid', errors: { code: ['The authentication code is wrong or was already used'] } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(await screen.findByLabelText(/^Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The authentication code is wrong or was already used')).toBeInTheDocument();
  });

  it('says when the role requires it', async () => {
    renderSecurity({ [STATUS]: { body: { data: { enabled: false, required: true, recovery_codes_left: 0 } } } });
    expect(await screen.findByText('Your role requires two-factor log-in. Set it up to continue working.')).toBeInTheDocument();
  });

  it('when on: makes new recovery codes with a code, and turns off with the password and a code', async () => {
    const calls = renderSecurity({
      [STATUS]: on,
      'POST /api/two-factor/recovery-codes': { body: { data: { recovery_codes: CODES } } },
      'POST /api/two-factor/disable': { body: { message: 'Two-factor log-in is off' } },
    });
    const user = userEvent.setup();
    const [regenerateCode, disableCode] = await screen.findAllByLabelText(/^Authentication code/);
    await user.type(disableCode!, '654321');
    await user.type(screen.getByLabelText(/^Password/), 'S3cure!pass');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(callsTo(calls, '/api/two-factor/disable')).toHaveLength(1));
    expect(await bodyOf(calls, '/api/two-factor/disable')).toEqual({ password: 'S3cure!pass', code: '654321' });
    expect(await screen.findByText('Two-factor log-in is off')).toBeInTheDocument();

    await user.type(regenerateCode!, '111111');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    renderSecurity({ [STATUS]: { status: 503, body: { message: 'down' } } });
    expect(await screen.findByText('The security settings could not be loaded')).toBeInTheDocument();
  });
});
