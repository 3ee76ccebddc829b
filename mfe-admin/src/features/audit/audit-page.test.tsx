import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '@back-office/shared/contract';
import { callsTo, mockDownloads, mockRoutes, requestsTo, type Routes } from '@back-office/shared/testing';
import { renderAdmin } from '../../test/render-admin';

const EVENTS = '/api/admin/audit-events';
const downloads = mockDownloads();

const admin = { id: 1, name: 'Amal Saeed', email: 'admin@demo.test' };
const base = {
  ip: '197.45.1.20',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
  record_type: null,
  record_id: null,
  record_label: null,
  details: null,
};
const roleChanged: AuditEvent = {
  ...base,
  id: 30,
  at: '2026-11-25T08:00:00.000Z',
  action: 'role_changed',
  who: admin,
  record_type: 'user',
  record_id: '7',
  record_label: 'Mona Adel',
  details: { changes: { role: { from: 'agent', to: 'risk' } } },
};
const failed: AuditEvent = {
  ...base,
  id: 29,
  at: '2026-11-25T07:00:00.000Z',
  action: 'login_failed',
  who: null,
  details: { email: 'x@y.z', reason: 'bad_password' },
};
const setting: AuditEvent = {
  ...base,
  id: 28,
  at: '2026-11-25T06:00:00.000Z',
  action: 'setting_changed',
  who: admin,
  record_type: 'setting',
  record_id: 'four_eyes_amount',
  details: { from: 100000, to: 150000 },
};
const reference: AuditEvent = {
  ...base,
  id: 27,
  at: '2026-11-25T05:00:00.000Z',
  action: 'reference_updated',
  who: admin,
  record_type: 'reference',
  record_id: 'merchants:4',
  record_label: 'Al Nour Store',
  details: {
    list: 'merchants',
    name_ar: 'متجر النور',
    name_en: 'Al Nour Store',
    changes: { name_en: { from: 'Nour', to: 'Al Nour Store' } },
  },
};

const exported: AuditEvent = {
  ...base,
  id: 26,
  at: '2026-11-25T04:00:00.000Z',
  action: 'data_exported',
  who: admin,
  record_type: 'export',
  record_id: 'clients',
  details: { resource: 'clients', filters: {}, rows: 120 },
};

function server(extra: Routes = {}) {
  return mockRoutes({
    'GET /api/auth/me': { body: { data: { ...admin, role: 'admin', can_export: true } } },
    'GET /api/admin/audit-events/actors': { body: { data: [admin, { id: 7, name: 'Mona Adel', email: 'mona@demo.test' }] } },
    [`GET ${EVENTS}`]: (request) =>
      new URL(request.url).searchParams.get('cursor') === 'next'
        ? { body: { data: [setting, reference, exported], next_cursor: null } }
        : { body: { data: [roleChanged, failed], next_cursor: 'next' } },
    [`GET ${EVENTS}/export`]: { body: '\uFEFFWhen,Event\r\n' },
    ...extra,
  });
}

describe('/admin/audit', () => {
  it('shows each kind as a readable sentence, with who and from where, then loads more by cursor (en)', async () => {
    const calls = server();
    renderAdmin('en', '/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeInTheDocument();
    expect(await screen.findByText('Changed role of Mona Adel: agent → risk')).toBeInTheDocument();
    expect(screen.getByText('Failed log-in for x@y.z (wrong password)')).toBeInTheDocument();
    expect(screen.getByText('Unknown person')).toBeInTheDocument();
    expect(screen.getAllByText('Chrome 131')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Changed setting four_eyes_amount: 100000 → 150000')).toBeInTheDocument();
    expect(screen.getByText('Changed Al Nour Store in merchants: name_en: Nour → Al Nour Store')).toBeInTheDocument();
    expect(screen.getByText('Exported clients (120 rows)')).toBeInTheDocument();
    // The first page stays; the end of the trail offers no more.
    expect(screen.getByText('Changed role of Mona Adel: agent → risk')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(requestsTo(calls, `GET ${EVENTS}`).map((request) => new URL(request.url).searchParams.get('cursor'))).toEqual([null, 'next']);
  });

  it('reads in Arabic', async () => {
    server();
    renderAdmin('ar', '/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeInTheDocument();
    expect(await screen.findByText('غيّر دور Mona Adel: موظف مبيعات ← مراجع مخاطر')).toBeInTheDocument();
    expect(screen.getByText('محاولة دخول فاشلة باسم x@y.z (كلمة مرور خاطئة)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض المزيد' })).toBeInTheDocument();
  });

  it('sends the filters from the address, and a kind chosen on the page goes into the address and the request', async () => {
    const calls = server();
    renderAdmin('en', '/admin/audit?user_id=7&record_type=user&record_id=7&from=2026-11-01&to=2026-11-25');
    await screen.findByText('Changed role of Mona Adel: agent → risk');
    const first = new URL(requestsTo(calls, `GET ${EVENTS}`)[0]!.url).searchParams;
    expect(Object.fromEntries(first)).toEqual({ user_id: '7', record_type: 'user', record_id: '7', from: '2026-11-01', to: '2026-11-25' });

    await userEvent.click(screen.getByRole('combobox', { name: 'Kind of event' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Failed log-in' }));
    await waitFor(() =>
      expect(
        requestsTo(calls, `GET ${EVENTS}`).some((request) => new URL(request.url).searchParams.getAll('action[]').includes('login_failed')),
      ).toBe(true),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('action=login_failed');
  });

  it('sends a date range once each date is typed whole, day first', async () => {
    const calls = server();
    renderAdmin('en', '/admin/audit');
    await screen.findByText('Changed role of Mona Adel: agent → risk');
    const from = screen.getByRole('textbox', { name: 'From' });
    await userEvent.type(from, '01/11/2026');
    expect(from).toHaveValue('01/11/2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit?from=2026-11-01'));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '25/11/2026');
    await waitFor(() =>
      expect(requestsTo(calls, `GET ${EVENTS}`).some((request) => new URL(request.url).search === '?from=2026-11-01&to=2026-11-25')).toBe(
        true,
      ),
    );
  });

  it('exports the filtered entries as CSV', async () => {
    const calls = server();
    renderAdmin('en', '/admin/audit?action=login_failed');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    expect(callsTo(calls, `${EVENTS}/export`).map((call) => call.url.searchParams.getAll('action[]'))).toEqual([['login_failed']]);
  });

  it.each([
    ['en', 'No entries'],
    ['ar', 'لا توجد قيود'],
  ] as const)('says when nothing matches (%s)', async (language, title) => {
    server({ [`GET ${EVENTS}`]: { body: { data: [], next_cursor: null } } });
    renderAdmin(language, '/admin/audit');
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('says when the trail cannot be loaded, translated', async () => {
    server({ [`GET ${EVENTS}`]: { status: 422, body: { message: 'The end date must be after the start date', errors: { to: ['x'] } } } });
    renderAdmin('en', '/admin/audit?from=2026-11-25&to=2026-11-01');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The end date must be after the start date')).toBeInTheDocument();
  });
});
