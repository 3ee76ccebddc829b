import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Dashboard } from '@back-office/shared/contract';
import { mailText, outboxMails } from '../../api/src/test/mail-message';
import { apiLogin, createLimitRequest, createSubmittedClient } from '../support/api-setup';
import { limitRequestLabels } from '../support/limit-request-labels';
import { runAction } from '../support/limit-request-flow';
import { networkQuiet } from '../support/network-quiet';
import { keepScreenshotOnFailure, loggedInPage } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 18, the daily work end to end: the queue, a return to the agent, the bell, the dashboard.
const session = usePortal(52);

const ar = limitRequestLabels.ar;
const en = limitRequestLabels.en;

/** The agent's bell, whatever its count; its name says the count in Arabic words and digits. */
const bell = (page: Page) => page.getByRole('button', { name: /^الإشعارات،/ });
const arabicDigits = (value: number) => value.toLocaleString('ar-EG');

async function bellCount(page: Page): Promise<string> {
  return (await bell(page).getAttribute('aria-label')) ?? (await bell(page).innerText());
}

async function dashboard(token: string): Promise<Dashboard> {
  const response = await fetch(`${session.portal.baseUrl}/api/dashboard?period=7d`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: Dashboard }).data;
}

describe('a request through the queue, back to its agent and approved (issue 18)', () => {
  test('agent creates; reviewer takes it from "unassigned" and returns it; the agent sees it live, resubmits; the reviewer approves', async (t) => {
    const baseUrl = session.portal.baseUrl;
    const agentToken = await apiLogin(baseUrl, 'agent@demo.test');
    const adminToken = await apiLogin(baseUrl, 'admin@demo.test');
    const before = await dashboard(adminToken);

    // The demo data has requests waiting too: another reviewer takes them first, so the next one is ours.
    const otherReviewer = await apiLogin(baseUrl, 'risk2@demo.test');
    const takeNext = () =>
      fetch(`${baseUrl}/api/limit-requests/queue/take-next`, { method: 'POST', headers: { authorization: `Bearer ${otherReviewer}` } });
    while ((await takeNext()).status === 200);

    const client = await createSubmittedClient(baseUrl, agentToken, 'سارة محمود حسن');
    const id = await createLimitRequest(baseUrl, agentToken, client.id, '40000');

    // The agent works in Arabic, with the portal open: the bell starts with nothing unread.
    const agent = await loggedInPage(session.browser, baseUrl, 'ar', 'agent@demo.test');
    t.after(() => keepScreenshotOnFailure(agent, 'review-cycle-agent'));
    await bell(agent).waitFor();
    assert.match(await bellCount(agent), /لا توجد غير مقروءة/);

    // The reviewer, in English, finds it under "Unassigned" and takes the next one: this one.
    const reviewer = await loggedInPage(session.browser, baseUrl, 'en', 'risk@demo.test');
    t.after(() => keepScreenshotOnFailure(reviewer, 'review-cycle-reviewer'));
    await reviewer.goto(`${baseUrl}/limit-requests/queue?view=unassigned`);
    await networkQuiet(reviewer);
    const code = (
      await (await fetch(`${baseUrl}/api/limit-requests/show/${id}`, { headers: { authorization: `Bearer ${agentToken}` } })).json()
    ).data.limit_request.code as string;
    await reviewer.getByRole('link', { name: code }).first().waitFor();
    await reviewer.getByRole('button', { name: 'Take the next one' }).click();
    await reviewer.waitForURL(`**/limit-requests/${id}`);
    await reviewer.getByRole('heading', { level: 1 }).waitFor();

    // Returned with a reason and a comment.
    await runAction(reviewer, en, 'Return to agent', async (dialog) => {
      await dialog.getByRole('combobox', { name: /Reason for returning/ }).selectOption({ index: 1 });
      await dialog.getByRole('textbox', { name: /What should change/ }).fill('Please attach the latest payslip');
    });
    await reviewer.getByText('Returned to agent', { exact: true }).first().waitFor();

    // The agent's bell shows it without a reload, and the panel links to the request.
    await until(async () => (await bellCount(agent)).includes(`${arabicDigits(1)} غير مقروءة`), 'the agent’s bell counts the return');
    await bell(agent).click();
    const link = agent.locator(`a[href$="/limit-requests/${id}"]`).first();
    await link.waitFor();
    await link.click();
    await agent.waitForURL(`**/limit-requests/${id}`);
    await agent.getByText('معاد إلى الموظف', { exact: true }).first().waitFor();
    await agent.getByText('Please attach the latest payslip').first().waitFor();

    // The agent resubmits it, to the same reviewer.
    await runAction(agent, ar, 'إعادة الإرسال للمراجعة');
    await agent.getByText('قيد المراجعة', { exact: true }).first().waitFor();
    await until(async () => (await bellCount(agent)).includes('لا توجد غير مقروءة'), 'opening the notification read it');

    // The reviewer approves; the agent's bell and mailbox say so.
    await reviewer.reload();
    await reviewer.getByRole('heading', { level: 1 }).waitFor();
    await runAction(reviewer, en, en.approve);
    await until(async () => (await bellCount(agent)).includes(`${arabicDigits(1)} غير مقروءة`), 'the agent’s bell counts the approval');
    const outbox = path.join(session.portal.dataDir, 'outbox');
    await until(
      async () =>
        outboxMails(outbox, 'agent@demo.test').some((mail) => mailText(mail).includes(code) && /وافق|approved/i.test(mailText(mail))),
      'the approval mail reaches the agent',
    );

    // The dashboard counts the approval and times it.
    const after = await dashboard(adminToken);
    assert.equal(after.tiles.approvals.current, (before.tiles.approvals.current ?? 0) + 1);
    assert.notEqual(after.tiles.median_decision_hours.current, null);
    assert.equal(after.tiles.approval_rate.current, 1);
  });
});
