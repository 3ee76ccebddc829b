import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startPortal, type PortalServer } from '../support/portal-server';
import { buildRemoteWithEdit } from '../support/remote-build';
import { loggedInPage } from '../support/staff-page';
import { serveFolder, type StaticServer } from '../support/static-server';
import { portFor } from '../support/use-portal';

const RELEASED_TITLE = 'Change password (account team release)';
const shellRemotes = path.resolve(__dirname, '..', '..', 'shell', 'remotes.json');

describe('a remote released alone, from its own server', () => {
  const state = {} as { release: string; cdn: StaticServer; portal: PortalServer; browser: Browser; config: string };

  before(async () => {
    state.release = await buildRemoteWithEdit('mfe-account', {
      file: 'src/i18n/account-en.ts',
      from: "title: 'Change password'",
      to: `title: '${RELEASED_TITLE}'`,
    });
    state.cdn = await serveFolder(state.release, portFor(51));
    // The deployment's remotes.json: the shell's own, with mfe-account moved to the other server.
    const remotes = { ...JSON.parse(readFileSync(shellRemotes, 'utf8')), mfe_account: `${state.cdn.baseUrl}/mf-manifest.json` };
    state.config = path.join(mkdtempSync(path.join(tmpdir(), 'remotes-')), 'remotes.json');
    writeFileSync(state.config, JSON.stringify(remotes));
    state.portal = await startPortal(portFor(50), { REMOTES_FILE: state.config });
    state.browser = await launchChromium();
  });

  after(async () => {
    await state.browser?.close();
    await state.portal?.stop();
    await state.cdn?.stop();
    for (const folder of [state.release && path.dirname(state.release), state.config && path.dirname(state.config)]) {
      if (folder) rmSync(folder, { recursive: true, force: true });
    }
  });

  test('the unchanged shell shows the new release', async () => {
    const page = await loggedInPage(state.browser, state.portal.baseUrl, 'en');
    await page.goto(`${state.portal.baseUrl}/change-password`);
    await page.getByRole('heading', { level: 1, name: RELEASED_TITLE }).waitFor();
    assert.equal(await page.getByRole('heading', { level: 1, name: RELEASED_TITLE }).count(), 1);
    await page.context().close();
  });

  test('with that server gone, its section says so and the rest of the portal works', async () => {
    await state.cdn.stop();
    const page = await loggedInPage(state.browser, state.portal.baseUrl, 'en');
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    // At 1280 px the navigation is a side bar that stays open (issue 15).
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Change password' }).click();
    await page.getByText('This section is unavailable').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Retry' }).count(), 1);

    await menu.getByRole('link', { name: 'Limit requests' }).click();
    await page.getByRole('heading', { level: 1, name: 'Limit requests' }).waitFor();
    assert.equal(await page.getByText('This section is unavailable').count(), 0);
    await page.context().close();
  });
});
