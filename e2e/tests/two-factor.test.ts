import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, DEMO_PASSWORD } from '../support/api-setup';
import { blockingViolations } from '../support/axe';
import { labels } from '../support/labels';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { currentStep, secretFromText, totpCode } from '../support/totp';
import { usePortal } from '../support/use-portal';

const session = usePortal(50);
/** A second portal where risk users must enrol (TOTP_REQUIRED_ROLES). */
const required = usePortal(51, { env: { TOTP_REQUIRED_ROLES: 'risk' } });

/** The texts of issue 16's screens, in each language. */
const text = {
  en: {
    title: 'Two-factor log-in',
    codeStep: 'Two-step verification',
    setUp: 'Set up an authenticator app',
    code: 'Authentication code',
    turnOn: 'Turn on',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    on: 'Two-factor log-in is on',
    verify: 'Verify',
    useRecovery: 'Use a recovery code instead',
    recoveryCode: 'Recovery code',
    spent: 'The recovery code is wrong or was already used',
    logout: 'Log out',
    mustEnrol: 'Your role requires two-factor log-in. Set it up to continue working.',
    clients: 'Clients',
  },
  ar: {
    title: 'التحقق بخطوتين',
    codeStep: 'التحقق بخطوتين',
    setUp: 'إعداد تطبيق المصادقة',
    code: 'رمز المصادقة',
    turnOn: 'تفعيل',
    codes: 'رموز الاسترداد',
    saved: 'حفظت الرموز',
    on: 'التحقق بخطوتين مفعّل',
    verify: 'تحقق',
    useRecovery: 'استخدام رمز استرداد بدلًا من ذلك',
    recoveryCode: 'رمز الاسترداد',
    spent: 'رمز الاسترداد غير صحيح أو سبق استخدامه',
    logout: 'تسجيل الخروج',
    mustEnrol: 'يتطلب دورك تفعيل التحقق بخطوتين. فعّله لتتمكن من متابعة العمل.',
    clients: 'العملاء',
  },
} as const;

async function passwordStep(page: Page, language: Language, email: string) {
  await page.goto(`${session.portal.baseUrl}/login`);
  await page.getByLabel(labels[language].email).fill(email);
  await page.getByLabel(labels[language].password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: labels[language].login }).click();
  await page.getByRole('heading', { name: text[language].codeStep }).waitFor();
}

async function logOut(page: Page, language: Language) {
  await page.getByRole('button', { name: text[language].logout }).click();
  // The session guard may get there first and remember the page as ?next=.
  await page.waitForURL(/\/login(\?.*)?$/);
}

/** Turns two-factor log-in on through the API, as the account's owner would on the page. */
async function enrolThroughApi(email: string): Promise<void> {
  const token = await apiLogin(session.portal.baseUrl, email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${session.portal.baseUrl}/api/two-factor/enrolment`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
  });
  const { secret } = ((await started.json()) as { data: { secret: string } }).data;
  const confirmed = await fetch(`${session.portal.baseUrl}/api/two-factor/enrolment/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: totpCode(secretFromText(secret)) }),
  });
  assert.equal(confirmed.status, 200, `enrolment of ${email}`);
}

async function themedPage(browser: Browser, language: Language, theme: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(`localStorage.setItem('language', '${language}'); localStorage.setItem('theme', '${theme}');`);
  return context.newPage();
}

describe('two-factor log-in in the browser (issue 16)', () => {
  // The admin's authenticator, for the code step's accessibility checks below.
  before(() => enrolThroughApi('admin@demo.test'));

  test('enrol on /account/security, then log in with a code, then with a recovery code, refused the second time', async (t) => {
    const language = 'en';
    const words = text[language];
    const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'risk@demo.test');
    t.after(() => keepScreenshotOnFailure(page, 'two-factor-enrol'));

    await page.goto(`${session.portal.baseUrl}/account/security`);
    await page.getByRole('button', { name: words.setUp }).click();
    const secret = secretFromText((await page.getByTestId('totp-secret').textContent()) ?? '');
    assert.equal(secret.length, 20, 'the key shown as text is the 160-bit secret');
    const enrolStep = currentStep();
    await page.getByLabel(words.code).fill(totpCode(secret, enrolStep));
    await page.getByRole('button', { name: words.turnOn }).click();
    const list = page.getByRole('list', { name: words.codes });
    await list.waitFor();
    const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    assert.equal(recoveryCodes.length, 10);
    await page.getByRole('button', { name: words.saved }).click();
    await page.getByText(words.on).waitFor();

    // Log in with a code: the next step's code (within the ±1 window), since the first one is spent.
    await logOut(page, language);
    await passwordStep(page, language, 'risk@demo.test');
    await page.getByLabel(words.code).fill(totpCode(secret, enrolStep + 1));
    await page.getByRole('button', { name: words.verify }).click();
    await page.waitForURL((url) => url.pathname === '/'); // issue 18: the dashboard

    // Then with a recovery code.
    await logOut(page, language);
    await passwordStep(page, language, 'risk@demo.test');
    await page.getByRole('button', { name: words.useRecovery }).click();
    await page.getByLabel(words.recoveryCode).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: words.verify }).click();
    await page.waitForURL((url) => url.pathname === '/'); // issue 18: the dashboard

    // The same recovery code a second time: refused.
    await logOut(page, language);
    await passwordStep(page, language, 'risk@demo.test');
    await page.getByRole('button', { name: words.useRecovery }).click();
    await page.getByLabel(words.recoveryCode).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: words.verify }).click();
    await page.getByText(words.spent).first().waitFor();
    assert.ok(page.url().endsWith('/login'), 'still on the log-in page');
  });

  for (const language of ['ar', 'en'] as const) {
    for (const theme of ['light', 'dark']) {
      test(`axe finds nothing serious on the security page and the code step (${language}, ${theme})`, async (t) => {
        const words = text[language];
        const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'agent@demo.test');
        t.after(() => keepScreenshotOnFailure(page, `two-factor-axe-${language}-${theme}`));
        await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
        await page.goto(`${session.portal.baseUrl}/account/security`);
        await page.getByRole('button', { name: words.setUp }).click();
        await page.getByTestId('totp-secret').waitFor();
        assert.deepEqual(await blockingViolations(page), [], 'the enrolment view');

        const codeStep = await themedPage(session.browser, language, theme);
        t.after(() => keepScreenshotOnFailure(codeStep, `two-factor-code-step-${language}-${theme}`));
        await passwordStep(codeStep, language, 'admin@demo.test');
        assert.deepEqual(await blockingViolations(codeStep), [], 'the log-in code step');
        await codeStep.getByRole('button', { name: words.useRecovery }).click();
        await codeStep.getByLabel(words.recoveryCode).waitFor();
        assert.deepEqual(await blockingViolations(codeStep), [], 'the recovery code step');
      });
    }

    test(`the security page fits a 360 px phone (${language})`, async (t) => {
      const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'risk2@demo.test', { width: 360, height: 780 });
      t.after(() => keepScreenshotOnFailure(page, `two-factor-phone-${language}`));
      await page.goto(`${session.portal.baseUrl}/account/security`);
      await page.getByRole('button', { name: text[language].setUp }).click();
      await page.getByTestId('totp-secret').waitFor();
      await waitUntilRendered(page, 'the security page');
      const overflow = await measureOverflow(page);
      assert.ok(overflow.scrollWidth <= overflow.clientWidth, `scrolls sideways: ${overflow.culprits.join('; ')}`);
    });
  }

  test('a role that requires it is sent to enrolment after the password, and can work once enrolled', async (t) => {
    const language = 'ar';
    const words = text[language];
    const context = await required.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(`localStorage.setItem('language', '${language}')`);
    const page = await context.newPage();
    t.after(() => keepScreenshotOnFailure(page, 'two-factor-required'));
    await page.goto(`${required.portal.baseUrl}/login`);
    await page.getByLabel(labels[language].email).fill('risk@demo.test');
    await page.getByLabel(labels[language].password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: labels[language].login }).click();
    await page.waitForURL('**/account/security');
    await page.getByText(words.mustEnrol).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const clients = () => fetch(`${required.portal.baseUrl}/api/clients`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal((await clients()).status, 403, 'the session can only enrol');

    await page.getByRole('button', { name: words.setUp }).click();
    const secret = secretFromText((await page.getByTestId('totp-secret').textContent()) ?? '');
    await page.getByLabel(words.code).fill(totpCode(secret));
    await page.getByRole('button', { name: words.turnOn }).click();
    await page.getByRole('list', { name: words.codes }).waitFor();
    assert.equal((await clients()).status, 200, 'the same session is a full one once enrolled');
    await page.getByRole('button', { name: words.saved }).click();
    await page.goto(`${required.portal.baseUrl}/clients`);
    await page.getByRole('heading', { level: 1, name: words.clients }).waitFor();
  });
});
