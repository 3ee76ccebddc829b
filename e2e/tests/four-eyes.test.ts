import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { LimitRequestShowData } from '@back-office/shared/contract';
import { apiLogin, createLimitRequest, createSubmittedClient } from '../support/api-setup';
import { blockingViolations } from '../support/axe';
import { limitRequestLabels } from '../support/limit-request-labels';
import { runAction } from '../support/limit-request-flow';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

const session = usePortal(7);

/** The request as the API shows it to `token`. */
async function shown(token: string, id: number): Promise<LimitRequestShowData['limit_request']> {
  const response = await fetch(`${session.portal.baseUrl}/api/limit-requests/show/${id}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return ((await response.json()) as { data: LimitRequestShowData }).data.limit_request;
}

/** The details page of one request, in a theme of the language's choosing, settled. */
async function openRequest(page: Page, url: string, theme: 'light' | 'dark') {
  await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
  await page.goto(url);
  await waitUntilRendered(page, url);
}

// Arabic in the dark theme, English in the light one: both languages and both themes meet the new screens.
for (const [language, theme] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const satisfies [Language, 'light' | 'dark'][]) {
  const text = limitRequestLabels[language];

  describe(`four eyes: an approval above the threshold waits for a second reviewer (${language}, ${theme})`, () => {
    test('risk@ approves 150,000; risk@ cannot confirm it, risk2@ can; the request is then approved', async (t) => {
      const baseUrl = session.portal.baseUrl;
      const agentToken = await apiLogin(baseUrl, 'agent@demo.test');
      const riskToken = await apiLogin(baseUrl, 'risk@demo.test');
      const client = await createSubmittedClient(baseUrl, agentToken, language === 'ar' ? 'رانيا فتحي عزت' : 'مصطفى كمال يسري');
      const id = await createLimitRequest(baseUrl, agentToken, client.id, '150000');
      const url = `${baseUrl}/limit-requests/${id}`;

      const first = await loggedInPage(session.browser, baseUrl, language, 'risk@demo.test');
      t.after(() => keepScreenshotOnFailure(first, `four-eyes-first-${language}`));
      await openRequest(first, url, theme);
      await runAction(first, text, text.take);
      // The approve dialog says the approval will wait for a second reviewer; it passes axe with that note.
      await runAction(first, text, text.approve, async (dialog) => {
        await dialog.getByText(text.needsSecondReviewer).waitFor();
        assert.deepEqual(await blockingViolations(first), [], 'the approve dialog passes axe');
      });
      const information = first.getByRole('region', { name: text.requestInformation });
      await information.getByText(text.awaitingConfirmation, { exact: true }).waitFor();
      // The first reviewer is offered nothing more, and the API refuses the confirmation too.
      await until(async () => (await first.getByRole('button', { name: text.moreActions }).count()) === 0, 'no action is left to risk@');
      const detail = await shown(riskToken, id);
      assert.equal(detail.request_status, 'awaiting_confirmation');
      assert.deepEqual(detail.available_actions, []);
      const confirmId = (await shown(await apiLogin(baseUrl, 'risk2@demo.test'), id)).available_actions.find(
        (action) => action.core_function_key === 'confirm_approval',
      )!.id;
      const refused = await fetch(`${baseUrl}/api/limit-requests/${id}/action/${confirmId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${riskToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(refused.status, 403, 'the approver cannot confirm their own approval');

      // The second reviewer, at phone width: the waiting request and its dialog fit and pass axe.
      const second = await loggedInPage(session.browser, baseUrl, language, 'risk2@demo.test', { width: 360, height: 800 });
      t.after(() => keepScreenshotOnFailure(second, `four-eyes-second-${language}`));
      await openRequest(second, url, theme);
      await second.getByRole('region', { name: text.requestInformation }).getByText(text.awaitingConfirmation, { exact: true }).waitFor();
      const overflow = await measureOverflow(second);
      assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll at 360 px: ${overflow.culprits.join('; ')}`);
      assert.deepEqual(await blockingViolations(second), [], 'the waiting request passes axe');
      await second.getByRole('button', { name: text.moreActions }).click();
      await second.getByRole('menuitem', { name: text.confirmApproval }).click();
      await second.getByRole('dialog').waitFor();
      assert.deepEqual(await blockingViolations(second), [], 'the confirmation dialog passes axe');
      await second.keyboard.press('Escape');
      await second.getByRole('dialog').waitFor({ state: 'detached' });
      await runAction(second, text, text.confirmApproval);

      const approved = second.getByRole('region', { name: text.requestInformation });
      await approved.getByText(text.approved, { exact: true }).first().waitFor();
      await approved.getByText(text.confirmedBy, { exact: true }).waitFor();
      const final = await shown(agentToken, id);
      assert.deepEqual(
        { status: final.request_status, decision: final.decision_status, approvedBy: final.approved_by, confirmedBy: final.confirmed_by },
        { status: 'approved', decision: 'approved', approvedBy: 'سارة عبد الحميد', confirmedBy: 'كريم منصور' },
      );
      assert.deepEqual(
        final.logs.slice(-3).map((entry) => entry.action_name),
        ['Take for review', 'Approve', 'Confirm approval'],
        'both reviewers are in the activity log',
      );
    });
  });
}
