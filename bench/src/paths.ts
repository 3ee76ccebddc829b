import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');
export const benchDir = path.join(repoRoot, 'bench');
export const serverScript = path.join(repoRoot, 'api', 'dist', 'server.js');
