import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { networkQuiet } from '../support/network-quiet';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { usePortal } from '../support/use-portal';

// Issue 18: the dashboard, the page staff land on after log-in (mfe-dashboard).
const session = usePortal(55);

const words = {
  ar: { title: 'لوحة المتابعة', balance: 'إجمالي الرصيد', table: 'جدول', chart: 'عرض العملاء حسب الحالة في جدول', clients: 'العملاء' },
  en: { title: 'Dashboard', balance: 'Total balance', table: 'Table', chart: 'Show Clients by status as a table', clients: 'Clients' },
} as const;

const SIZES = { wide: { width: 1280, height: 900 }, phone: { width: 360, height: 740 } } as const;
const CHARTS_FOR_AN_ADMIN = 9; // every chart of the contract, the reviewers' two included

async function openDashboard(language: Language, theme: 'light' | 'dark', size: keyof typeof SIZES): Promise<Page> {
  const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'admin@demo.test', SIZES[size]);
  await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
  await page.goto(`${session.portal.baseUrl}/`);
  await networkQuiet(page);
  await page.getByRole('heading', { level: 1, name: words[language].title }).waitFor();
  await waitUntilRendered(page, '/');
  return page;
}

describe('the dashboard (issue 18)', () => {
  for (const [language, theme] of [
    ['ar', 'dark'],
    ['en', 'light'],
  ] as const) {
    for (const size of ['wide', 'phone'] as const) {
      test(`${language}, ${theme}, ${SIZES[size].width} px: tiles and charts, a table view, no serious axe finding, no sideways scroll`, async (t) => {
        const page = await openDashboard(language, theme, size);
        t.after(() => keepScreenshotOnFailure(page, `dashboard-${language}-${theme}-${size}`));
        const text = words[language];
        assert.equal(await page.getAttribute('html', 'dir'), language === 'ar' ? 'rtl' : 'ltr');
        await page.getByText(text.balance, { exact: true }).waitFor();

        // Every chart drawn on a canvas the chart library fills (a chart without figures says so in words instead).
        const charts = page.locator('main .fui-Card h2');
        await page.locator('main canvas').first().waitFor();
        assert.equal(await charts.count(), CHARTS_FOR_AN_ADMIN);

        // The table view of a chart, reached by the keyboard.
        const toggle = page.getByRole('button', { name: text.chart });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('table', { name: language === 'ar' ? 'العملاء حسب الحالة' : 'Clients by status' }).waitFor();

        assert.deepEqual(await blockingViolations(page), []);
        const { scrollWidth, clientWidth, culprits } = await measureOverflow(page);
        assert.ok(scrollWidth <= clientWidth, `the dashboard is ${scrollWidth} px wide on ${clientWidth} px: ${culprits.join('; ')}`);
      });
    }
  }

  test('with mfe-dashboard unreachable, / lands on the clients list instead of an error', async (t) => {
    const page = await loggedInPage(session.browser, session.portal.baseUrl, 'en', 'agent@demo.test');
    t.after(() => keepScreenshotOnFailure(page, 'dashboard-down'));
    await page.route('**/remotes/mfe-dashboard/**', (route) => route.abort());
    await page.goto(`${session.portal.baseUrl}/`);
    await page.waitForURL((url) => url.pathname === '/clients');
    await page.getByRole('heading', { level: 1, name: words.en.clients }).waitFor();
    assert.equal(await page.getByText('This section is unavailable').count(), 0);
  });
});
