import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, requestsTo } from '@back-office/shared/testing';
import { TopBar } from '../layout/top-bar';
import { renderRoutes, renderWithProviders } from '../test/render-shell';
import { fakeEventStream, notificationFixture, withStream } from '../test/notification-fixtures';

const COUNT = 'GET /api/notifications/unread-count';
const LIST = 'GET /api/notifications';
const READ = 'POST /api/notifications/read';

function signIn(language: 'ar' | 'en' = 'en') {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('userId', '7');
  localStorage.setItem('language', language);
}

const renderBar = () => renderWithProviders(<TopBar onMenu={() => undefined} />);

beforeEach(() => localStorage.clear());

describe('the notification bell (issue 18)', () => {
  it('says the unread count in its name and shows it in a badge, in the interface digits', async () => {
    signIn('ar');
    mockRoutes({ [COUNT]: { body: { unread_count: 3 } } });
    renderBar();
    const bell = await screen.findByRole('button', { name: 'الإشعارات، ٣ غير مقروءة' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('٣');
  });

  it('says none are unread, with no badge, when the count is zero', async () => {
    signIn();
    mockRoutes({ [COUNT]: { body: { unread_count: 0 } } });
    renderBar();
    const bell = await screen.findByRole('button', { name: 'Notifications, none unread' });
    expect(within(bell).queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('is not there for someone signed out, nor on the log-in page', async () => {
    const routes = mockRoutes({ [COUNT]: { body: { unread_count: 2 } } });
    localStorage.setItem('language', 'en');
    const signedOut = renderBar();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    signedOut.unmount();
    signIn();
    renderRoutes([{ path: '*', element: <TopBar onMenu={() => undefined} /> }], '/login');
    await screen.findAllByRole('button', { name: /dark theme/ });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requestsTo(routes, COUNT)).toHaveLength(0);
  });

  it('lists the notifications, each linked to its record, unread said in words; marks all read; Escape returns to the bell', async () => {
    signIn();
    const routes = mockRoutes({
      [COUNT]: { body: { unread_count: 1 } },
      [LIST]: {
        body: {
          data: [
            notificationFixture(2),
            notificationFixture(1, {
              event: 'self_onboarding_application',
              read_at: new Date().toISOString(),
              record: { type: 'client', id: 55, label: 'Hoda Samir' },
              actor: null,
              text: 'A new self-onboarding application: Hoda Samir',
            }),
          ],
          unread_count: 1,
          next_before: null,
        },
      },
      [READ]: { body: { unread_count: 0 } },
    });
    // An open stream that stays quiet: one that failed would be opened again after 1 s and fetch the
    // count again (this mock's 1), which on a busy machine came before the checks below.
    withStream(routes, fakeEventStream().response);
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog');
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName('Unread: Request LR-102 was approved by Mona Adel 3 minutes ago');
    expect(first).toHaveAttribute('href', '/limit-requests/102');
    expect(second).toHaveAccessibleName(/^A new self-onboarding application: Hoda Samir/);
    expect(second).toHaveAttribute('href', '/clients/55');
    expect(within(panel).queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(requestsTo(routes, READ)).toHaveLength(1));
    expect(await requestsTo(routes, READ)[0]!.json()).toEqual({ all: true });
    expect(await screen.findByRole('button', { name: 'Notifications, none unread', hidden: true })).toBeInTheDocument();
    expect(first).toHaveAccessibleName(/^Request LR-102/);
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Fluent gives focus back once the drawer has gone, a moment after it leaves the page (on a
    // busy machine, more than a moment): waited for, not expected at once.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, none unread' })).toHaveFocus());
  });

  it('renews "how long ago" while the panel stays open', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      signIn();
      const routes = mockRoutes({
        [COUNT]: { body: { unread_count: 1 } },
        [LIST]: { body: { data: [notificationFixture(2)], unread_count: 1, next_before: null } },
      });
      withStream(routes, fakeEventStream().response);
      renderBar();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
      const panel = await screen.findByRole('dialog');
      expect(await within(panel).findByRole('link', { name: /3 minutes ago$/ })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2 * 60_000));
      expect(within(panel).getByRole('link', { name: /5 minutes ago$/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks an item read when it is opened, and loads older pages on request', async () => {
    signIn();
    const routes = mockRoutes({
      [COUNT]: { body: { unread_count: 2 } },
      [LIST]: (request) =>
        new URL(request.url).searchParams.get('before') === '5'
          ? { body: { data: [notificationFixture(4, { text: 'Older one' })], unread_count: 2, next_before: null } }
          : { body: { data: [notificationFixture(5)], unread_count: 2, next_before: 5 } },
      [READ]: { body: { unread_count: 1 } },
    });
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load older' }));
    expect(await within(panel).findByRole('link', { name: /^Unread: Older one/ })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('link', { name: /^Unread: Request LR-105/ }));
    await waitFor(() => expect(requestsTo(routes, READ)).toHaveLength(1));
    expect(await requestsTo(routes, READ)[0]!.json()).toEqual({ ids: [5] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('takes a new notification from the stream live: the count, the list and a polite announcement', async () => {
    signIn();
    const stream = fakeEventStream();
    const routes = mockRoutes({
      [COUNT]: { body: { unread_count: 0 } },
      [LIST]: { body: { data: [], unread_count: 0, next_before: null } },
    });
    const fetchWithStream = withStream(routes, stream.response);
    renderBar();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    await waitFor(() => expect(fetchWithStream).toHaveBeenCalledWith('/api/notifications/stream', expect.anything()));
    const [, init] = fetchWithStream.mock.calls.find(([url]) => url === '/api/notifications/stream')!;
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'en' });

    const fresh = notificationFixture(9, { event: 'request_returned', text: 'Request LR-109 was returned to you by Mona Adel' });
    // A heartbeat, then a frame split across two chunks.
    act(() => stream.send(': heartbeat\n\nevent: notification\ndata: '));
    act(() => stream.send(`${JSON.stringify({ notification: fresh, unread_count: 1 })}\n\n`));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: /^Unread: Request LR-109 was returned/ })).toHaveAttribute(
      'href',
      '/limit-requests/109',
    );
    // The drawer is open, so the panel's own live region says it (the rest of the page is hidden from screen readers).
    expect(within(panel).getByRole('status')).toHaveTextContent('New notification: Request LR-109 was returned to you by Mona Adel');

    // Read in another tab: the count follows, and all read marks the list read.
    act(() => stream.send('event: read\ndata: {"unread_count":0}\n\n'));
    expect(await screen.findByRole('button', { name: 'Notifications, none unread', hidden: true })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^Request LR-109/ })).toBeInTheDocument();
  });

  it('ends the session when the stream answers 401, as every other call does', async () => {
    signIn();
    const routes = mockRoutes({ [COUNT]: { body: { unread_count: 0 } } });
    withStream(routes, () => new Response(JSON.stringify({ message: 'expired' }), { status: 401 }));
    const { store } = renderBar();
    await waitFor(() => expect(store.getState().session.loggedIn).toBe(false));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument());
  });

  it('opens the stream again when it drops, after the wait the server asked for, and fetches the count again', async () => {
    signIn();
    let counted = 0;
    const routes = mockRoutes({ [COUNT]: () => ({ body: { unread_count: (counted += 1) === 1 ? 0 : 4 } }) });
    const live = fakeEventStream();
    let connections = 0;
    // The first connection says `retry: 10` and closes; the second stays open.
    const fetchWithStream = withStream(routes, () => {
      connections += 1;
      return connections === 1 ? new Response('retry: 10\n\n', { headers: { 'content-type': 'text/event-stream' } }) : live.response();
    });
    renderBar();
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(fetchWithStream.mock.calls.filter(([url]) => url === '/api/notifications/stream')).toHaveLength(2);
  });
});
