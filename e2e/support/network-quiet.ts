import type { BrowserContext, Page, Request } from 'playwright-core';
import { until } from './until';

/**
 * Issue 18: a signed-in page keeps GET /api/notifications/stream open (the bell's live count), so
 * Playwright's 'networkidle' — no request in flight for 500 ms — never comes on it. This is the
 * same wait with that one long-lived request left out.
 */
const LONG_LIVED = /\/api\/notifications\/stream(?:\?|$)/;
const QUIET_MS = 500;

interface Tracker {
  inflight: Set<Request>;
  lastChange: number;
}

const trackers = new WeakMap<BrowserContext, Tracker>();

/** Starts counting the context's requests in flight; call it before the pages of the context load anything. */
export function trackNetwork(context: BrowserContext): void {
  if (trackers.has(context)) return;
  const tracker: Tracker = { inflight: new Set(), lastChange: Date.now() };
  const settled = (request: Request) => {
    if (tracker.inflight.delete(request)) tracker.lastChange = Date.now();
  };
  context.on('request', (request) => {
    if (LONG_LIVED.test(request.url())) return;
    tracker.inflight.add(request);
    tracker.lastChange = Date.now();
  });
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  trackers.set(context, tracker);
}

/**
 * Waits until the page has loaded and no request but the notification stream has been in flight
 * for 500 ms. A page whose context is not tracked (signed out: no stream) waits for 'networkidle'.
 */
export async function networkQuiet(page: Page, timeoutMs = 60_000): Promise<void> {
  const tracker = trackers.get(page.context());
  if (!tracker) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
    return;
  }
  await page.waitForLoadState('load', { timeout: timeoutMs });
  await until(
    async () => tracker.inflight.size === 0 && Date.now() - tracker.lastChange >= QUIET_MS,
    `${page.url()} has no request in flight`,
    timeoutMs,
  );
}
