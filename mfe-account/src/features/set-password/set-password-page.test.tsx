import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@back-office/shared';
import { currentLocation, LocationProbe, mockRoutes, renderUi, requestsTo } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import { Route, Routes } from 'react-router-dom';
import App from '../../remote-entry';

/** Where the shell mounts the remote for the mailed link: /set-password, signed out. */
function renderSetPassword(language: Language, token = 'tok-1') {
  return renderUi(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/set-password/*" element={<App />} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { language, route: `/set-password?token=${token}` },
  );
}

const link = { body: { data: { name: 'Mona Hassan', email: 'mona.hassan@lender.example', purpose: 'invite' } } };

describe('set-password page', () => {
  it.each([
    ['en', 'Hello Mona Hassan', 'New password', 'Confirm new password', 'Set password'],
    ['ar', 'مرحبًا Mona Hassan', 'كلمة المرور الجديدة', 'تأكيد كلمة المرور الجديدة', 'تعيين كلمة المرور'],
  ] as const)(
    'greets the person and sets the password, then sends them to log in (%s)',
    async (language, greeting, field, confirmation, submit) => {
      const user = userEvent.setup();
      const calls = mockRoutes({
        'GET /api/password/set': link,
        'POST /api/password/set': {
          body: { message: language === 'en' ? 'Your password is set; you can log in now' : 'تم تعيين كلمة المرور' },
        },
      });
      renderSetPassword(language);
      expect(await screen.findByRole('heading', { name: greeting }, { timeout: 5000 })).toBeInTheDocument();
      await user.type(screen.getByLabelText(new RegExp(`^${field}`)), 'Nile-Delta 2026');
      await user.type(screen.getByLabelText(new RegExp(`^${confirmation}`)), 'Nile-Delta 2026');
      await user.click(screen.getByRole('button', { name: submit }));
      await waitFor(() => expect(currentLocation()).toBe('/login'));
      const [sent] = requestsTo(calls, 'POST /api/password/set');
      expect(await sent!.json()).toEqual({ token: 'tok-1', new_password: 'Nile-Delta 2026', new_password_confirmation: 'Nile-Delta 2026' });
    },
  );

  it('checks the password policy before sending', async () => {
    const user = userEvent.setup();
    const calls = mockRoutes({ 'GET /api/password/set': link });
    renderSetPassword('en');
    await screen.findByRole('heading', { name: 'Hello Mona Hassan' }, { timeout: 5000 });
    await user.type(screen.getByLabelText(/^New password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeInTheDocument();
    expect(requestsTo(calls, 'POST /api/password/set')).toHaveLength(0);
  });

  it.each([
    [
      'en',
      'This link cannot be used',
      'This set-password link is not valid, has expired or was already used. Ask your administrator for a new one',
    ],
    [
      'ar',
      'لا يمكن استخدام هذا الرابط',
      'رابط تعيين كلمة المرور غير صالح أو انتهت صلاحيته أو استُخدم من قبل. اطلب رابطًا جديدًا من مدير النظام',
    ],
  ] as const)('says clearly when the link is expired or used (%s)', async (language, title, message) => {
    mockRoutes({ 'GET /api/password/set': { status: 422, body: { message } } });
    renderSetPassword(language);
    expect(await screen.findByText(title, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Set password|تعيين كلمة المرور/ })).not.toBeInTheDocument();
  });
});
