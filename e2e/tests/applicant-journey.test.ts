import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { PNG_FILE, uniqueMobile, uniqueNationalId } from '../support/client-data';
import { useEmbedSite } from '../support/embed-site';
import { labels } from '../support/labels';
import { textedCodeFor, textsTo } from '../support/sms-outbox';
import { keepScreenshotOnFailure, loggedInPage } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

/**
 * Issue 19, end to end at phone size on another company's page: every step of the applicant's form,
 * a reload in the middle, sending, the status page through a texted code, staff asking for a
 * document again, the applicant sending it from the status page, and staff seeing it arrive.
 */
const site = useEmbedSite(57, () => session.portal.baseUrl);
const session = usePortal(56, { env: { PUBLIC_ONBOARDING_ORIGINS: site.origin } });
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function axeClean(page: Page, where: string) {
  assert.deepEqual(await blockingViolations(page), [], `axe on ${where}`);
}

/** Picks the first real option of a native select, once its options have arrived. */
async function pickFirst(select: Locator) {
  await until(async () => (await select.locator('option').count()) > 1, 'the list has options');
  await select.selectOption({ index: 1 });
}

async function fillAddress(group: Locator, street: string) {
  await pickFirst(group.getByRole('combobox', { name: 'Governorate' }));
  await pickFirst(group.getByRole('combobox', { name: 'City' }));
  await pickFirst(group.getByRole('combobox', { name: 'Area' }));
  await group.getByRole('textbox', { name: 'Street and building' }).fill(street);
}

async function openStatus(page: Page, dataDir: string, reference: string, mobile: string, texts: number) {
  await page.getByRole('textbox', { name: 'Reference number' }).fill(reference);
  await page.getByRole('textbox', { name: 'Your mobile number' }).fill(mobile);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const code = await textedCodeFor(dataDir, mobile, texts);
  await page.getByRole('textbox', { name: 'Code from the text message' }).fill(code);
  await page.getByRole('button', { name: 'Show my application' }).click();
  await page.getByText(`Your application ${reference}`).waitFor();
}

describe('the applicant on a phone, on another origin (issue 19)', () => {
  test('fills every step, reloads in the middle, sends, checks the status, and sends a document staff asked for', async (t) => {
    const context = await session.browser.newContext(PHONE);
    const page = await context.newPage();
    t.after(() => keepScreenshotOnFailure(page, 'applicant-journey'));
    const applicant = { nationalId: uniqueNationalId(), mobile: uniqueMobile(), name: 'سلمى فؤاد عبد الحميد' };

    await page.goto(site.pageUrl('en'));
    const form = page.locator('#self-onboarding');
    await page.getByRole('textbox', { name: 'Your full name' }).waitFor();
    assert.equal(await form.getAttribute('dir'), 'ltr');
    assert.equal(await page.evaluate(() => document.getElementById('self-onboarding')?.shadowRoot?.mode), 'open', 'drawn in a shadow root');
    await page.getByText('Step 1 of 5').waitFor();
    await axeClean(page, 'step 1');

    // 1. Who you are: the rules run as a field is left, and the ID's facts are filled in.
    await page.getByRole('textbox', { name: 'Your national ID number' }).fill('123');
    await page.getByRole('textbox', { name: 'Your full name' }).focus();
    await page.getByText('National ID must be exactly 14 digits').waitFor();
    await page.getByRole('textbox', { name: 'Your full name' }).fill(applicant.name);
    await page.getByRole('textbox', { name: 'Your national ID number' }).fill(applicant.nationalId);
    await page.getByLabel('When your ID card was issued').fill('2022-03');
    await page.getByRole('textbox', { name: 'Your mobile number' }).fill(applicant.mobile);
    assert.match(await page.getByRole('textbox', { name: 'Your birth date' }).inputValue(), /1990/);
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Where you live.
    await page.getByText('Step 2 of 5').waitFor();
    await fillAddress(page.getByRole('group', { name: 'The address on your ID card' }), '١٢ شارع النيل');
    await page.getByRole('checkbox', { name: 'I live at the address on my ID card' }).check();
    await axeClean(page, 'step 2');
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Work and income, half filled, then the page reloads: nothing typed is lost.
    await page.getByText('Step 3 of 5').waitFor();
    await page.getByRole('combobox', { name: 'How you work' }).selectOption({ label: 'Private Sector Employee' });
    await page.getByRole('textbox', { name: 'The company you work for' }).fill('شركة الدلتا');
    await page.getByRole('textbox', { name: 'Your monthly income (EGP)' }).fill('12000');
    await page.reload();
    await page.getByText('Step 3 of 5').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'The company you work for' }).inputValue(), 'شركة الدلتا');
    assert.equal(await page.getByRole('textbox', { name: 'Your monthly income (EGP)' }).inputValue(), '12000');
    await pickFirst(page.getByRole('combobox', { name: "Your company's sector" }));
    await page.getByRole('textbox', { name: 'Your job title' }).fill('محاسبة');
    await fillAddress(page.getByRole('group', { name: 'Where you work' }), 'برج ٥ شارع التحرير');
    await axeClean(page, 'step 3');
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. The ID photos, chosen as files (the camera is the first offer; a file is the fallback).
    await page.getByText('Step 4 of 5').waitFor();
    for (const photo of ['Front of your ID card', 'Back of your ID card', 'A photo of your face']) {
      const group = page.getByRole('group', { name: photo });
      await group.getByLabel('Choose a picture').setInputFiles(PNG_FILE);
      await group.getByRole('img', { name: /^Preview: / }).waitFor();
    }
    await axeClean(page, 'step 4');
    await page.getByRole('button', { name: 'Next' }).click();

    // 5. Review and consent, then send.
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByText(applicant.nationalId).first().waitFor();
    await page.getByRole('checkbox', { name: /Personal Data Protection Law/ }).check();
    await axeClean(page, 'review');
    await page.getByRole('button', { name: 'Send my application' }).click();
    await page.getByRole('heading', { name: 'Application received' }).waitFor();
    const confirmation = (await page.getByText(/Your reference number is/).textContent()) ?? '';
    const reference = /SO-[0-9A-Z]{5}-[0-9A-Z]{5}/.exec(confirmation)?.[0];
    assert.ok(reference, `a random reference is shown (${confirmation})`);

    // The status page: a code by text message, then where the application stands.
    await page.getByRole('button', { name: 'Check status' }).click();
    await openStatus(page, session.portal.dataDir, reference, applicant.mobile, 1);
    await page.getByText(/^Received:/).waitFor();
    await axeClean(page, 'the status page');

    // Staff ask for a document again from the client's page.
    const staff = await loggedInPage(session.browser, session.portal.baseUrl, 'en');
    t.after(() => keepScreenshotOnFailure(staff, 'applicant-journey-staff'));
    await staff
      .getByRole('searchbox', { name: labels.en.search })
      .or(staff.getByLabel(labels.en.search))
      .first()
      .fill(applicant.nationalId);
    await staff.getByRole('link', { name: applicant.name }).first().click();
    await staff.getByRole('button', { name: 'Ask for a document again' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Ask for a document again' });
    await dialog.getByRole('combobox', { name: 'Document' }).selectOption({ label: 'Utility Bill' });
    await pickFirst(dialog.getByRole('combobox', { name: 'Reason' }));
    await dialog.getByRole('textbox', { name: 'Note to the applicant' }).fill('The bill must be from the last three months');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await staff.getByText('The applicant was asked for the document').first().waitFor();
    await until(async () => textsTo(session.portal.dataDir, applicant.mobile).length >= 2, 'the applicant is told by text message');

    // Told by text message, the applicant comes back to the page, sees the request, and sends the document there.
    await page.reload();
    await page.getByRole('button', { name: 'Check my application' }).click();
    await openStatus(page, session.portal.dataDir, reference, applicant.mobile, 2);
    await page.getByText(/^Documents requested:/).waitFor();
    await page.getByText('The bill must be from the last three months').waitFor();
    await page.getByLabel('Send this document').setInputFiles(PNG_FILE);
    await page.getByText('Thank you, your document was received.').waitFor();

    // Staff see it arrive: the request answered with its file, and the client's history says so.
    await staff.reload();
    await staff.getByText('Answered', { exact: true }).first().waitFor();
    await staff.getByRole('link', { name: /Open the Utility Bill the applicant sent/ }).waitFor();
    await staff.getByText('Document received (from the applicant)').waitFor();
    await context.close();
  });

  test('speaks Arabic, right to left, with no serious accessibility finding on the first step and the status page', async (t) => {
    const context = await session.browser.newContext(PHONE);
    const page = await context.newPage();
    t.after(() => keepScreenshotOnFailure(page, 'applicant-journey-ar'));
    await page.goto(site.pageUrl('ar'));
    await page.getByRole('textbox', { name: 'اسمك بالكامل' }).waitFor();
    assert.equal(await page.locator('#self-onboarding').getAttribute('dir'), 'rtl');
    await axeClean(page, 'the first step in Arabic');
    await page.getByRole('button', { name: 'تابع طلبي' }).click();
    await page.getByRole('textbox', { name: 'الرقم المرجعي' }).waitFor();
    await axeClean(page, 'the status page in Arabic');
    await context.close();
  });
});
