// One lint for the whole repository (ESLint flat config). Besides correctness, it keeps the
// architecture's boundaries (docs/architecture.md) so that review does not have to:
// remotes never import each other, a feature folder never imports another, shared never
// reaches up into an app, the API's db/ layer stays below repositories/ and auth/, the wire
// contract reaches the browser as types only, and no import runs in a circle.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const apps = ['shell', 'mfe-clients', 'mfe-limit-requests', 'mfe-account', 'mfe-self-onboarding', 'mfe-admin', 'mfe-dashboard'].filter(
  (app) => existsSync(path.join(root, app)),
);
// Every mfe-* folder is a remote, including ones added later.
const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
const frontEnd = [...new Set([...apps, ...remotes]), 'shared'];

const allApps = [...new Set([...apps, ...remotes])];

/** Each app may import shared, never another app (Module Federation composes them at run time). */
const appZones = allApps.map((app) => ({
  target: `./${app}`,
  from: [...allApps.filter((other) => other !== app), 'api', 'e2e', 'bench'].map((dir) => `./${dir}`),
  message: 'An app imports only itself and shared: remotes are composed at run time by the shell (docs/architecture.md).',
}));

/** bulletproof-react: a feature folder never imports another; composition happens at the app layer. */
const featureZones = allApps.flatMap((app) => {
  const featuresDir = path.join(root, app, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in the app (app.tsx, routes) instead.',
  }));
});

const layerZones = [
  {
    target: './shared',
    from: [...allApps, 'api', 'e2e', 'bench'].map((dir) => `./${dir}`),
    message: 'shared is below every app: it never imports one.',
  },
  {
    target: './api/src/db',
    from: ['./api/src/repositories', './api/src/auth', './api/src/routes'],
    message: 'db/ is the lowest API layer: repositories and auth build on it, never the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '.nx/**',
      'data/**',
      '**/test-results/**',
      'api/drizzle/**',
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files and cannot follow a TypeScript import chain.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(root, '*/tsconfig.json')],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...appZones, ...featureZones, ...layerZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: frontEnd.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // The wire contract is TypeBox schemas for the API; the browser takes its types only, so no
    // schema library reaches a bundle. Enum values are plain arrays in contract/enums.
    files: frontEnd.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['shared/src/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@back-office/shared/contract',
              allowTypeImports: true,
              message:
                'Front-end code takes the contract as types only (import type); enum values come from @back-office/shared/contract/enums.',
            },
          ],
          patterns: [{ group: ['typebox', 'typebox/*'], message: 'TypeBox belongs to the API; the browser uses the contract types only.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'jest.*.js', '**/jest.config.js'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    // Test helpers read answers of any shape; each test asserts the fields it cares about.
    files: ['api/src/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The page-weight test reads the federation build's shared-package list from its CommonJS source.
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['/rspack\\.base\\.js$'] }] },
  },
  {
    // jsdom set-up files run in the browser-like test environment.
    files: ['jest.setup-browser.js', 'jest.setup-dom.js', 'jest.env-browser.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
