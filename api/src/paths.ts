import path from 'node:path';

/**
 * The same code runs from TypeScript sources (tsx, jest: this file is api/src/paths.ts)
 * and from the esbuild bundle (api/dist/server.js). Both sit one level below api/,
 * so files shipped beside the package are found the same way in either mode.
 */
const bundled = !__filename.endsWith('.ts');

export const apiRoot = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(apiRoot, '..');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
export const dataFolder = path.join(apiRoot, 'data');

/** The worker is a second bundle entry in dist/, or its source file under tsx/jest. */
export const pgliteWorkerFile = bundled ? path.join(__dirname, 'pglite-worker.js') : path.join(__dirname, 'db', 'pglite-worker.ts');
export const workerNeedsTsx = !bundled;
