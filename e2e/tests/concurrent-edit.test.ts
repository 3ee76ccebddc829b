import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { ClientDetailData, Envelope } from '@back-office/shared/contract';
import { apiLogin, createClient } from '../support/api-setup';
import { field } from '../support/client-flow';
import { blockingViolations } from '../support/axe';
import { labels } from '../support/labels';
import { measureOverflow } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { usePortal } from '../support/use-portal';

const session = usePortal(7);

async function storedClient(token: string, id: number) {
  const response = await fetch(`${session.portal.baseUrl}/api/clients/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as Envelope<ClientDetailData>).data.client;
}

/**
 * Issue 16: two people edit the same client. The second save names the version its page was
 * opened on, so the server refuses it (409) instead of silently overwriting the first; the screen
 * says so, Reload brings the first person's change in while keeping what the second typed, and
 * saving again succeeds with both changes.
 */
for (const language of ['ar', 'en'] as const) {
  const text = labels[language];

  describe(`two people editing the same client (${language})`, () => {
    test('the later save is refused as stale, Reload keeps what was typed, and saving again succeeds', async (t) => {
      const token = await apiLogin(session.portal.baseUrl, 'agent@demo.test');
      const client = await createClient(session.portal.baseUrl, token, 'هالة محمود سيد');
      // The second person works on a phone in Arabic, in the dark theme; the first on a desktop.
      const phone = language === 'ar' ? { width: 360, height: 800 } : undefined;
      const open = async (viewport?: { width: number; height: number }): Promise<Page> => {
        const page = await loggedInPage(session.browser, session.portal.baseUrl, language as Language, 'agent@demo.test', viewport);
        if (viewport) await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.goto(`${session.portal.baseUrl}/clients/${client.id}/edit`);
        await page.getByRole('button', { name: text.update }).waitFor();
        return page;
      };
      const first = await open();
      const second = await open(phone);
      t.after(() => keepScreenshotOnFailure(first, `concurrent-edit-first-${language}`));
      t.after(() => keepScreenshotOnFailure(second, `concurrent-edit-second-${language}`));

      await field(first.getByRole('group', { name: text.companyInfo }), text.companyName).fill('شركة الدلتا للتجارة');
      await first.getByRole('button', { name: text.update }).click();
      await first.getByText(text.updated).first().waitFor();

      const homeAddress = field(second.getByRole('group', { name: text.homeAddress }), text.address);
      await homeAddress.fill('شارع الجامعة');
      await second.getByRole('button', { name: text.update }).click();
      const alert = second.getByRole('alert').filter({ hasText: text.changedByOther });
      await alert.waitFor();
      assert.equal(await alert.evaluate((element) => element === document.activeElement), true, 'the message takes focus');
      assert.deepEqual(await blockingViolations(second), [], 'axe finds nothing serious with the message and Reload shown');
      if (phone) {
        const { scrollWidth, clientWidth, culprits } = await measureOverflow(second);
        assert.ok(scrollWidth <= clientWidth, `the page scrolls sideways at 360 px: ${scrollWidth} px; ${culprits.join('; ')}`);
      }

      await alert.getByRole('button', { name: text.reload }).click();
      await second.getByText(text.reloaded).first().waitFor();
      const companyName = field(second.getByRole('group', { name: text.companyInfo }), text.companyName);
      await second.waitForFunction(
        ([selector]) => (document.querySelector(selector!) as HTMLInputElement | null)?.value === 'شركة الدلتا للتجارة',
        [`#${await companyName.getAttribute('id')}`],
      );
      assert.equal(await homeAddress.inputValue(), 'شارع الجامعة', 'what the second person typed is kept');
      assert.equal(await alert.count(), 0, 'the stale message is gone once the latest version is in');

      await second.getByRole('button', { name: text.update }).click();
      await second.getByText(text.updated).first().waitFor();
      await second.waitForURL(new RegExp(`/clients/${client.id}$`));

      const saved = await storedClient(token, client.id);
      assert.equal(saved.company_name, 'شركة الدلتا للتجارة');
      assert.equal(saved.addresses.current_home.address, 'شارع الجامعة');
      assert.equal(saved.version, 2, 'two edits, neither lost');
    });
  });
}
