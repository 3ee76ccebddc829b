import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startPortal, type PortalServer } from './portal-server';

export interface PortalSession {
  readonly portal: PortalServer;
  readonly browser: Browser;
}

/**
 * One portal on a fresh embedded database and one Chromium for the test file. Each file
 * gets its own port (E2E_PORT + offset) so files never share a server's state.
 */
export function usePortal(portOffset: number): PortalSession {
  const session = {} as { portal: PortalServer; browser: Browser };
  before(async () => {
    session.portal = await startPortal(Number(process.env.E2E_PORT ?? 3190) + portOffset);
    session.browser = await launchChromium();
  });
  after(async () => {
    await session.browser?.close();
    await session.portal?.stop();
  });
  return session;
}
