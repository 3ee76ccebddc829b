import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiLogin, createSubmittedClient } from '../support/api-setup';
import { PDF_FILE } from '../support/client-data';
import { field } from '../support/client-flow';
import { labels } from '../support/labels';
import { limitRequestLabels } from '../support/limit-request-labels';
import { fillLimitRequest, runAction } from '../support/limit-request-flow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

const session = usePortal(3, { chromium: { fakeCamera: true } });

interface ClientState {
  balance: string;
  status: string;
}

async function clientState(token: string, clientId: number): Promise<ClientState> {
  const response = await fetch(`${session.portal.baseUrl}/api/clients/${clientId}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { client: ClientState } };
  return data.client;
}

/** The request's own page, as another person opens it from a link. */
async function openRequest(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  const text = limitRequestLabels[language];

  describe(`a limit request's life in the browser (${language})`, () => {
    test('created with captured images, commented, taken for review, approved for less, contract uploaded, closed', async (t) => {
      const baseUrl = session.portal.baseUrl;
      const agentToken = await apiLogin(baseUrl, 'agent@demo.test');
      const client = await createSubmittedClient(baseUrl, agentToken, language === 'ar' ? 'هالة سمير منصور' : 'نادر فؤاد سليم');
      const agent = await loggedInPage(session.browser, baseUrl, language);
      const risk = await loggedInPage(session.browser, baseUrl, language, 'risk@demo.test');
      // Issue 16: the approver never closes the request; a second risk user does.
      const closer = await loggedInPage(session.browser, baseUrl, language, 'risk2@demo.test');
      t.after(() => keepScreenshotOnFailure(agent, `limit-request-agent-${language}`));
      t.after(() => keepScreenshotOnFailure(risk, `limit-request-risk-${language}`));
      t.after(() => keepScreenshotOnFailure(closer, `limit-request-closer-${language}`));

      if (language === 'ar') {
        // From the client's page: the client comes locked into the form.
        await agent.goto(`${baseUrl}/clients/${client.id}`);
        await agent
          .getByRole('link', { name: labels[language].limitRequest })
          .or(agent.getByRole('button', { name: labels[language].limitRequest }))
          .first()
          .click();
        await agent.waitForURL(`**/limit-requests/create/${client.id}`);
      } else {
        // From the list: the agent finds the client with the picker.
        await agent.goto(`${baseUrl}/limit-requests`);
        await agent
          .getByRole('link', { name: text.createRequest })
          .or(agent.getByRole('button', { name: text.createRequest }))
          .first()
          .click();
        await agent.waitForURL('**/limit-requests/create');
        const picker = agent.getByRole('combobox', { name: text.client });
        await picker.click();
        await picker.pressSequentially(client.nationalId);
        await agent.getByRole('option', { name: new RegExp(client.name) }).click();
      }
      await fillLimitRequest(agent, text, PDF_FILE);
      await agent.getByRole('button', { name: text.submitCreate, exact: true }).click();
      await agent.getByText(text.created).first().waitFor();
      await agent.waitForURL(/\/limit-requests\/\d+$/);
      const requestUrl = agent.url();
      const verification = agent.getByRole('region', { name: text.verification });
      await verification.getByRole('link').nth(2).waitFor();
      assert.equal(await verification.getByRole('link').count(), 3, 'front, back and selfie are stored');

      await agent.getByRole('link', { name: text.edit, exact: true }).click();
      await agent.waitForURL(/\/edit$/);
      const comment = field(agent.locator('main'), text.newComment);
      await comment.fill('العميل قدّم كشف حساب حديث');
      await comment.press('Enter');
      await comment.fill('ملاحظة تُحذف قبل الحفظ');
      await agent.getByRole('button', { name: text.addComment }).click();
      await agent.getByRole('button', { name: text.removeComment }).click();
      await agent.getByRole('button', { name: text.submitUpdate }).click();
      await agent.getByText(text.updated).first().waitFor();
      await agent.waitForURL(requestUrl);
      const comments = agent.getByRole('region', { name: text.comments });
      await comments.getByText('العميل قدّم كشف حساب حديث').waitFor();
      assert.equal(await comments.getByText('ملاحظة تُحذف قبل الحفظ').count(), 0, 'the removed comment was never saved');

      // Issue 16: the agent assigns nobody; a risk user takes the request from the queue.
      await openRequest(risk, requestUrl);
      await runAction(risk, text, text.take);
      await agent.reload();
      await agent.getByRole('heading', { level: 1 }).waitFor();
      await agent.getByRole('region', { name: text.activityLog }).getByRole('heading', { level: 3 }).nth(1).waitFor();
      assert.equal(await agent.getByRole('link', { name: text.edit, exact: true }).count(), 0, 'no edit once under review');

      // 40,000 of 50,000 is within 20 %, below 100,000: no second reviewer needed.
      await runAction(risk, text, text.approve, (dialog) => field(dialog, text.approvedLimit).fill('40000'));

      await agent.reload();
      await runAction(agent, text, text.uploadFile, async (dialog) => {
        await field(dialog, labels[language].documentType).selectOption({ index: 1 });
        await field(dialog, text.contractFile).setInputFiles(PDF_FILE);
      });

      await openRequest(closer, requestUrl);
      await runAction(closer, text, text.close);
      const log = closer.getByRole('region', { name: text.activityLog });
      // Created, taken, approved, contract uploaded, closed: one card each, headed by its action (issue 15).
      await log.getByRole('heading', { level: 3 }).nth(4).waitFor();

      const closed = await clientState(agentToken, client.id);
      assert.equal(closed.balance, '40000.00', 'closing activates the approved, smaller limit');
      assert.equal(closed.status, 'active');
      await agent.goto(`${baseUrl}/clients/${client.id}`);
      await agent.getByText(text.clientActive, { exact: true }).first().waitFor();

      await agent.goto(`${baseUrl}/limit-requests`);
      const requestLinks = agent.getByRole('link', { name: /^LR-\d+$/ });
      await requestLinks.nth(1).waitFor();
      await agent
        .getByRole('searchbox', { name: text.search })
        .or(agent.getByLabel(text.search, { exact: true }))
        .first()
        .fill(client.nationalId);
      await until(async () => (await requestLinks.count()) === 1, "the search leaves only this client's request");
      await requestLinks.first().click();
      await agent.waitForURL(requestUrl);
    });
  });
}
