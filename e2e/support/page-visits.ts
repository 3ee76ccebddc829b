import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from './api-setup';
import { labels } from './labels';
import { networkQuiet, trackNetwork } from './network-quiet';
import { recordScripts, type ScriptLoad } from './page-weight';

export interface PortalVisit {
  /** The scripts /login loaded. */
  login: ScriptLoad[];
  /** The scripts loaded from /login through every section. */
  everyPage: ScriptLoad[];
}

/** Every section a user can open, visited after logging in. */
const SECTIONS = ['/clients', '/clients/create', '/limit-requests', '/limit-requests/create', '/change-password', '/self-onboarding'];

/** One visit of /login and then of every section, as the demo agent (in Arabic, the default). */
export async function visitEveryPage(browser: Browser, baseUrl: string): Promise<PortalVisit> {
  const page = await browser.newPage();
  try {
    const recorder = recordScripts(page);
    // Once signed in the bell's stream stays open, so 'networkidle' would never come (issue 18).
    trackNetwork(page.context());
    await page.goto(`${baseUrl}/login`);
    await networkQuiet(page);
    const login = await recorder.loaded();
    await page.getByLabel(labels.ar.email).fill('agent@demo.test');
    await page.getByLabel(labels.ar.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: labels.ar.login }).click();
    // Issue 18: the log-in lands on the dashboard, the first page visited.
    await page.getByRole('heading', { level: 1, name: 'لوحة المتابعة' }).waitFor();
    await networkQuiet(page);
    for (const section of SECTIONS) {
      await page.goto(`${baseUrl}${section}`);
      await networkQuiet(page);
    }
    return { login, everyPage: await recorder.loaded() };
  } finally {
    await page.close();
  }
}

/** The scripts another site's page loads to show the self-onboarding form, once the form is up. */
export async function visitEmbeddedForm(browser: Browser, pageUrl: string): Promise<ScriptLoad[]> {
  const page = await browser.newPage();
  try {
    const recorder = recordScripts(page);
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    // Issue 19: the first field of the light form's first step, inside its shadow root (Playwright pierces open ones).
    await page.locator('#self-onboarding').getByRole('textbox').first().waitFor();
    return await recorder.loaded();
  } finally {
    await page.close();
  }
}
