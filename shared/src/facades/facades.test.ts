import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as fluentCore from './fluent-core';
import * as fluentExtra from './fluent-extra';
import * as reactRouterDom from './react-router-dom';

const repoRoot = path.resolve(__dirname, '../../..');
const appFolders = [
  'shared/src',
  'shell/src',
  'mfe-clients/src',
  'mfe-limit-requests/src',
  'mfe-account/src',
  'mfe-self-onboarding/src',
  'mfe-admin/src',
  'mfe-dashboard/src',
];
/** Where Fluent is bundled once whoever imports it: the shared core is a singleton itself. */
const fluentAllowed = /^shared\/src\/(facades|providers|dev-host)\//;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // Test code runs on the packages themselves, never in a bundle.
    if (entry.isDirectory()) return ['test', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appSources = appFolders
  .flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))
  .map((file) => ({
    file: path.relative(repoRoot, file),
    text: readFileSync(file, 'utf8'),
  }));

/** Value names the apps import from a module; `type` imports need no code. */
function importedValues(moduleName: string): Map<string, string> {
  const found = new Map<string, string>();
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${moduleName}'`, 'g');
  for (const { file, text } of appSources) {
    if (file.startsWith('shared/src/facades/')) continue;
    for (const [, names] of text.matchAll(statement)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) found.set(name.split(/\s+as\s+/)[0]!, file);
      }
    }
  }
  return found;
}

test.each([
  ['react-router-dom', reactRouterDom],
  ['@back-office/shared/fluent-core', fluentCore],
  ['@back-office/shared/fluent-extra', fluentExtra],
])('every %s export the apps import is in its facade', (moduleName, facade) => {
  const missing = [...importedValues(moduleName)].filter(([name]) => !(name in facade)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('the apps take Fluent UI components and icons from the facades, so each reaches the browser once', () => {
  const direct = /^import\s+\{[^}]*\}\s*from\s*'@fluentui\/react-(components|icons)'/m;
  const offenders = appSources.filter(({ file, text }) => !fluentAllowed.test(file) && direct.test(text)).map(({ file }) => file);
  expect(offenders).toEqual([]);
});

test('no name is in both Fluent facades, which would bundle it twice', () => {
  expect(Object.keys(fluentCore).filter((name) => name in fluentExtra)).toEqual([]);
});
