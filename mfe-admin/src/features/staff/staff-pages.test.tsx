import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, lastQuery, mockRoutes, type RouteAnswer } from '@back-office/shared/testing';
import { renderAdmin } from '../../test/render-admin';

const me = { 'GET /api/auth/me': { body: { data: { id: 1, name: 'Amal Saeed', email: 'admin@demo.test', role: 'admin' } } } };

const member = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Mona Hassan',
  email: 'mona@lender.example',
  role: 'risk',
  language: 'en',
  active: true,
  locked: false,
  locked_until: null,
  last_login_at: null,
  invitation_pending: true,
  two_factor_enabled: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const page = (rows: unknown[]) => ({
  body: { data: rows, pagination: { total: rows.length, total_capped: false, page: 1, items_per_page: 25, last_page: 1 } },
});

function routes(extra: Record<string, RouteAnswer> = {}) {
  return mockRoutes({
    ...me,
    'GET /api/admin/users': page([
      member(),
      member({
        id: 8,
        name: 'Omar',
        invitation_pending: false,
        locked: true,
        locked_until: '2026-11-25T12:00:00.000Z',
        last_login_at: '2026-11-24T09:30:00.000Z',
      }),
    ]),
    ...extra,
  });
}

describe('staff list', () => {
  it.each([
    ['en', 'Staff', 'Invitation pending', 'Locked until', 'Risk reviewer'],
    ['ar', 'الموظفون', 'الدعوة لم تُستخدم بعد', 'مقفل حتى', 'مراجع مخاطر'],
  ] as const)('lists accounts with their state, translated (%s)', async (language, title, pending, locked, role) => {
    routes();
    renderAdmin(language, '/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findAllByText(pending)).not.toHaveLength(0);
    expect(screen.getAllByText(new RegExp(locked)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(role).length).toBeGreaterThan(0);
  });

  it('sends the search and the filters to the API, from page 1', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderAdmin('en', '/admin/users?page=2');
    await screen.findByText('Omar');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lock' }), 'true');
    await waitFor(() => expect(Object.fromEntries(lastQuery(calls))).toMatchObject({ role: 'admin', locked: 'true', page: '1' }));
    await user.type(screen.getByRole('searchbox'), 'mona');
    await waitFor(() => expect(Object.fromEntries(lastQuery(calls))).toMatchObject({ q: 'mona' }));
  });
});

describe('inviting', () => {
  it('checks the fields before sending, then shows the server refusal on the e-mail', async () => {
    const user = userEvent.setup();
    const calls = routes({
      'POST /api/admin/users': {
        status: 422,
        body: { message: 'Invalid', errors: { email: ['This e-mail address is already used by another account'] } },
      },
    });
    renderAdmin('en', '/admin/users/new');
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(calls.sent.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Karim');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'karim@lender.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This e-mail address is already used by another account')).toBeInTheDocument();
  });

  it('sends name, e-mail, role and language, then opens the new account with a toast', async () => {
    const user = userEvent.setup();
    let body: unknown;
    routes({
      'POST /api/admin/users': (request) => {
        void request.json().then((json) => (body = json));
        return {
          status: 201,
          body: { message: 'Account created and the invitation sent by e-mail', data: member({ id: 9, name: 'Karim' }) },
        };
      },
      'GET /api/admin/users/9': { body: { data: member({ id: 9, name: 'Karim' }) } },
    });
    renderAdmin('en', '/admin/users/new');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Karim');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'karim@lender.example');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'admin');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Language of mails/ }), 'en');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Account created and the invitation sent by e-mail')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/admin/users/9'));
    expect(body).toEqual({ name: 'Karim', email: 'karim@lender.example', role: 'admin', language: 'en' });
  });
});

describe("a person's page", () => {
  it.each([
    ['en', 'Deactivate', 'Deactivate this account?', 'Not possible: this is the last active administrator'],
    ['ar', 'إيقاف الحساب', 'إيقاف هذا الحساب؟', 'لا يمكن تنفيذ ذلك: هذا آخر مدير نظام نشط'],
  ] as const)('confirms an action and shows the server refusal (%s)', async (language, button, question, refusal) => {
    const user = userEvent.setup();
    routes({
      'GET /api/admin/users/7': { body: { data: member({ role: 'admin', invitation_pending: false }) } },
      'POST /api/admin/users/7/deactivate': { status: 409, body: { message: refusal } },
    });
    renderAdmin(language, '/admin/users/7');
    // The section's chunk, who I am and the account load first.
    await screen.findByRole('heading', { level: 1, name: 'Mona Hassan' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: button }));
    // Found by polling: while Fluent's dialog opens, Tabster briefly hides its surface from assistive technology.
    const dialog = await screen.findByRole('dialog', { name: question });
    await user.click(await within(dialog).findByRole('button', { name: button }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('offers the actions that fit the account, and saves an edit', async () => {
    const user = userEvent.setup();
    let body: unknown;
    routes({
      'GET /api/admin/users/7': { body: { data: member({ locked: true, two_factor_enabled: true }) } },
      'PATCH /api/admin/users/7': (request) => {
        void request.json().then((json) => (body = json));
        return { body: { message: 'Changes saved', data: member({ name: 'Mona H.' }) } };
      },
      'POST /api/admin/users/7/resend-invitation': { body: { message: 'A new invitation was sent; the previous link no longer works' } },
    });
    renderAdmin('en', '/admin/users/7');
    for (const name of ['Deactivate', 'Unlock', 'Resend invitation', 'Force password reset', 'Reset second factor']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new invitation was sent; the previous link no longer works')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Mona H.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Mona H.', role: 'risk', language: 'en' });
  });
});
