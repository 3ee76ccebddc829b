import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './api-setup';
import { labels } from './labels';
import { trackNetwork } from './network-quiet';

export type Language = 'ar' | 'en';

/** A fresh browser context in the chosen language, logged in through the login form. */
export async function loggedInPage(
  browser: Browser,
  baseUrl: string,
  language: Language,
  email = 'agent@demo.test',
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  // Signed in, the bell keeps its stream open: waits leave it out (issue 18).
  trackNetwork(context);
  await context.addInitScript(`localStorage.setItem('language', '${language}')`);
  const page = await context.newPage();
  const text = labels[language];
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text.login }).click();
  // Issue 18: a log-in lands on the dashboard (/); the tests built on this helper start from the clients list.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${baseUrl}/clients`);
  await page.waitForURL('**/clients');
  return page;
}

/** A failed run leaves a picture of the page in test-results/ for whoever reads the log. */
export async function keepScreenshotOnFailure(page: Page, name: string) {
  if (page.isClosed()) return;
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true }).catch(() => undefined);
  await page.context().close();
}
