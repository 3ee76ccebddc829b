import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSession } from '@back-office/shared/contract';
import { callsTo, mockRoutes, type RouteAnswer } from '@back-office/shared/testing';
import { renderAccount } from '../../test/render-account';

const SESSIONS = '/api/account/sessions';
const phone: AccountSession = {
  id: 41,
  browser: 'Chrome 131',
  system: 'Android 14',
  ip: '197.45.1.20',
  started_at: '2026-11-25T08:00:00.000Z',
  last_seen_at: '2026-11-25T09:30:00.000Z',
  current: false,
};
const desk: AccountSession = { ...phone, id: 42, browser: 'Firefox 133', system: 'Windows 10/11', ip: '10.0.0.7', current: true };
const unknown: AccountSession = { ...phone, id: 43, browser: null, system: null, ip: null };

/** A server that really forgets what was ended, so the refreshed list is the server's. */
function sessionsServer(initial: AccountSession[]) {
  let sessions = initial;
  const routes: Record<string, RouteAnswer> = {
    [`GET ${SESSIONS}`]: () => ({ body: { data: sessions } }),
    [`DELETE ${SESSIONS}`]: (request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      sessions = sessions.filter((session) => session.id !== id);
      return { body: { message: 'Session ended' } };
    },
    [`POST ${SESSIONS}/end-others`]: () => {
      const ended = sessions.filter((session) => !session.current).length;
      sessions = sessions.filter((session) => session.current);
      return { body: { message: `Other sessions ended (${ended})`, data: { ended } } };
    },
  };
  return mockRoutes(routes);
}

const cardOf = (heading: string) => screen.getByRole('heading', { name: heading }).closest('li')!;

describe('/account/sessions', () => {
  it('lists my sessions as cards, this one first and marked, with no end button', async () => {
    sessionsServer([phone, desk, unknown]);
    renderAccount('en', '/account/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeInTheDocument();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(headings).toEqual(['Firefox 133 on Windows 10/11', 'Chrome 131 on Android 14', 'Unknown browser on unknown system']);
    const current = cardOf('Firefox 133 on Windows 10/11');
    expect(within(current).getByText('This session')).toBeInTheDocument();
    expect(within(current).getByText('To end this session, log out.')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(within(current).getByText('10.0.0.7')).toBeInTheDocument();
    const other = cardOf('Chrome 131 on Android 14');
    expect(within(other).queryByText('This session')).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'End session: Chrome 131 on Android 14' })).toBeInTheDocument();
  });

  it('ends another session and shows the list the server now has', async () => {
    const calls = sessionsServer([phone, desk]);
    renderAccount('en', '/account/sessions');
    await userEvent.click(await screen.findByRole('button', { name: 'End session: Chrome 131 on Android 14' }));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Chrome 131 on Android 14' })).not.toBeInTheDocument());
    expect(callsTo(calls, `${SESSIONS}/41`).map((call) => call.method)).toEqual(['DELETE']);
    // Nothing left to end: the page action goes with the last other session.
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });

  // One dialog per test: jsdom has no real focus, and Tabster (Fluent's focus manager) can leave a
  // dialog reopened at once in the same test hidden from assistive technology while it tidies up the
  // one just closed. Cancel and confirm are each a test of their own.
  it('asks before ending all other sessions, and does nothing when cancelled', async () => {
    const calls = sessionsServer([phone, desk, unknown]);
    renderAccount('en', '/account/sessions');
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, `${SESSIONS}/end-others`)).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('ends all other sessions once confirmed, and shows the list the server now has', async () => {
    const calls = sessionsServer([phone, desk, unknown]);
    renderAccount('en', '/account/sessions');
    await userEvent.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all other sessions?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End them' }));
    expect(await screen.findByText('Other sessions ended (2)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Firefox 133 on Windows 10/11');
    expect(callsTo(calls, `${SESSIONS}/end-others`).map((call) => call.method)).toEqual(['POST']);
  });

  it("says why an end failed, in the server's words", async () => {
    mockRoutes({
      [`GET ${SESSIONS}`]: { body: { data: [phone, desk] } },
      [`DELETE ${SESSIONS}`]: { status: 404, body: { message: 'Not found' } },
    });
    renderAccount('en', '/account/sessions');
    await userEvent.click(await screen.findByRole('button', { name: 'End session: Chrome 131 on Android 14' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    sessionsServer([phone, desk]);
    renderAccount('ar', '/account/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'جلساتي' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Firefox 133 على Windows 10/11' })).toBeInTheDocument();
    expect(screen.getByText('هذه الجلسة')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنهاء كل الجلسات الأخرى' })).toBeInTheDocument();
  });
});
