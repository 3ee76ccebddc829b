import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { recordScripts, totalKilobytes } from '../support/page-weight';
import { startPortal, type PortalServer } from '../support/portal-server';

let portal: PortalServer;
let browser: Browser;

before(async () => {
  portal = await startPortal(Number(process.env.E2E_PORT ?? 3190) + 1);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await portal?.stop();
});

test('page weight: JavaScript for /login and after every section (gzip)', async () => {
  const page = await browser.newPage();
  const loads = recordScripts(page);
  await page.goto(`${portal.baseUrl}/login`, { waitUntil: 'networkidle' });
  const login = totalKilobytes(loads);

  await page.getByLabel(/البريد الإلكتروني/).fill('agent@demo.test');
  await page.getByLabel(/كلمة المرور/).fill('Demo@2026!');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByRole('table').waitFor();
  for (const path of ['/limit-requests', '/change-password', '/self-onboarding']) {
    await page.goto(`${portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }
  const everything = totalKilobytes(loads);
  const remoteEntries = loads.filter((load) => load.url.endsWith('remoteEntry.js'));

  console.log(`page weight (gzip): /login ${login} KB; after every section ${everything} KB; remoteEntry ${remoteEntries.map((load) => `${(load.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
  assert.ok(login > 0 && everything >= login);
  await page.close();
});
