import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { mailText, outboxMails } from '../../api/src/test/mail-message';
import { blockingViolations } from '../support/axe';
import { labels } from '../support/labels';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 17: staff accounts, on a portal of its own (E2E_PORT + 30).
const session = usePortal(30);
const ADMIN = 'admin@demo.test';
const NEW_PASSWORD = 'Nile-Delta 2026';
const PHONE = { width: 360, height: 740 };

const text = {
  ar: { title: 'الموظفون', invite: 'دعوة موظف' },
  en: { title: 'Staff', invite: 'Invite staff member' },
} as const;

async function adminPage(browser: Browser, language: Language, viewport = { width: 1280, height: 900 }): Promise<Page> {
  return loggedInPage(browser, session.portal.baseUrl, language, ADMIN, viewport);
}

/** The newest set-password link mailed to `to`, once it is in the outbox. */
async function mailedLink(to: string): Promise<string> {
  const outbox = path.join(session.portal.dataDir, 'outbox');
  let link: string | undefined;
  await until(async () => {
    try {
      // Issue 18: notification mails may reach the person too; the newest set-password link counts.
      const links = outboxMails(outbox, to).map((mail) => /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mailText(mail))?.[0]);
      link = links.filter((found) => found !== undefined).at(-1);
    } catch {
      link = undefined;
    }
    return link !== undefined;
  }, `the invitation reaches ${to}`);
  return link!;
}

describe('staff accounts in the browser', () => {
  test('an admin invites a person, the link sets the password, they log in, deactivation throws them out', async (t) => {
    const admin = await adminPage(session.browser, 'en');
    t.after(() => keepScreenshotOnFailure(admin, 'admin-staff-admin'));
    const email = `karim.${Date.now()}@lender.example`;

    await admin.goto(`${session.portal.baseUrl}/admin/users`);
    await admin.getByRole('link', { name: text.en.invite }).click();
    await admin.getByRole('textbox', { name: 'Name' }).fill('Karim Adel');
    await admin.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await admin.getByRole('combobox', { name: 'Role' }).selectOption('agent');
    await admin.getByRole('combobox', { name: 'Language of mails' }).selectOption('en');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Karim Adel' }).waitFor();
    await admin.getByText('Invitation pending').first().waitFor();

    // The person opens the mailed link in a browser of their own.
    const link = await mailedLink(email);
    const personContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await personContext.addInitScript(`localStorage.setItem('language', 'en')`);
    const person = await personContext.newPage();
    t.after(() => keepScreenshotOnFailure(person, 'admin-staff-person'));
    await person.goto(link);
    await person.getByRole('heading', { name: 'Hello Karim Adel' }).waitFor();
    await person.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await person.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await person.getByRole('button', { name: 'Set password' }).click();
    await person.waitForURL('**/login');
    await person.getByText('Your password is set; you can log in now').first().waitFor();

    // By role: the toast above is labelled with a sentence containing "password" too.
    await person.getByRole('textbox', { name: labels.en.email }).fill(email);
    await person.getByRole('textbox', { name: labels.en.password }).fill(NEW_PASSWORD);
    await person.getByRole('button', { name: labels.en.login }).click();
    await person.waitForURL((url) => url.pathname === '/'); // issue 18: the dashboard

    // The link was single use.
    const reused = await person.context().request.post(`${session.portal.baseUrl}/api/password/set`, {
      data: { token: new URL(link).searchParams.get('token'), new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD },
    });
    assert.equal(reused.status(), 422);

    // The admin deactivates them; their open session is refused at its next request.
    await admin.reload();
    await admin.getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByText('Account deactivated and all its sessions ended').first().waitFor();
    await person.reload();
    await person.waitForURL('**/login**', { timeout: 30_000 });
  });

  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious on the list and a person's page, and nothing scrolls sideways at 360 px (${language}, ${theme})`, async (t) => {
        const page = await adminPage(session.browser, language, PHONE);
        await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
        t.after(() => keepScreenshotOnFailure(page, `admin-staff-${language}-${theme}`));
        await page.goto(`${session.portal.baseUrl}/admin/users`);
        await page.getByRole('heading', { level: 1, name: text[language].title }).waitFor();
        await waitUntilRendered(page, '/admin/users');
        assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
        assert.deepEqual(await blockingViolations(page), []);
        let overflow = await measureOverflow(page);
        assert.ok(overflow.scrollWidth <= overflow.clientWidth, `list: no sideways scroll: ${overflow.culprits.join('; ')}`);

        await page.goto(`${session.portal.baseUrl}/admin/users/1`);
        await waitUntilRendered(page, '/admin/users/1');
        await page
          .getByRole('button')
          .filter({ hasText: language === 'ar' ? 'حفظ التعديلات' : 'Save changes' })
          .waitFor();
        assert.deepEqual(await blockingViolations(page), []);
        overflow = await measureOverflow(page);
        assert.ok(overflow.scrollWidth <= overflow.clientWidth, `person: no sideways scroll: ${overflow.culprits.join('; ')}`);
      });
    }
  }
});
