import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 16: my sessions, on a portal of its own (E2E_PORT + 7).
const session = usePortal(7);
const EMAIL = 'risk@demo.test';
const PHONE = { width: 360, height: 740 };

const text = {
  ar: {
    title: 'جلساتي',
    current: 'هذه الجلسة',
    end: /^إنهاء الجلسة: /,
    ended: 'تم إنهاء الجلسة',
    endOthers: 'إنهاء كل الجلسات الأخرى',
    confirm: 'إنهاؤها',
  },
  en: {
    title: 'My sessions',
    current: 'This session',
    end: /^End session: /,
    ended: 'Session ended',
    endOthers: 'End all other sessions',
    confirm: 'End them',
  },
} as const;

/** Signed in as EMAIL through the login form, in its own browser context, with the language and theme stored. */
async function signedIn(browser: Browser, language: Language, theme = 'light', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await loggedInPage(browser, session.portal.baseUrl, language, EMAIL, viewport);
  await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
  return page;
}

async function openSessions(page: Page, language: Language): Promise<void> {
  await page.goto(`${session.portal.baseUrl}/account/sessions`);
  await page.getByRole('heading', { level: 1, name: text[language].title }).waitFor();
  await waitUntilRendered(page, '/account/sessions');
}

const cards = (page: Page) => page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) });

describe('my sessions in the browser', () => {
  test('two contexts of one person: the first sees both, ends the other, whose next request lands on /login', async (t) => {
    const first = await signedIn(session.browser, 'en');
    const second = await signedIn(session.browser, 'en');
    t.after(() => keepScreenshotOnFailure(first, 'sessions-first'));
    t.after(() => keepScreenshotOnFailure(second, 'sessions-second'));

    await openSessions(first, 'en');
    // Each earlier test's contexts are still signed in: at least these two, exactly one marked as this one.
    await until(async () => (await cards(first).count()) >= 2, 'both sessions are listed');
    const current = cards(first).filter({ hasText: text.en.current });
    assert.equal(await current.count(), 1);
    assert.equal(await current.getByRole('button').count(), 0, 'the current session is not ended from the list');
    assert.match((await current.textContent()) ?? '', /Chrome|Chromium/);

    // The second context is the most recently active other session: it just signed in.
    const before = await cards(first).count();
    await cards(first).filter({ hasNotText: text.en.current }).first().getByRole('button', { name: text.en.end }).click();
    await first.getByText(text.en.ended).first().waitFor();
    await until(async () => (await cards(first).count()) === before - 1, 'the ended session leaves the list');

    // Any request of the ended session is refused, and the shell sends it to the log-in page.
    await second.reload();
    await second.waitForURL('**/login**', { timeout: 30_000 });
    // The first one goes on working.
    await first.reload();
    await first.getByRole('heading', { level: 1, name: text.en.title }).waitFor();
    assert.ok(first.url().endsWith('/account/sessions'));
  });

  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious and nothing scrolls sideways at 360 px (${language}, ${theme})`, async (t) => {
        const other = await signedIn(session.browser, language, theme);
        const page = await signedIn(session.browser, language, theme, PHONE);
        t.after(() => other.context().close());
        t.after(() => keepScreenshotOnFailure(page, `sessions-${language}-${theme}`));
        await openSessions(page, language);
        assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
        assert.deepEqual(await blockingViolations(page), []);
        const overflow = await measureOverflow(page);
        assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll: ${overflow.culprits.join('; ')}`);

        // Ending every other session asks first; the confirmation passes axe too.
        await page.getByRole('button', { name: text[language].endOthers }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        assert.deepEqual(await blockingViolations(page), []);
        await dialog.getByRole('button', { name: text[language].confirm }).click();
        await until(async () => (await cards(page).count()) === 1, 'only this session is left');
        await other.reload();
        await other.waitForURL('**/login**', { timeout: 30_000 });
      });
    }
  }
});
