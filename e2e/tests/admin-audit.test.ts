import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 17: the audit trail, on a portal of its own (E2E_PORT + 34).
const session = usePortal(34);
const ADMIN = { email: 'admin@demo.test', name: 'منى الشريف' };
const PHONE = { width: 360, height: 740 };

const text = {
  ar: { title: 'سجل التدقيق', kinds: 'نوع الحدث', exportedKind: 'تصدير بيانات', export: 'تصدير CSV' },
  en: { title: 'Audit trail', kinds: 'Kind of event', exportedKind: 'Data exported', export: 'Export CSV' },
} as const;

async function openAudit(page: Page, language: Language, search = ''): Promise<void> {
  await page.goto(`${session.portal.baseUrl}/admin/audit${search}`);
  await page.getByRole('heading', { level: 1, name: text[language].title }).waitFor();
  await waitUntilRendered(page, '/admin/audit');
}

const rows = (page: Page) => page.locator('main table tbody tr');

describe('the audit trail in the browser', () => {
  test('an admin exports the trail as CSV, finds that export at the top, and filters by kind', async (t) => {
    const page = await loggedInPage(session.browser, session.portal.baseUrl, 'en', ADMIN.email);
    t.after(() => keepScreenshotOnFailure(page, 'admin-audit'));
    await openAudit(page, 'en');

    // The admin's own log-in, a moment ago, is the newest entry.
    await rows(page).first().waitFor();
    const first = (await rows(page).first().textContent()) ?? '';
    assert.match(first, /Logged in/);
    assert.ok(first.includes(ADMIN.email), first);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: text.en.export }).click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFFWhen,Event,Who,E-mail,IP address,Browser,Record type,Record id,Record,Details\r\n'), csv.slice(0, 120));

    // The export is itself recorded: newest first, it heads the list, with who did it and from where.
    await page.reload();
    await rows(page).first().waitFor();
    const top = (await rows(page).first().textContent()) ?? '';
    assert.match(top, /Exported the audit trail \(\d+ rows\)/);
    assert.ok(top.includes(ADMIN.name) && top.includes(ADMIN.email), top);
    assert.match(top, /Chrome|Chromium/);

    // A kind chosen goes into the address, and only that kind is listed.
    await page.getByRole('combobox', { name: text.en.kinds }).click();
    await page.getByRole('menuitemcheckbox', { name: text.en.exportedKind }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL('**/admin/audit?action=data_exported');
    // The list is replaced once the filtered page arrives; until then it still shows the log-ins.
    await until(async () => {
      const texts = await rows(page).allTextContents();
      return texts.length >= 1 && texts.every((text) => /Exported/.test(text));
    }, 'only the exports are listed');
  });

  for (const language of ['ar', 'en'] as const) {
    test(`axe finds nothing serious and nothing scrolls sideways at 360 px (${language})`, async (t) => {
      const wide = await loggedInPage(session.browser, session.portal.baseUrl, language, ADMIN.email);
      t.after(() => keepScreenshotOnFailure(wide, `admin-audit-wide-${language}`));
      // Something to list: an export of the trail (recorded as the first entry if nothing else is).
      const downloading = wide.waitForEvent('download');
      await openAudit(wide, language);
      await wide.getByRole('button', { name: text[language].export }).click();
      await downloading;
      await wide.reload();
      await rows(wide).first().waitFor();
      assert.equal(await wide.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      assert.deepEqual(await blockingViolations(wide), []);

      const phone = await loggedInPage(session.browser, session.portal.baseUrl, language, ADMIN.email, PHONE);
      t.after(() => keepScreenshotOnFailure(phone, `admin-audit-phone-${language}`));
      await openAudit(phone, language, '?action=data_exported');
      await until(async () => (await phone.locator('main li').count()) >= 1, 'the entries show as cards');
      assert.deepEqual(await blockingViolations(phone), []);
      const overflow = await measureOverflow(phone);
      assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll: ${overflow.culprits.join('; ')}`);
    });
  }
});
