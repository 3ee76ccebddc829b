import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueueItem, QueuePage } from '@back-office/shared/contract';
import { currentLocation, LocationProbe, mockRoutes, renderUi, requestedUrls, type RouteAnswer } from '@back-office/shared/testing';
import { NotificationsHost } from '@back-office/shared/ui';
import App from '../../remote-entry';

const QUEUE = 'GET /api/limit-requests/queue';
const TAKE = 'POST /api/limit-requests/queue/take-next';
const HOUR = 3_600_000;

const me = (role: 'risk' | 'admin') => ({ body: { data: { id: 7, name: 'Mona', email: 'risk@demo.test', role, can_export: true } } });

function row(id: number, state: 'within' | 'near' | 'breached' | null, overrides: Partial<QueueItem> = {}): QueueItem {
  const now = Date.now();
  return {
    id,
    code: `LR-00000${id}`,
    client: { id: 40 + id, name: 'منى أحمد' },
    request_status: 'new',
    requested_limit: '20000.00',
    merchant_name: 'B.TECH',
    creator: { id: 3, name: 'Agent Ali' },
    assignee: null,
    created_at: new Date(now - (3 * 24 + 4) * HOUR - 60_000).toISOString(),
    stage_entered_at: new Date(now - 5 * HOUR - 60_000).toISOString(),
    sla: state && { stage: 'waiting_for_assignment', limit_hours: 24, spent_hours: 20, state, due_at: new Date(now).toISOString() },
    version: 0,
    ...overrides,
  };
}

function page(rows: QueueItem[], admin = false): QueuePage {
  return {
    data: rows,
    pagination: { page: 1, items_per_page: 25, total: rows.length },
    counts: { assigned_to_me: 2, unassigned: 3, all_open: 9, by_reviewer: admin ? 6 : null },
    reviewers: null,
  };
}

function renderQueue({
  role = 'risk',
  queue,
  take,
  route = '/limit-requests/queue',
  language = 'en' as const,
}: {
  role?: 'risk' | 'admin';
  queue: RouteAnswer;
  take?: RouteAnswer;
  route?: string;
  language?: 'ar' | 'en';
}) {
  const fetchMock = mockRoutes({
    'GET /api/auth/me': me(role),
    [QUEUE]: queue,
    ...(take ? { [TAKE]: take } : {}),
    '*': { body: { message: 'not here' }, status: 404 },
  });
  // The remote where the shell mounts it, with the shell's toaster.
  renderUi(
    <>
      <NotificationsHost />
      <App />
      <LocationProbe />
    </>,
    { language, route, mountPath: '/limit-requests/*' },
  );
  return fetchMock;
}
const queueUrls = (fetchMock: ReturnType<typeof mockRoutes>) =>
  requestedUrls(fetchMock).filter((url) => url.pathname === '/api/limit-requests/queue');

test("shows a reviewer's queue with counts, ages, time in stage and the SLA in words", async () => {
  const fetchMock = renderQueue({ queue: { body: page([row(1, 'breached'), row(2, 'near'), row(3, 'within'), row(4, null)]) } });

  expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Queue views' });
  expect(await within(tabs).findByRole('tab', { name: 'Assigned to me (2)' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Unassigned (3)' })).toHaveAttribute('aria-selected', 'false');
  expect(within(tabs).getByRole('tab', { name: 'All open (9)' })).toBeInTheDocument();
  expect(within(tabs).getAllByRole('tab')).toHaveLength(3);

  const table = await screen.findByRole('table', { name: 'Assigned to me' });
  const [, overdue, near, onTime, unmeasured] = within(table).getAllByRole('row');
  expect(within(overdue!).getByText('Overdue')).toBeInTheDocument();
  expect(within(near!).getByText('Near the limit')).toBeInTheDocument();
  expect(within(onTime!).getByText('On time')).toBeInTheDocument();
  expect(unmeasured!.textContent).not.toMatch(/Overdue|Near the limit|On time/);
  expect(overdue!.textContent).toContain('3 days 4 hrs');
  expect(overdue!.textContent).toContain('5 hrs 1 min');
  expect(within(overdue!).getByRole('link', { name: 'LR-000001' })).toHaveAttribute('href', '/limit-requests/1');
  expect(queueUrls(fetchMock).at(-1)!.searchParams.get('view')).toBe('assigned_to_me');
});

test('reads in Arabic with Arabic-Indic digits', async () => {
  renderQueue({ queue: { body: page([row(1, 'breached')]) }, language: 'ar' });
  const table = await screen.findByRole('table', { name: 'المسندة إليّ' });
  const [, first] = within(table).getAllByRole('row');
  expect(within(first!).getByText('متأخر')).toBeInTheDocument();
  expect(first!.textContent).toContain('٣ أيام ٤ س');
  expect(screen.getByRole('tab', { name: 'غير المسندة (٣)' })).toBeInTheDocument();
});

test('keeps the tab in the URL and asks for its view', async () => {
  const fetchMock = renderQueue({ queue: { body: page([row(1, 'within')]) } });
  await userEvent.click(await screen.findByRole('tab', { name: 'Unassigned (3)' }));
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/queue?view=unassigned'));
  await waitFor(() => expect(queueUrls(fetchMock).at(-1)!.searchParams.get('view')).toBe('unassigned'));
  expect(screen.getByRole('tab', { name: 'Unassigned (3)' })).toHaveAttribute('aria-selected', 'true');
});

test('gives admins the by-reviewer tab with a reviewer picker, and no take-next button', async () => {
  const byReviewer = {
    ...page([row(1, 'within', { assignee: { id: 8, name: 'Sara' } })], true),
    reviewers: [{ id: 8, name: 'Sara', open_count: 4 }],
  };
  const fetchMock = renderQueue({ role: 'admin', queue: { body: byReviewer }, route: '/limit-requests/queue?view=by_reviewer' });
  expect(await screen.findByRole('tab', { name: 'By reviewer (6)' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Reviewer' }), 'Sara (4 open)');
  await waitFor(() => expect(queueUrls(fetchMock).at(-1)!.searchParams.get('reviewer_id')).toBe('8'));
  expect(currentLocation()).toBe('/limit-requests/queue?view=by_reviewer&reviewer_id=8');
  expect(screen.queryByRole('button', { name: 'Take the next one' })).not.toBeInTheDocument();
});

test('takes the next request and opens it', async () => {
  const fetchMock = renderQueue({ queue: { body: page([]) }, take: { body: { data: { id: 12, code: 'LR-000012' } } } });
  expect(await screen.findByText('Nothing is assigned to you')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Take the next one' }));
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/12'));
  expect(fetchMock.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/limit-requests/queue/take-next']);
});

test('says so when nothing waits', async () => {
  renderQueue({ queue: { body: page([]) }, take: { body: { message: 'none' }, status: 404 } });
  await userEvent.click(await screen.findByRole('button', { name: 'Take the next one' }));
  expect(await screen.findByText('No request is waiting for review right now')).toBeInTheDocument();
  expect(currentLocation()).toBe('/limit-requests/queue');
});
