import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { accountLabels } from '../support/account-labels';
import { apiLogin, DEMO_PASSWORD } from '../support/api-setup';
import { uniqueMobile, uniqueNationalId, PNG_FILE } from '../support/client-data';
import { field, fillNewClient } from '../support/client-flow';
import { useEmbedSite } from '../support/embed-site';
import { applicantLabels, labels } from '../support/labels';
import { mailedCodeFor } from '../support/outbox';
import { keepScreenshotOnFailure, loggedInPage } from '../support/staff-page';
import { usePortal } from '../support/use-portal';

const site = useEmbedSite(40, () => session.portal.baseUrl);
const session = usePortal(4, { env: { PUBLIC_ONBOARDING_ORIGINS: site.origin } });
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

    test('the example embed on another origin sends an application that staff then find', async (t) => {
      const context = await session.browser.newContext();
      const page = await context.newPage();
      t.after(() => keepScreenshotOnFailure(page, `embed-${language}`));
      await page.goto(site.pageUrl(language));
      const form = page.locator('#self-onboarding');
      await form.getByRole('button', { name: text.submitApplication }).waitFor();
      assert.equal(await form.getAttribute('dir'), language === 'ar' ? 'rtl' : 'ltr');

      const applicant = { name: 'منى عادل شوقي', nationalId: uniqueNationalId(), mobile: uniqueMobile() };
      await fillNewClient(page, applicantLabels[language], applicant, PNG_FILE);
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: text.submitApplication }).click();
      await page.getByText(text.applicationReceived).waitFor();

      const staff = await loggedInPage(session.browser, session.portal.baseUrl, language);
      t.after(() => keepScreenshotOnFailure(staff, `embed-staff-${language}`));
      await field(staff.locator('main'), labels[language].search)
        .or(staff.getByRole('searchbox', { name: labels[language].search }))
        .first()
        .fill(applicant.nationalId);
      await staff.getByRole('link', { name: applicant.name }).first().waitFor();
    });
  });
}
