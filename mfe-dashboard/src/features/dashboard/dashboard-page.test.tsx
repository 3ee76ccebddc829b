import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockDownloads, mockRoutes, requestsTo, type FetchMock } from '@back-office/shared/testing';
import type { Dashboard } from '@back-office/shared/contract';
import { renderDashboard } from '../../test/render-dashboard';
import { dashboardFixture } from '../../test/dashboard-fixture';

// jsdom has no canvas: the drawing is replaced, its configuration is tested in chart-config.test.ts.
jest.mock('./chart-canvas', () => ({
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const downloads = mockDownloads();
const me = (role: string) => ({ 'GET /api/auth/me': { body: { data: { id: 7, name: 'Mona Adel', email: 'mona@demo.test', role } } } });
const routes = (role = 'risk', data: Dashboard = dashboardFixture()) => ({ ...me(role), 'GET /api/dashboard': { body: { data } } });

/** The query of the latest dashboard request (the page also asks who is signed in). */
const dashboardQuery = (fetchMock: FetchMock) =>
  new URL(requestsTo(fetchMock, 'GET /api/dashboard').at(-1)?.url ?? 'http://none/').searchParams;

/** The file saved, byte for byte (the BOM included): it is jsdom's Blob here, read as the browser would. */
async function downloadedBytes(): Promise<string> {
  const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]?.[0] as Blob;
  const buffer = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return Buffer.from(buffer).toString('utf8');
}

const tile = (label: string) => screen.getByText(label, { selector: 'p' }).closest<HTMLElement>('.fui-Card')!;

describe('DashboardPage', () => {
  it('shows the company tiles, each period figure compared with the period before in words (en)', async () => {
    const fetchMock = mockRoutes(routes());
    renderDashboard('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await screen.findByText('Total balance');
    expect(tile('Total balance')).toHaveTextContent('EGP 1,250,000.50As of now');
    expect(tile('Clients')).toHaveTextContent('1,234');
    expect(tile('Requests created')).toHaveTextContent('120▲Up from 100 in the previous period');
    expect(tile('Approval rate')).toHaveTextContent('75%▼Down from 80% in the previous period');
    expect(tile('Median time to decision')).toHaveTextContent('5.5 h=Same as the previous period');
    expect(tile('Time to decision, 90th percentile')).toHaveTextContent('30 h–No figure for the previous period');
    // A reviewer's own figures beside the company's.
    const mine = screen.getByRole('region', { name: 'Yours' });
    expect(within(mine).getByText('Assigned to you').closest('.fui-Card')).toHaveTextContent('4');
    expect(within(mine).getByText('Waiting for a reviewer').closest('.fui-Card')).toHaveTextContent('9');
    expect(within(mine).getByText('Your median time to decision').closest('.fui-Card')).toHaveTextContent('3 h▼Down from 4 h');
    expect(screen.getByText('From 27 Oct 2026 to 25 Nov 2026')).toBeInTheDocument();
    expect(dashboardQuery(fetchMock).get('period')).toBe('30d');
  });

  it('writes the figures and comparisons in Arabic with Arabic-Indic digits (ar)', async () => {
    mockRoutes(routes());
    renderDashboard('ar');
    await screen.findByText('إجمالي الرصيد');
    expect(tile('العملاء')).toHaveTextContent('١٬٢٣٤');
    expect(tile('الطلبات الجديدة')).toHaveTextContent('ارتفاع من ١٠٠ في الفترة السابقة');
    expect(tile('نسبة الموافقة')).toHaveTextContent(/انخفاض من ٨٠٪\S? في الفترة السابقة/);
    expect(tile('الوقت الوسيط حتى القرار')).toHaveTextContent('كما في الفترة السابقة');
    expect(screen.getByRole('heading', { level: 2, name: 'الطلبات والموافقات حسب التاجر' })).toBeInTheDocument();
  });

  it('gives an agent their own clients and requests, and no reviewer charts', async () => {
    const agent = dashboardFixture({
      mine: { clients_count: 31, open_requests: 2, unassigned: null, decisions: null, approval_rate: null, median_decision_hours: null },
      reviewers: [],
    });
    mockRoutes(routes('agent', agent));
    renderDashboard('en');
    const mine = await screen.findByRole('region', { name: 'Yours' });
    expect(within(mine).getByText('Your clients').closest('.fui-Card')).toHaveTextContent('31');
    expect(within(mine).getByText('Your open requests').closest('.fui-Card')).toHaveTextContent('2');
    expect(within(mine).queryByText('Your approval rate')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Reviewers' open requests" })).not.toBeInTheDocument();
  });

  it('asks for the period picked, and keeps it in the URL', async () => {
    const fetchMock = mockRoutes(routes());
    renderDashboard('en');
    await screen.findByText('Total balance');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '7d');
    await waitFor(() => expect(dashboardQuery(fetchMock).get('period')).toBe('7d'));
    expect(currentLocation()).toBe('/?period=7d');
  });

  it('checks a custom range before asking for it', async () => {
    const fetchMock = mockRoutes(routes());
    renderDashboard('en');
    await screen.findByText('Total balance');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    await userEvent.type(screen.getByRole('textbox', { name: 'From' }), '10/11/2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '01/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The last day cannot be before the first')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/dashboard').some((request) => request.url.includes('custom'))).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '20/11/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(dashboardQuery(fetchMock).toString()).toBe('period=custom&from=2026-11-10&to=2026-11-20'));
    expect(currentLocation()).toBe('/?period=custom&from=2026-11-10&to=2026-11-20');
  });

  it('shows a chart as an accessible table and back, and exports its figures as CSV', async () => {
    mockRoutes(routes());
    renderDashboard('en');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Requests and approvals by merchant' })).closest<HTMLElement>(
      '.fui-Card',
    )!;
    expect(await within(card).findByRole('img', { name: /Requests and approvals by merchant: chart/ })).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Show Requests and approvals by merchant as a table' }));
    const table = within(card).getByRole('table', { name: 'Requests and approvals by merchant' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Merchant', 'Requests', 'Approvals']);
    expect(within(table).getByRole('rowheader', { name: 'Other' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Cairo Electronics5030');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show Requests and approvals by merchant as a chart' }));
    expect(await within(card).findByRole('img')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Download Requests and approvals by merchant as CSV' }));
    expect(downloads.click).toHaveBeenCalledTimes(1);
    expect(await downloadedBytes()).toBe('\uFEFFMerchant,Requests,Approvals\r\nCairo Electronics,50,30\r\nOther,5,2\r\n');
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    mockRoutes({ ...me('admin'), 'GET /api/dashboard': { status: 500, body: { message: 'down' } } });
    renderDashboard('en');
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
