import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchChromium, type ChromiumOptions } from './browser';
import { startPortal, type PortalServer } from './portal-server';

export interface PortalSession {
  readonly portal: PortalServer;
  readonly browser: Browser;
}

/** Each test file's ports: E2E_PORT + offset, so files never share a server's state. */
export function portFor(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3190) + offset;
}

export interface PortalOptions {
  chromium?: ChromiumOptions;
  /** Extra configuration for the server, e.g. PUBLIC_ONBOARDING_ORIGINS. */
  env?: Record<string, string>;
}

/** One portal on a fresh embedded database and one Chromium for the test file. */
export function usePortal(portOffset: number, { chromium = {}, env = {} }: PortalOptions = {}): PortalSession {
  const session = {} as { portal: PortalServer; browser: Browser };
  before(async () => {
    session.portal = await startPortal(portFor(portOffset), env);
    session.browser = await launchChromium(chromium);
  });
  after(async () => {
    await session.browser?.close();
    await session.portal?.stop();
  });
  return session;
}
