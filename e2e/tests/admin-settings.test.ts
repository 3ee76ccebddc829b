import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiLogin } from '../support/api-setup';
import { blockingViolations } from '../support/axe';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 17: the administrator's settings, on a portal of its own (E2E_PORT + 36).
const session = usePortal(36);
const PHONE = { width: 360, height: 740 };

const text = {
  ar: {
    title: 'الإعدادات',
    exportRoles: 'الأدوار المسموح لها بالتصدير',
    risk: 'مراجع مخاطر',
    save: 'حفظ الإعدادات',
    saved: 'تم حفظ الإعدادات',
  },
  en: { title: 'Settings', exportRoles: 'Roles allowed to export', risk: 'Risk reviewer', save: 'Save settings', saved: 'Settings saved' },
} as const;
const exportButton = { ar: 'تصدير CSV', en: 'Export CSV' } as const;
const addHoliday = { ar: 'إضافة إجازة', en: 'Add a holiday' } as const;

async function openSettings(page: Page, language: Language): Promise<void> {
  await page.goto(`${session.portal.baseUrl}/admin/settings`);
  await page.getByRole('heading', { level: 1, name: text[language].title }).waitFor();
  await waitUntilRendered(page, '/admin/settings');
}

const signedIn = (browser: Browser, language: Language, email: string, viewport?: { width: number; height: number }) =>
  loggedInPage(browser, session.portal.baseUrl, language, email, viewport);

async function exportStatus(token: string): Promise<number> {
  const response = await fetch(`${session.portal.baseUrl}/api/clients/export`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

describe('administrator settings in the browser', () => {
  test('an admin takes export away from risk: its button disappears and the API refuses, without a restart', async (t) => {
    const admin = await signedIn(session.browser, 'en', 'admin@demo.test');
    const risk = await signedIn(session.browser, 'en', 'risk@demo.test');
    t.after(() => keepScreenshotOnFailure(admin, 'settings-admin'));
    t.after(() => keepScreenshotOnFailure(risk, 'settings-risk'));
    const riskToken = await apiLogin(session.portal.baseUrl, 'risk@demo.test');

    // Risk exports by default (EXPORT_ROLES=admin,risk).
    await risk.getByRole('button', { name: exportButton.en }).waitFor();
    assert.equal(await exportStatus(riskToken), 200);

    await openSettings(admin, 'en');
    const exportRoles = admin.getByRole('group', { name: text.en.exportRoles });
    await exportRoles.getByRole('checkbox', { name: text.en.risk }).uncheck();
    await admin.getByRole('button', { name: text.en.save }).click();
    await admin.getByText(text.en.saved).first().waitFor();
    await until(async () => !(await exportRoles.getByRole('checkbox', { name: text.en.risk }).isChecked()), 'the saved roles are shown');

    assert.equal(await exportStatus(riskToken), 403);
    await risk.reload();
    await waitUntilRendered(risk, '/clients');
    assert.equal(await risk.getByRole('button', { name: exportButton.en }).count(), 0, 'no export button for risk');

    // Given back, the button returns.
    await exportRoles.getByRole('checkbox', { name: text.en.risk }).check();
    await admin.getByRole('button', { name: text.en.save }).click();
    await until(async () => (await exportStatus(riskToken)) === 200, 'risk exports again');
    await risk.reload();
    await risk.getByRole('button', { name: exportButton.en }).waitFor();
  });

  for (const language of ['ar', 'en'] as const) {
    test(`axe finds nothing serious and nothing scrolls sideways at 360 px (${language})`, async (t) => {
      const page = await signedIn(session.browser, language, 'admin@demo.test', PHONE);
      t.after(() => keepScreenshotOnFailure(page, `settings-${language}`));
      await openSettings(page, language);
      // A holiday row (date and two names) is the widest part of the page.
      await page.getByRole('button', { name: addHoliday[language] }).click();
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      assert.deepEqual(await blockingViolations(page), []);
      const overflow = await measureOverflow(page);
      assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll: ${overflow.culprits.join('; ')}`);
    });
  }
});
