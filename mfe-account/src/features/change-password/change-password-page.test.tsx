import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, currentLocation, type FetchMock, mockRoutes, type RouteReply as Answer } from '@back-office/shared/testing';
import { renderAccount } from '../../test/render-account';

const PASSWORDS = { current_password: 'Old-pass 1', new_password: 'Nile-Delta 2026', new_password_confirmation: 'Nile-Delta 2026' };
const CHANGE_REQUEST = '/api/password/change-request';
const RESEND = '/api/password/resend-otp';
const VERIFY = '/api/password/verify-otp';
const ticket: Answer = { body: { message: '', data: { token: 'token-1', expires_in: 600, resend_after: 60 } } };

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
});
afterEach(() => jest.useRealTimers());

const field = (label: RegExp) => screen.getByLabelText(label);
const sent = (calls: FetchMock, path: string) => callsTo(calls, path);

async function typePasswords(values = PASSWORDS) {
  await user.type(field(/^Current password/), values.current_password);
  await user.type(field(/^New password/), values.new_password);
  await user.type(field(/^Confirm new password/), values.new_password_confirmation);
}

async function reachCodeStep(routes: Record<string, Answer> = {}) {
  const calls = mockRoutes({ [CHANGE_REQUEST]: ticket, ...routes });
  renderAccount();
  await typePasswords();
  await user.click(screen.getByRole('button', { name: 'Send verification code' }));
  await screen.findByRole('heading', { name: 'Step 2 of 2: the verification code' });
  return calls;
}

describe('step 1', () => {
  it('checks the passwords with the shared rules, every broken rule joined by a bullet, before any call', async () => {
    const calls = mockRoutes({});
    renderAccount();
    await user.type(field(/^Current password/), 'Old-pass 1');
    await user.type(field(/^New password/), 'abc');
    await user.type(field(/^Confirm new password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(
      screen.getByText(
        'Password must be at least 8 characters • Password must contain an uppercase letter (A-Z) • Password must contain a digit • Password must contain a special character such as !, @ or #',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    // The only call is who I am (for the e-mail rule); nothing was sent to change the password.
    expect(calls.sent.filter((call) => call.path !== '/api/auth/me')).toHaveLength(0);
  });

  it("refuses a new password containing my e-mail's name before any call (issue 16)", async () => {
    const me = { data: { id: 7, name: 'Mona', email: 'mona.hassan@lender.example', role: 'risk' } };
    const calls = mockRoutes({ 'GET /api/auth/me': { body: me } });
    renderAccount();
    await waitFor(() => expect(sent(calls, '/api/auth/me')).toHaveLength(1));
    await user.type(field(/^Current password/), 'Old-pass 1');
    await user.type(field(/^New password/), 'Hassan#2026!');
    await user.type(field(/^Confirm new password/), 'Hassan#2026!');
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('The password must not contain your e-mail name')).toBeInTheDocument();
    expect(sent(calls, CHANGE_REQUEST)).toHaveLength(0);
  });

  it('speaks Arabic', async () => {
    mockRoutes({});
    renderAccount('ar');
    expect(screen.getByRole('heading', { level: 2, name: 'الخطوة ١ من ٢: كلمات المرور' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    expect(screen.getAllByText('هذا الحقل مطلوب')).toHaveLength(3);
  });

  it('sends the three passwords as multipart under their wire names and opens step 2', async () => {
    const calls = await reachCodeStep();
    expect(sent(calls, CHANGE_REQUEST).map((call) => call.fields)).toEqual([PASSWORDS]);
    expect(await screen.findByText('A verification code was sent to you')).toBeInTheDocument();
  });

  it('shows a server field error under its field until that field is edited', async () => {
    mockRoutes({
      [CHANGE_REQUEST]: { status: 422, body: { message: 'Invalid', errors: { current_password: ['Current password is incorrect'] } } },
    });
    renderAccount();
    await typePasswords();
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await user.type(field(/^Current password/), 'x');
    expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
  });

  it('leaves the common-password list to the server and shows its refusal under the new password', async () => {
    const common = { ...PASSWORDS, new_password: 'P@ssw0rd', new_password_confirmation: 'P@ssw0rd' };
    const refusal = 'This password is common and easy to guess; choose another one';
    const calls = mockRoutes({ [CHANGE_REQUEST]: { status: 422, body: { message: 'Invalid', errors: { new_password: [refusal] } } } });
    renderAccount();
    await typePasswords(common);
    await user.click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sent(calls, CHANGE_REQUEST).map((call) => call.fields)).toEqual([common]);
  });

  it('shows the password text on request', async () => {
    mockRoutes({});
    renderAccount();
    expect(field(/^New password/)).toHaveAttribute('type', 'password');
    const [, toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(field(/^New password/)).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('step 2', () => {
  it('counts 60 s down before a new code may be asked for', async () => {
    await reachCodeStep();
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend code in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('counts down in Arabic-Indic digits in Arabic (issue 15, defect 10)', async () => {
    mockRoutes({ [CHANGE_REQUEST]: ticket });
    renderAccount('ar');
    await user.type(field(/^كلمة المرور الحالية/), PASSWORDS.current_password);
    await user.type(field(/^كلمة المرور الجديدة/), PASSWORDS.new_password);
    await user.type(field(/^تأكيد كلمة المرور الجديدة/), PASSWORDS.new_password_confirmation);
    await user.click(screen.getByRole('button', { name: 'إرسال رمز التحقق' }));
    await screen.findByRole('heading', { name: 'الخطوة ٢ من ٢: رمز التحقق' });
    expect(screen.getByRole('button', { name: 'إعادة إرسال الرمز بعد ٦٠ ثانية' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(50_000));
    expect(screen.getByRole('button', { name: 'إعادة إرسال الرمز بعد ١٠ ثانية' })).toBeDisabled();
  });

  it('resends with the current token, keeps the new one and counts down again', async () => {
    const calls = await reachCodeStep({
      [RESEND]: { body: { message: '', data: { token: 'token-2' } } },
      [VERIFY]: { body: { message: 'Password changed' } },
    });
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new verification code was sent to you')).toBeInTheDocument();
    expect(sent(calls, RESEND).map((call) => call.fields)).toEqual([{ password_change_token: 'token-1' }]);
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeDisabled();
    await user.type(field(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(sent(calls, VERIFY)).toHaveLength(1));
    expect(sent(calls, VERIFY)[0]!.fields.password_change_token).toBe('token-2');
  });

  it('says why a resend was refused', async () => {
    await reachCodeStep({
      [RESEND]: { status: 429, body: { message: 'Too many requests', errors: { exception: 'You can ask for a new code in 12 seconds' } } },
    });
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can ask for a new code in 12 seconds');
  });

  it('goes back to step 1 with the passwords still typed', async () => {
    await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: your passwords' })).toBeInTheDocument();
    expect(field(/^Current password/)).toHaveValue(PASSWORDS.current_password);
    expect(field(/^Confirm new password/)).toHaveValue(PASSWORDS.new_password_confirmation);
  });

  it('keeps digits only in the code', async () => {
    await reachCodeStep();
    const code = field(/^Verification code/);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '1a2-3٤');
    expect(code).toHaveValue('1234');
  });

  it('verifies the code with the token and passwords, locks the form and goes home 2 s later', async () => {
    const calls = await reachCodeStep({ [VERIFY]: { body: {} } });
    // Past the countdown, so only the success can be what disables the resend button.
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    await user.type(field(/^Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    const { new_password, new_password_confirmation } = PASSWORDS;
    expect(sent(calls, VERIFY).map((call) => call.fields)).toEqual([
      { otp: '654321', password_change_token: 'token-1', new_password, new_password_confirmation },
    ]);
    expect(field(/^Verification code/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(2000));
    expect(currentLocation()).toBe('/');
  });

  it('waits the full 2 s before leaving', async () => {
    await reachCodeStep({ [VERIFY]: { body: {} } });
    await user.type(field(/^Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Your password was changed');
    act(() => jest.advanceTimersByTime(1999));
    expect(currentLocation()).toBe('/change-password');
    act(() => jest.advanceTimersByTime(1));
    expect(currentLocation()).toBe('/');
  });

  it('checks the code with the shared rules, then shows the server verdict under it until edited', async () => {
    const calls = await reachCodeStep({
      [VERIFY]: {
        status: 422,
        body: {
          message: 'Invalid',
          errors: { otp: ['The code is incorrect; attempts left: 4'], new_password: ['Enter the same new password as in the first step'] },
        },
      },
    });
    await user.type(field(/^Verification code/), '123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The code must be exactly 6 digits')).toBeInTheDocument();
    expect(sent(calls, VERIFY)).toHaveLength(0);
    await user.type(field(/^Verification code/), '456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The code is incorrect; attempts left: 4')).toBeInTheDocument();
    // Step 2 has no new-password field, so that error is said above the form.
    expect(screen.getByText('Enter the same new password as in the first step')).toBeInTheDocument();
    await user.type(field(/^Verification code/), '{Backspace}');
    expect(screen.queryByText('The code is incorrect; attempts left: 4')).not.toBeInTheDocument();
  });
});
