// Bundles the server and the PGlite worker into dist/. Every runtime dependency stays
// external (installed with the app) except the workspace package @back-office/shared,
// whose exports point at TypeScript sources that Node cannot load.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('.', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@back-office/shared')
  // tsx is only named on the source-mode path of pglite-host.ts, never run from dist.
  .concat('tsx')
  .flatMap((name) => [name, `${name}/*`]);

await build({
  absWorkingDir: root,
  // server.js and pglite-worker.js side by side: paths.ts finds the worker and the
  // drizzle/ and data/ folders relative to dist/.
  entryPoints: { server: 'src/server.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'info',
});
