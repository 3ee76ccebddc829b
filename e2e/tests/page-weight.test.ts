import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kilobytes, modulesInSeveralScripts, packageOf, totalKilobytes, watchedModules } from '../support/page-weight';
import { visitEmbeddedForm, visitEveryPage, type PortalVisit } from '../support/page-visits';
import { useEmbedSite } from '../support/embed-site';
import { usePortal } from '../support/use-portal';

const site = useEmbedSite(41, () => session.portal.baseUrl);
const session = usePortal(1, { env: { PUBLIC_ONBOARDING_ORIGINS: site.origin } });

/** Issue 6 budgets, kilobytes of gzip JavaScript. */
const TARGET = { login: 200, everyPage: 400, remoteEntry: 30 };

/**
 * The best figures reached so far (docs/page-weight.md), held so that nothing grows while
 * the gap to the targets is closed; lower them whenever a change lowers the measurement.
 * perAppCopies rose from 80 to 82 when issue 14 moved five pieces two apps each kept a copy
 * of (paged results, address panels, form frame, save-then-leave, route ids) into
 * shared/src/ui: the same bytes as before, now counted as one module sent twice. Issue 15 raised
 * everyPage to 490 and perAppCopies to 92: the side bar and retryable lazy parts in the shell,
 * sortable lists, the file preview, the typed date input, history and log changes, comment box.
 * Issue 16 raised everyPage to 497, embeddedForm to 201 and perAppCopies to 93: the "My sessions"
 * and "Two-factor log-in" links and their icons, the log-in's code step, the reject, take, confirm
 * and send-back dialogs, the stale-record Reload, and the field limits, e-mail-name and two-factor
 * rule texts in both languages, which every app's rules carry (shared/src/rules/messages.ts is one
 * table; the sessions and security pages are lazy chunks, loaded on their routes).
 * Issue 17 raised everyPage to 499 (measured 498.3): the administration link and its icon in the
 * shell, the contract's new enum lists (audit event kinds, reference lists) in each app's copy of
 * the enums, the reference and settings limits the rule numbers quote, and the edit forms keeping a
 * deactivated item the record holds. The administration's own rule texts stay out of the shared
 * table (shared/src/rules/admin-messages.ts), and mfe-admin loads on /admin only.
 * Issue 18 raised everyPage to 576: a log-in lands on the dashboard (mfe-dashboard: its remoteEntry,
 * page and, loaded there only, Chart.js tree-shaken to bars and doughnuts, 53.3 KB); measured 521.4
 * before the dashboard API was merged (no chart drawn) plus the chart chunks (docs/page-weight.md).
 * With the bell, the review queue and the notification choices merged, issue 18 measured /login
 * 304.0 and every page 589.9: the ratchet holds them at 305 and 591.
 * Issue 19 lowered embeddedForm to 90 (measured 89.2; the budget is 100): the applicant's light app,
 * React only, replaces the staff Fluent form. In the portal /self-onboarding is that same app, no
 * longer the shared client form the clients pages had already loaded, so every page rose to 600;
 * issue 20's idempotency keys in the forms and the shared base query took it to 604.9.
 */
const REACHED = { login: 305, everyPage: 606, embeddedForm: 90, perAppCopies: 93 };

/** Packages the build shares as singletons (rspack.base.js), so the browser must get them once. */
const sharedPackages = new Set(
  Object.keys((require('../../rspack.base.js') as { shared: object }).shared).map((key) => key.replace(/\/$/, '')),
);

/**
 * The shared package's core and facades are singletons; its UI kit, rules and the contract's
 * enum arrays (plain values a remote may bundle, decision 0008) are bundled by each app.
 */
function mustBeSingle(module: string): boolean {
  if (module.startsWith('shared/src/')) return !/^shared\/src\/(ui|rules|contract)\//.test(module);
  return sharedPackages.has(packageOf(module));
}

/** One visit of /login and then of every section, reported once for all the tests below. */
async function measureVisit(): Promise<PortalVisit> {
  const visit = await visitEveryPage(session.browser, session.portal.baseUrl);
  const remoteEntries = visit.everyPage.filter((load) => load.url.endsWith('remoteEntry.js'));
  console.log(
    `page weight (gzip): /login ${totalKilobytes(visit.login)} KB; after every page ${totalKilobytes(visit.everyPage)} KB; ` +
      `remoteEntry ${remoteEntries.map((load) => `${new URL(load.url).pathname} ${kilobytes(load)} KB`).join(', ')}`,
  );
  return visit;
}

let visit: Promise<PortalVisit> | undefined;
const measure = () => (visit ??= measureVisit());

test(`/login loads at most ${REACHED.login} KB of JavaScript (target ${TARGET.login} KB)`, async () => {
  const { login } = await measure();
  assert.ok(totalKilobytes(login) <= Math.max(TARGET.login, REACHED.login), `${totalKilobytes(login)} KB`);
});

test(`every page visited loads at most ${REACHED.everyPage} KB of JavaScript in all (target ${TARGET.everyPage} KB)`, async () => {
  const { everyPage } = await measure();
  assert.ok(totalKilobytes(everyPage) <= Math.max(TARGET.everyPage, REACHED.everyPage), `${totalKilobytes(everyPage)} KB`);
});

test(`each remoteEntry.js is at most ${TARGET.remoteEntry} KB`, async () => {
  const remoteEntries = (await measure()).everyPage.filter((load) => load.url.endsWith('remoteEntry.js'));
  assert.equal(remoteEntries.length, 5, 'every remote was loaded');
  for (const load of remoteEntries) assert.ok(kilobytes(load) <= TARGET.remoteEntry, `${load.url}: ${kilobytes(load)} KB`);
});

test(`the form embedded on another site loads at most ${REACHED.embeddedForm} KB (issue 19 budget: 100 KB), with no federation runtime`, async () => {
  const loads = await visitEmbeddedForm(session.browser, site.pageUrl('ar'));
  console.log(`page weight (gzip): the embedded form ${totalKilobytes(loads)} KB in ${loads.length} scripts`);
  assert.ok(totalKilobytes(loads) <= REACHED.embeddedForm, `${totalKilobytes(loads)} KB`);
  assert.equal(loads.filter((load) => load.url.endsWith('remoteEntry.js')).length, 0);
});

test('React, React DOM, the shared Fluent UI packages and the shared core reach the browser once', async () => {
  const duplicates = await modulesInSeveralScripts((await measure()).everyPage);
  const report = [...duplicates]
    .filter(([module]) => mustBeSingle(module))
    .map(([module, scripts]) => `${module} in ${scripts.join(', ')}`);
  assert.deepEqual(report, []);
});

test(`the shared UI kit: at most ${REACHED.perAppCopies} modules sent more than once`, async () => {
  const duplicates = await modulesInSeveralScripts((await measure()).everyPage);
  const perApp = [...duplicates.keys()].filter((module) => !mustBeSingle(module));
  const byPackage = new Map<string, number>();
  for (const module of perApp) byPackage.set(packageOf(module), (byPackage.get(packageOf(module)) ?? 0) + 1);
  console.log(`modules sent more than once: ${[...byPackage].map(([name, count]) => `${name} ${count}`).join(', ')}`);
  assert.ok(perApp.length <= REACHED.perAppCopies, `${perApp.length} modules`);
});

test('the common-password list never reaches the browser: the server checks it', async () => {
  const { everyPage } = await measure();
  const carriers = [];
  for (const load of everyPage) {
    if ((await watchedModules(load.url)).some((module) => /\/common-passwords\.(json|ts)$/.test(module)))
      carriers.push(new URL(load.url).pathname);
  }
  assert.deepEqual(carriers, []);
});
