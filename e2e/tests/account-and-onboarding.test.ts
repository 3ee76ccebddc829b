import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { accountLabels } from '../support/account-labels';
import { apiLogin, DEMO_PASSWORD } from '../support/api-setup';
import { field } from '../support/client-flow';
import { labels } from '../support/labels';
import { mailedCodeFor } from '../support/outbox';
import { keepScreenshotOnFailure, loggedInPage } from '../support/staff-page';
import { usePortal } from '../support/use-portal';

// The public form's journey on another origin is tests/applicant-journey.test.ts (issue 19).
const session = usePortal(4);
const NEW_PASSWORD = 'Nile#Delta2026';

for (const [language, email] of [
  ['ar', 'risk2@demo.test'],
  ['en', 'admin@demo.test'],
] as const) {
  const text = accountLabels[language];

  describe(`account and public form in the browser (${language})`, () => {
    test('change password through both steps with the mailed code, then log in with it', async (t) => {
      const page = await loggedInPage(session.browser, session.portal.baseUrl, language, email);
      t.after(() => keepScreenshotOnFailure(page, `change-password-${language}`));
      await page.goto(`${session.portal.baseUrl}/change-password`);
      await field(page.locator('main'), text.currentPassword).fill(DEMO_PASSWORD);
      await field(page.locator('main'), text.newPassword).fill(NEW_PASSWORD);
      await field(page.locator('main'), text.confirmPassword).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: text.sendCode }).click();

      const resend = page.getByRole('button', { name: text.resendIn });
      await resend.waitFor();
      assert.ok(await resend.isDisabled(), 'resend waits for its countdown');
      const shown = text.resendIn.exec((await resend.textContent()) ?? '')?.[1] ?? '';
      const seconds = Number(shown.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)));
      assert.ok(seconds > 50 && seconds <= 60, `the countdown starts at 60 s (showed ${seconds})`);

      let mails = 1;
      if (language === 'en') {
        // The whole countdown, once: then a new code replaces the first one.
        await page.getByRole('button', { name: text.resend, exact: true }).waitFor({ timeout: 75_000 });
        await page.getByRole('button', { name: text.resend, exact: true }).click();
        await page.getByRole('button', { name: text.resendIn }).waitFor();
        mails = 2;
      }
      const code = await mailedCodeFor(session.portal.dataDir, email, mails);
      await field(page.locator('main'), text.otp).fill(code);
      await page.getByRole('button', { name: text.verify, exact: true }).click();
      await page.getByText(text.passwordChanged).first().waitFor();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 }); // issue 18: the dashboard

      const fresh = await session.browser.newContext();
      await fresh.addInitScript(`localStorage.setItem('language', '${language}')`);
      const login = await fresh.newPage();
      await login.goto(`${session.portal.baseUrl}/login`);
      await login.getByLabel(labels[language].email).fill(email);
      await login.getByLabel(labels[language].password).fill(NEW_PASSWORD);
      await login.getByRole('button', { name: labels[language].login }).click();
      await login.waitForURL((url) => url.pathname === '/');
      await fresh.close();
      await assert.rejects(apiLogin(session.portal.baseUrl, email), 'the old password no longer works');
    });
  });
}
