// Proves that the lint (eslint.config.mjs) keeps the boundaries docs/architecture.md names:
// each case lints a short import as if it stood in a real file of the tree.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids the lint reports for `code` as if it were a new file in `folder` (from the repository root); nothing is written. */
async function rulesBroken(folder, code) {
  assert.ok(existsSync(path.join(root, folder)), `${folder} is gone: point this case at a folder of today's tree`);
  const [result] = await eslint.lintText(code, { filePath: path.join(root, folder, 'boundary-probe.ts') });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('the lint keeps the architecture', () => {
  it('refuses an import from one remote into another', async () => {
    const broken = await rulesBroken(
      'mfe-clients/src/features/clients-list',
      "import { App } from '../../../../mfe-limit-requests/src/app';\nexport const probe = App;\n",
    );
    assert.deepEqual(broken, ['import-x/no-restricted-paths']);
  });

  it('refuses an import from the shell into a remote', async () => {
    const broken = await rulesBroken(
      'shell/src/layout',
      "import { App } from '../../../mfe-clients/src/app';\nexport const probe = App;\n",
    );
    assert.deepEqual(broken, ['import-x/no-restricted-paths']);
  });

  it('refuses an import from one feature folder into another', async () => {
    const broken = await rulesBroken(
      'mfe-clients/src/features/client-edit',
      "import { ClientsListPage } from '../clients-list/clients-list-page';\nexport const probe = ClientsListPage;\n",
    );
    assert.deepEqual(broken, ['import-x/no-restricted-paths']);
  });

  it('lets a feature import its own files and shared', async () => {
    const broken = await rulesBroken(
      'mfe-clients/src/features/clients-list',
      "import { ClientsListPage } from './clients-list-page';\nimport { api } from '@back-office/shared';\nexport const probe = [ClientsListPage, api];\n",
    );
    assert.deepEqual(broken, []);
  });

  it('refuses an import from shared up into an app', async () => {
    const broken = await rulesBroken(
      'shared/src/ui/empty-state',
      "import { App } from '../../../../mfe-clients/src/app';\nexport const probe = App;\n",
    );
    assert.deepEqual(broken, ['import-x/no-restricted-paths']);
  });

  it("keeps the API's db layer below repositories and auth", async () => {
    const broken = await rulesBroken(
      'api/src/db',
      "import { hashPassword } from '../auth/passwords';\nexport const probe = hashPassword;\n",
    );
    assert.deepEqual(broken, ['import-x/no-restricted-paths']);
  });

  it('lets the browser take the wire contract as types only', async () => {
    const valueImport = await rulesBroken(
      'mfe-clients/src/features/clients-list',
      "import { ClientListItem } from '@back-office/shared/contract';\nexport const probe = ClientListItem;\n",
    );
    assert.deepEqual(valueImport, ['@typescript-eslint/no-restricted-imports']);
    const typeImport = await rulesBroken(
      'mfe-clients/src/features/clients-list',
      "import type { ClientListItem } from '@back-office/shared/contract';\nexport const probe = (item: ClientListItem) => item.id;\n",
    );
    assert.deepEqual(typeImport, []);
  });

  it('refuses an import cycle', async () => {
    const withFixtures = new ESLint({ cwd: root, ignore: false });
    const results = await withFixtures.lintFiles(['tools/lint/fixtures/cycle-a.ts', 'tools/lint/fixtures/cycle-b.ts']);
    const broken = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    assert.deepEqual(broken, ['import-x/no-cycle', 'import-x/no-cycle']);
  });
});
