import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSettings } from '@back-office/shared/contract';
import { mockRoutes, type RouteAnswer } from '@back-office/shared/testing';
import { renderAdmin } from '../../test/render-admin';

const SETTINGS = '/api/admin/settings';
const me = { body: { data: { id: 1, name: 'Amal Saeed', email: 'admin@demo.test', role: 'admin' } } };
const values: AdminSettings['values'] = {
  four_eyes_amount: 100_000,
  four_eyes_percent: 20,
  two_factor_required_roles: ['admin'],
  export_roles: ['risk', 'admin'],
  sla_hours: {
    waiting_for_assignment: 24,
    under_review: 24,
    awaiting_second_reviewer: 24,
    returned_to_agent: 24,
    approved_without_contract: 24,
  },
  public_holidays: [{ date: '2026-10-06', name_ar: 'عيد القوات المسلحة', name_en: 'Armed Forces Day' }],
};
const page = (overrides: Partial<AdminSettings> = {}): AdminSettings => ({
  version: 3,
  values,
  defaults: values,
  last_changes: {
    four_eyes_amount: null,
    four_eyes_percent: null,
    two_factor_required_roles: null,
    export_roles: { changed_at: '2026-11-20T10:00:00.000Z', changed_by: { id: 1, name: 'Amal Saeed' } },
    sla_hours: null,
    public_holidays: null,
  },
  ...overrides,
});

/** A server that keeps what was saved, or answers a save with `refusal`. */
function settingsServer(refusal?: { status: number; body: unknown }) {
  let current = page();
  const saves: { ifMatch: string | null }[] = [];
  const routes: Record<string, RouteAnswer> = {
    'GET /api/auth/me': me,
    [`GET ${SETTINGS}`]: () => ({ body: { data: current } }),
  };
  const server = mockRoutes(routes);
  routes[`PATCH ${SETTINGS}`] = () => {
    const request = server.requests.at(-1)!;
    saves.push({ ifMatch: request.headers.get('if-match') });
    if (refusal) return refusal;
    current = page({ version: current.version + 1, values: { ...current.values, export_roles: ['admin'] } });
    return { body: { message: 'Settings saved', data: current } };
  };
  return { server, saves };
}

const sectionOf = (name: string) => screen.getByRole('group', { name });

describe('/admin/settings', () => {
  it.each([
    ['en', 'Settings', 'Roles allowed to export', 'Risk reviewer', 'Under review', 'Working hours; Friday and Saturday are the weekend'],
    ['ar', 'الإعدادات', 'الأدوار المسموح لها بالتصدير', 'مراجع مخاطر', 'قيد المراجعة', 'ساعات عمل؛ الجمعة والسبت عطلة نهاية الأسبوع'],
  ] as const)('shows every setting, translated (%s)', async (language, title, exportTitle, risk, stage, hint) => {
    settingsServer();
    renderAdmin(language, '/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const exportSection = await screen.findByRole('group', { name: exportTitle });
    expect(within(exportSection).getByRole('checkbox', { name: risk })).toBeChecked();
    expect(screen.getByRole('textbox', { name: stage })).toHaveValue('24');
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3 + 4);
  });

  it('shows the amount as money, who changed what last, and the reason lists', async () => {
    settingsServer();
    renderAdmin('en', '/admin/settings');
    expect(await screen.findByText('Now EGP 100,000.00')).toBeInTheDocument();
    expect(within(sectionOf('Roles allowed to export')).getByText(/Last changed .* by Amal Saeed/)).toBeInTheDocument();
    expect(within(sectionOf('Four eyes')).getByText('Not changed yet: the deployment’s default applies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reject reasons' })).toHaveAttribute('href', '/admin/reference/reject-reasons');
    expect(screen.getByRole('link', { name: 'Document request reasons' })).toHaveAttribute(
      'href',
      '/admin/reference/document-request-reasons',
    );
  });

  it('saves with the version it was opened on and says so in a toast', async () => {
    const user = userEvent.setup();
    const { saves } = settingsServer();
    renderAdmin('en', '/admin/settings');
    const exportSection = await screen.findByRole('group', { name: 'Roles allowed to export' });
    await user.click(within(exportSection).getByRole('checkbox', { name: 'Risk reviewer' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saves[0]!.ifMatch).toBe('"3"');
    await waitFor(() => expect(within(exportSection).getByRole('checkbox', { name: 'Risk reviewer' })).not.toBeChecked());
  });

  it("checks the rules before sending: an SLA outside 1–720 hours is refused on its field, in the page's language", async () => {
    const user = userEvent.setup();
    const { saves } = settingsServer();
    renderAdmin('ar', '/admin/settings');
    const field = await screen.findByRole('textbox', { name: 'قيد المراجعة' });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'حفظ الإعدادات' }));
    expect(await screen.findByText('أدخل عدد ساعات صحيحًا من ١ إلى ٧٢٠')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it("puts the server's field errors under the holiday row they name", async () => {
    const user = userEvent.setup();
    settingsServer({
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: { 'public_holidays.1.date': ['This date is already in the list of holidays'] },
      },
    });
    renderAdmin('en', '/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Add a holiday' }));
    const row = screen.getByRole('group', { name: 'Holiday 2' });
    await user.type(within(row).getByRole('textbox', { name: /Date/ }), '06/10/2026');
    await user.type(within(row).getByRole('textbox', { name: /Name in Arabic/ }), 'مكرر');
    await user.type(within(row).getByRole('textbox', { name: /Name in English/ }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(row).findByText('This date is already in the list of holidays')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Holiday 2' })).getByRole('button', { name: 'Remove holiday 2' }));
    expect(screen.queryByRole('group', { name: 'Holiday 2' })).not.toBeInTheDocument();
  });

  it('explains a save refused because another admin saved first, and reloads their values', async () => {
    const user = userEvent.setup();
    const conflict = 'Another administrator changed the settings after you opened the page; reload and save again';
    settingsServer({ status: 409, body: { message: conflict } });
    renderAdmin('en', '/admin/settings');
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument());
  });
});
