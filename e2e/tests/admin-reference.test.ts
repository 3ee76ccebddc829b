import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiLogin, createSubmittedClient } from '../support/api-setup';
import { blockingViolations } from '../support/axe';
import { field } from '../support/client-flow';
import { limitRequestLabels } from '../support/limit-request-labels';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 17: reference data, on a portal of its own (E2E_PORT + 32).
const session = usePortal(32);
const ADMIN = 'admin@demo.test';
const PHONE = { width: 360, height: 740 };

const text = {
  ar: {
    title: 'البيانات المرجعية',
    merchants: 'التجار',
    add: 'إضافة',
    nameAr: 'الاسم العربي',
    nameEn: 'الاسم الإنجليزي',
    save: 'حفظ',
    saved: 'تم حفظ البند',
    branches: 'الفروع والمنتجات',
    deactivate: 'إيقاف',
  },
  en: {
    title: 'Reference data',
    merchants: 'Merchants',
    add: 'Add',
    nameAr: 'Arabic name',
    nameEn: 'English name',
    save: 'Save',
    saved: 'Item saved',
    branches: 'Branches and products',
    deactivate: 'Deactivate',
  },
} as const;

/** The page has drawn what it asked for, then axe and the 360 px check. */
async function assertAccessible(page: Page, what: string) {
  await waitUntilRendered(page, what);
  assert.deepEqual(await blockingViolations(page), [], `axe on ${what}`);
  const overflow = await measureOverflow(page);
  assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll on ${what}: ${overflow.culprits.join('; ')}`);
}

/** Fills and saves the add dialog, waiting for the confirmation. */
async function addItem(page: Page, language: Language, names: { ar: string; en: string }, section?: string) {
  const scope = section ? page.getByRole('region', { name: section, exact: true }) : page.locator('main');
  await scope.getByRole('button', { name: text[language].add }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel(new RegExp(`^${text[language].nameAr}`)).fill(names.ar);
  await dialog.getByLabel(new RegExp(`^${text[language].nameEn}`)).fill(names.en);
  await dialog.getByRole('button', { name: text[language].save }).click();
  await page.getByText(text[language].saved).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The merchant options of the agent's new limit-request form, opened afresh. */
async function offeredMerchants(agent: Page, baseUrl: string, clientId: number): Promise<string[]> {
  await agent.goto(`${baseUrl}/limit-requests/create/${clientId}`);
  const select = field(agent.locator('main'), limitRequestLabels.en.merchant);
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  return select.locator('option').allTextContents();
}

describe('reference data in the browser', () => {
  test("an admin adds a merchant with a branch; an agent's new limit-request form offers both at once, and not once deactivated", async (t) => {
    const { baseUrl } = session.portal;
    const agentToken = await apiLogin(baseUrl, 'agent@demo.test');
    const client = await createSubmittedClient(baseUrl, agentToken, 'نادر فؤاد سليم');
    const admin = await loggedInPage(session.browser, baseUrl, 'en', ADMIN);
    const agent = await loggedInPage(session.browser, baseUrl, 'en');
    t.after(() => keepScreenshotOnFailure(admin, 'reference-admin'));
    t.after(() => keepScreenshotOnFailure(agent, 'reference-agent'));

    // The agent's form is open once before the change: the server's cached lists must not hide it.
    assert.ok(!(await offeredMerchants(agent, baseUrl, client.id)).includes('Horizon Appliances'));

    await admin.goto(`${baseUrl}/admin/reference/merchants`);
    await admin.getByRole('heading', { level: 1, name: text.en.merchants }).waitFor();
    await addItem(admin, 'en', { ar: 'الأفق للأجهزة', en: 'Horizon Appliances' });
    const row = admin.locator('main').getByRole('row').or(admin.locator('main li')).filter({ hasText: 'Horizon Appliances' }).first();
    await row.getByRole('link', { name: text.en.branches }).click();
    await admin.getByRole('heading', { level: 1, name: /Horizon Appliances/ }).waitFor();
    await addItem(admin, 'en', { ar: 'فرع المعادي الجديد', en: 'New Maadi Branch' }, 'Branches');

    // No restart, no reload of the API: the agent opens the form again and is offered both.
    assert.ok((await offeredMerchants(agent, baseUrl, client.id)).includes('Horizon Appliances'));
    const main = agent.locator('main');
    await field(main, limitRequestLabels.en.merchant).selectOption({ label: 'Horizon Appliances' });
    const branch = field(main, limitRequestLabels.en.branch);
    await until(async () => (await branch.locator('option').allTextContents()).includes('New Maadi Branch'), 'the new branch is offered');

    // Deactivated: gone from the picker of a newly opened form.
    await admin.goto(`${baseUrl}/admin/reference/merchants`);
    const merchantRow = admin
      .locator('main')
      .getByRole('row')
      .or(admin.locator('main li'))
      .filter({ hasText: 'Horizon Appliances' })
      .first();
    await merchantRow.getByRole('button', { name: `${text.en.deactivate}: Horizon Appliances` }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: text.en.deactivate }).click();
    await admin.getByText('Item deactivated').first().waitFor();
    assert.ok(!(await offeredMerchants(agent, baseUrl, client.id)).includes('Horizon Appliances'));
  });

  for (const language of ['ar', 'en'] as const) {
    test(`axe finds nothing serious and nothing scrolls sideways at 360 px on the reference pages (${language})`, async (t) => {
      const { baseUrl } = session.portal;
      const page = await loggedInPage(session.browser, baseUrl, language, ADMIN, PHONE);
      t.after(() => keepScreenshotOnFailure(page, `reference-${language}`));
      t.after(() => page.context().close());
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');

      await page.goto(`${baseUrl}/admin/reference`);
      await page.getByRole('heading', { level: 1, name: text[language].title }).waitFor();
      await page.getByRole('link', { name: text[language].merchants }).waitFor();
      await assertAccessible(page, '/admin/reference');

      for (const path of ['geography', 'merchants', 'company-sectors', 'limit-request-types']) {
        await page.goto(`${baseUrl}/admin/reference/${path}`);
        await page.getByRole('button', { name: text[language].add }).first().waitFor();
        await page
          .locator('main')
          .getByRole('button', { name: new RegExp(`^${text[language].deactivate}: `) })
          .first()
          .waitFor();
        await assertAccessible(page, `/admin/reference/${path}`);
      }

      // A city's areas with the CSV import, and the merchants import page.
      await page.goto(`${baseUrl}/admin/reference/geography?governorate=2&governorate_name=Giza&city=73&city_name=Dokki`);
      await page
        .locator('main')
        .getByRole('button', { name: new RegExp(`^${text[language].deactivate}: `) })
        .first()
        .waitFor();
      await page.locator('input[type=file]').waitFor();
      await assertAccessible(page, 'areas of a city');
      await page.goto(`${baseUrl}/admin/reference/merchants/import`);
      await page.locator('input[type=file]').waitFor();
      await assertAccessible(page, '/admin/reference/merchants/import');

      // The add dialog passes too.
      await page.goto(`${baseUrl}/admin/reference/company-sectors`);
      await page.getByRole('button', { name: text[language].add }).first().click();
      await page.getByRole('dialog').waitFor();
      assert.deepEqual(await blockingViolations(page), [], 'axe on the add dialog');
    });
  }
});
