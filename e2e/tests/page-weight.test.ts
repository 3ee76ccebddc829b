import { test } from 'node:test';
import assert from 'node:assert/strict';
import { recordScripts, totalKilobytes } from '../support/page-weight';
import { usePortal } from '../support/use-portal';

const session = usePortal(1);

test('page weight: JavaScript for /login and after every section (gzip)', async () => {
  const page = await session.browser.newPage();
  const loads = recordScripts(page);
  await page.goto(`${session.portal.baseUrl}/login`, { waitUntil: 'networkidle' });
  const login = totalKilobytes(loads);

  await page.getByLabel(/البريد الإلكتروني/).fill('agent@demo.test');
  await page.getByLabel(/كلمة المرور/).fill('Demo@2026!');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByRole('table').waitFor();
  for (const path of ['/limit-requests', '/change-password', '/self-onboarding']) {
    await page.goto(`${session.portal.baseUrl}${path}`, { waitUntil: 'networkidle' });
  }
  const everything = totalKilobytes(loads);
  const remoteEntries = loads.filter((load) => load.url.endsWith('remoteEntry.js'));

  console.log(`page weight (gzip): /login ${login} KB; after every section ${everything} KB; remoteEntry ${remoteEntries.map((load) => `${(load.gzipBytes / 1024).toFixed(1)} KB`).join(', ')}`);
  assert.ok(login > 0 && everything >= login);
  await page.close();
});
