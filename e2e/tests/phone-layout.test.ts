import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ClientsListData, LimitRequestsListData, PagedEnvelope } from '@back-office/shared/contract';
import type { Browser, Page } from 'playwright-core';
import { apiLogin } from '../support/api-setup';
import { networkQuiet } from '../support/network-quiet';
import { measureOverflow, waitUntilRendered } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { usePortal } from '../support/use-portal';

// Issue 15, defect 3: at 390 px the Arabic pages were 403 px wide. No page may scroll sideways at 360 px.
const PHONE = { width: 360, height: 740 };
// From 1280 px the navigation is a side bar beside the page (issue 15): the page must fit beside it.
const WIDE = { width: 1280, height: 900 };

const session = usePortal(23);

async function firstData<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return ((await response.json()) as PagedEnvelope<T>).data;
}

/** Every signed-in page, on records of the demo data the agent may open and edit. */
async function signedInPaths(baseUrl: string): Promise<string[]> {
  const token = await apiLogin(baseUrl, 'agent@demo.test');
  const { clients } = await firstData<ClientsListData>(baseUrl, token, '/clients?items_per_page=50');
  const client = clients.find((item) => item.can_edit) ?? clients[0];
  const { limit_requests: requests } = await firstData<LimitRequestsListData>(baseUrl, token, '/limit-requests?items_per_page=50');
  const request = requests.find((item) => item.request_status === 'new') ?? requests[0];
  assert.ok(client && request, 'the demo data has clients and limit requests');
  return [
    '/clients',
    '/clients/create',
    `/clients/${client.id}`,
    `/clients/${client.id}/edit`,
    '/limit-requests',
    '/limit-requests/create',
    `/limit-requests/${request.id}`,
    `/limit-requests/${request.id}/edit`,
    '/change-password',
  ];
}

async function assertNoSidewaysScroll(page: Page, path: string) {
  await page.goto(`${session.portal.baseUrl}${path}`);
  await networkQuiet(page);
  await waitUntilRendered(page, path);
  const { scrollWidth, clientWidth, culprits } = await measureOverflow(page);
  assert.ok(
    scrollWidth <= clientWidth,
    `${path} is ${scrollWidth} px wide on a ${clientWidth} px screen; sticking out: ${culprits.join('; ')}`,
  );
}

async function anonymousPhone(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript(`localStorage.setItem('language', '${language}')`);
  return context.newPage();
}

let paths: Promise<string[]> | undefined;

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  test(`at 1280 px every signed-in page fits beside the open side bar (${language})`, async (t) => {
    const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'agent@demo.test', WIDE);
    t.after(() => keepScreenshotOnFailure(page, `wide-${language}-signed-in`));
    paths ??= signedInPaths(session.portal.baseUrl);
    const failures: string[] = [];
    for (const path of await paths) {
      await assertNoSidewaysScroll(page, path).catch((error: unknown) => failures.push(String(error)));
    }
    assert.deepEqual(failures, []);
    assert.ok(await page.getByRole('complementary').getByRole('navigation').isVisible(), 'the side bar is open');
  });

  describe(`no page scrolls sideways at 360 px (${language})`, () => {
    for (const path of ['/login', '/self-onboarding']) {
      test(path, async (t) => {
        const page = await anonymousPhone(session.browser, language);
        t.after(() => keepScreenshotOnFailure(page, `phone-${language}${path.replaceAll('/', '-')}`));
        await assertNoSidewaysScroll(page, path);
      });
    }

    test('every signed-in page', async (t) => {
      const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'agent@demo.test', PHONE);
      t.after(() => keepScreenshotOnFailure(page, `phone-${language}-signed-in`));
      const failures: string[] = [];
      paths ??= signedInPaths(session.portal.baseUrl);
      for (const path of await paths) {
        await assertNoSidewaysScroll(page, path).catch((error: unknown) => failures.push(String(error)));
      }
      assert.deepEqual(failures, []);
    });
  });
}
