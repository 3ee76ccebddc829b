import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { countReactRenderers } from '../support/browser';
import { usePortal } from '../support/use-portal';

const AGENT = { email: 'agent@demo.test', password: 'Demo@2026!' };

const session = usePortal(0);

async function newPage(language?: 'ar' | 'en'): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(countReactRenderers);
  if (language) await context.addInitScript(`localStorage.setItem('language', '${language}')`);
  return context.newPage();
}

async function logIn(page: Page, labels: { email: string; password: string; submit: string }, email = AGENT.email) {
  await page.goto(`${session.portal.baseUrl}/`);
  await page.waitForURL('**/login');
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(AGENT.password);
  await page.getByRole('button', { name: labels.submit }).click();
  // Issue 18: a log-in lands on the dashboard; these tests go on from the clients list.
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`${session.portal.baseUrl}/clients`);
}

describe('portal', () => {
  test('an agent logs in and sees the clients list in Arabic, right to left', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await logIn(page, { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' });

    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    assert.equal(await page.getAttribute('html', 'lang'), 'ar');
    await page.getByRole('heading', { level: 1, name: 'العملاء' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
    assert.ok((await page.getByRole('table').getByRole('row').count()) > 1, 'the list shows clients from the API');

    const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userId')]);
    assert.ok(stored[0] && stored[1], 'the session is kept in localStorage');

    const renderers = await page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
          .renderers.size,
    );
    assert.equal(renderers, 1, 'one React DOM serves the shell and the remote');
    assert.deepEqual(
      errors.filter((text) => /Invalid hook call|more than one copy of React/i.test(text)),
      [],
    );
    await page.context().close();
  });

  test('the same list in English, left to right, and logging out returns to /login', async () => {
    const page = await newPage('en');
    await logIn(page, { email: 'Email', password: 'Password', submit: 'Log in' });

    assert.equal(await page.getAttribute('html', 'dir'), 'ltr');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    const stored = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userId')]);
    assert.deepEqual(stored, [null, null]);
    await page.context().close();
  });

  test('a remote that is down leaves the rest of the portal working', async () => {
    const page = await newPage('en');
    await page.route('**/remotes/mfe-limit-requests/**', (route) => route.abort());
    await logIn(page, { email: 'Email', password: 'Password', submit: 'Log in' });

    await page.goto(`${session.portal.baseUrl}/limit-requests`);
    await page.getByText('This section is unavailable').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    // At 1280 px the navigation is a side bar that stays open (issue 15).
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    assert.equal(await page.getByText('This section is unavailable').count(), 0);
    await page.context().close();
  });

  test('a down mfe-admin shows an administrator the translated fallback, and the rest works (issue 17)', async () => {
    const page = await newPage('ar');
    await page.route('**/remotes/mfe-admin/**', (route) => route.abort());
    await logIn(page, { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' }, 'admin@demo.test');

    await page.getByRole('navigation', { name: 'القائمة' }).getByRole('link', { name: 'الإدارة' }).click();
    await page.getByText('هذا القسم غير متاح حاليًا').waitFor();
    await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();

    await page.getByRole('navigation', { name: 'القائمة' }).getByRole('link', { name: 'العملاء' }).click();
    await page.getByRole('heading', { level: 1, name: 'العملاء' }).waitFor();
    assert.equal(await page.getByText('هذا القسم غير متاح حاليًا').count(), 0);
    await page.context().close();
  });

  test('unknown paths go to / and a logged-out visitor is sent to /login', async () => {
    const page = await newPage('en');
    await page.goto(`${session.portal.baseUrl}/no/such/page`);
    await page.waitForURL('**/login');
    // The address changes a moment before the page re-renders: look once the login page shows.
    await page.getByText('Manage your clients and limit requests efficiently').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Open menu' }).count(), 0, 'no menu button on /login');
    await page.context().close();
  });
});
