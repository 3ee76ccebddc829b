import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as reactRouterDom from './react-router-dom';

const repoRoot = path.resolve(__dirname, '../../..');
const appFolders = ['shared/src', 'shell/src', 'mfe-clients/src', 'mfe-limit-requests/src', 'mfe-account/src', 'mfe-self-onboarding/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    // Test code runs on react-router-dom itself, never in a bundle.
    if (entry.isDirectory()) return ['test', 'testing'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names the apps import from a package; `type` imports need no code. */
function importedValues(packageName: string): Map<string, string> {
  const found = new Map<string, string>();
  const statement = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  for (const file of appFolders.flatMap((folder) => sourceFiles(path.join(repoRoot, folder)))) {
    if (file.endsWith(`${packageName}.ts`)) continue;
    for (const [, names] of readFileSync(file, 'utf8').matchAll(statement)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) found.set(name.split(/\s+as\s+/)[0]!, path.relative(repoRoot, file));
      }
    }
  }
  return found;
}

test.each([['react-router-dom', reactRouterDom]])('every %s export the apps import is in its facade', (packageName, facade) => {
  const missing = [...importedValues(packageName)].filter(([name]) => !(name in facade)).map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});
