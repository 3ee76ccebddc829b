import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceItem } from '@back-office/shared/contract';
import { callsTo, mockRoutes, type RouteAnswer } from '@back-office/shared/testing';
import { renderAdmin } from '../../test/render-admin';

const ME = { 'GET /api/auth/me': { body: { data: { id: 1, name: 'Amal Saeed', email: 'admin@demo.test', role: 'admin' } } } };
const BASE = '/api/admin/reference';

const page = (items: ReferenceItem[]) => ({
  data: items,
  pagination: { total: items.length, total_capped: false, page: 1, items_per_page: 10, last_page: 1 },
});

/** A server keeping one list, which really adds, renames and deactivates. */
function listServer(list: string, initial: ReferenceItem[], extra: Record<string, RouteAnswer> = {}) {
  let items = initial;
  return mockRoutes({
    ...ME,
    [`GET ${BASE}/${list}`]: () => ({ body: page(items) }),
    [`POST ${BASE}/${list}`]: (request) => {
      const path = new URL(request.url).pathname;
      const [id, action] = path.split('/').slice(-2);
      if (action === 'deactivate' || action === 'reactivate') {
        items = items.map((item) => (item.id === Number(id) ? { ...item, active: action === 'reactivate' } : item));
        return { body: { message: action === 'deactivate' ? 'Item deactivated' : 'Item reactivated', data: items[0] } };
      }
      return {
        status: 422,
        body: { message: 'The given data was invalid', errors: { name_en: ['This name is already used in this list'] } },
      };
    },
    ...extra,
  });
}

const sector = (id: number, name_en: string, name_ar: string, active = true): ReferenceItem => ({ id, name_ar, name_en, active });

describe('/admin/reference', () => {
  it.each([
    ['en', 'Reference data', 'Merchants', '3 active of 4'],
    ['ar', 'البيانات المرجعية', 'التجار', '٣ نشط من ٤'],
  ] as const)(
    'lists every list with its counts, linking the grouped ones to their page (%s)',
    async (language, title, merchants, counts) => {
      mockRoutes({
        ...ME,
        [`GET ${BASE}`]: {
          body: {
            data: [
              { list: 'merchants', total: 4, active: 3 },
              { list: 'company-sectors', total: 12, active: 12 },
            ],
          },
        },
      });
      renderAdmin(language, '/admin/reference');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const link = await screen.findByRole('link', { name: merchants });
      expect(link).toHaveAttribute('href', '/admin/reference/merchants');
      expect(link.closest('li')).toHaveTextContent(counts);
    },
  );

  it('shows a flat list, searches it and filters it by status', async () => {
    const calls = listServer('company-sectors', [sector(1, 'Education', 'التعليم'), sector(2, 'Healthcare', 'الرعاية الصحية', false)]);
    renderAdmin('en', '/admin/reference/company-sectors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company sectors' })).toBeInTheDocument();
    expect(await screen.findByText('Education')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate: Healthcare' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'edu');
    await waitFor(() => expect(callsTo(calls, `${BASE}/company-sectors`).at(-1)?.url.searchParams.get('q')).toBe('edu'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await waitFor(() => expect(callsTo(calls, `${BASE}/company-sectors`).at(-1)?.url.searchParams.get('active')).toBe('false'));
  });

  it('puts the server’s duplicate-name error on the field of the add dialog', async () => {
    listServer('company-sectors', [sector(1, 'Education', 'التعليم')]);
    renderAdmin('en', '/admin/reference/company-sectors');
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Company sectors' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The shared rules refuse blank names before any call.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Arabic name' }), 'تعليم');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'English name' }), 'education');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already used in this list')).toBeInTheDocument();
  });

  it('asks before deactivating, then shows the item inactive (ar)', async () => {
    const calls = listServer('company-sectors', [sector(1, 'Education', 'التعليم')]);
    renderAdmin('ar', '/admin/reference/company-sectors');
    await userEvent.click(await screen.findByRole('button', { name: 'إيقاف: التعليم' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'إيقاف التعليم؟' })).toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'إيقاف' }));
    expect(await screen.findByText('موقوف')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/company-sectors/1/deactivate`).map((call) => call.method)).toEqual(['POST']);
    expect(await screen.findByRole('button', { name: 'إعادة تفعيل: التعليم' })).toBeInTheDocument();
  });

  it('drills down from governorates to cities to areas', async () => {
    const calls = mockRoutes({
      ...ME,
      [`GET ${BASE}/governorates`]: { body: page([sector(2, 'Giza', 'الجيزة')]) },
      [`GET ${BASE}/cities`]: { body: page([{ ...sector(73, 'Dokki', 'الدقى'), parent_id: 2 }]) },
      [`GET ${BASE}/areas`]: { body: page([{ ...sector(900, 'Dokki', 'الدقى'), parent_id: 73, covers_city: true }]) },
    });
    renderAdmin('en', '/admin/reference/geography');
    await userEvent.click(await screen.findByRole('link', { name: 'Cities' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cities of Giza' })).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/cities`).at(-1)?.url.searchParams.get('parent_id')).toBe('2');
    await userEvent.click(await screen.findByRole('link', { name: 'Areas' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Areas of Dokki' })).toBeInTheDocument();
    expect(await screen.findByText(/Covers the whole city/)).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/areas`).at(-1)?.url.searchParams.get('parent_id')).toBe('73');
  });

  it("shows a merchant's branches and products", async () => {
    mockRoutes({
      ...ME,
      [`GET ${BASE}/merchants`]: { body: page([sector(5, 'Test Store', 'متجر الاختبار')]) },
      [`GET ${BASE}/merchant-branches`]: { body: page([{ ...sector(8, 'Test Branch', 'فرع الاختبار'), parent_id: 5 }]) },
      [`GET ${BASE}/products`]: { body: page([{ ...sector(9, 'Phones', 'هواتف'), parent_id: 5 }]) },
    });
    renderAdmin('en', '/admin/reference/merchants');
    await userEvent.click(await screen.findByRole('link', { name: 'Branches and products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Store: branches and products' })).toBeInTheDocument();
    expect(await screen.findByText('Test Branch')).toBeInTheDocument();
    expect(await screen.findByText('Phones')).toBeInTheDocument();
  });

  it('says so for a list that does not exist', async () => {
    mockRoutes(ME);
    renderAdmin('en', '/admin/reference/nothing-here');
    expect(await screen.findByText('There is no such list.')).toBeInTheDocument();
  });
});

describe('/admin/reference/merchants/import', () => {
  const plan = (dryRun: boolean) => ({
    message: dryRun ? 'This is a preview: nothing has been saved yet' : 'Imported: 2 new items',
    data: {
      dry_run: dryRun,
      created: 2,
      errors: 0,
      rows: [
        {
          line: 2,
          name_ar: 'الأفق',
          name_en: 'Horizon',
          action: 'create',
          branch_name_ar: 'فرع',
          branch_name_en: 'Branch',
          branch_action: 'create',
          errors: [],
        },
      ],
    },
  });

  it('checks the file first, shows each row with its line, then imports on confirmation', async () => {
    const calls = mockRoutes({
      ...ME,
      [`POST ${BASE}/merchants/import`]: (request) => ({ body: plan(new URL(request.url).searchParams.get('dry_run') === 'true') }),
    });
    renderAdmin('en', '/admin/reference/merchants/import');
    const file = new File(
      ['\uFEFFmerchant_name_ar,merchant_name_en,branch_name_ar,branch_name_en\nالأفق,Horizon,فرع,Branch\n'],
      'merchants.csv',
      {
        type: 'text/csv',
      },
    );
    await userEvent.upload(await screen.findByLabelText('CSV file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('2 to add, 0 rows with errors.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'What the file would do, row by row' })).toHaveTextContent('الأفق / Horizon');
    expect(callsTo(calls, `${BASE}/merchants/import`)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Import the file?' })).toBeInTheDocument());
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported: 2 new items')).toBeInTheDocument();
    const sent = callsTo(calls, `${BASE}/merchants/import`);
    expect(sent.map((call) => call.url.searchParams.get('dry_run'))).toEqual(['true', null]);
  });

  it('refuses a file that is not a CSV before sending anything (ar)', async () => {
    const calls = mockRoutes(ME);
    renderAdmin('ar', '/admin/reference/merchants/import');
    await userEvent.upload(
      await screen.findByLabelText('ملف CSV'),
      new File(['x'], 'merchants.xlsx', { type: 'application/vnd.ms-excel' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('اختر ملفًا بصيغة CSV (.csv).')).toBeInTheDocument();
    expect(callsTo(calls, `${BASE}/merchants/import`)).toHaveLength(0);
  });
});
