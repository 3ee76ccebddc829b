import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { OperatorError } from '../operator-error';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not stop a second process from opening the same folder, and two
 * writers corrupt it (the server and `create-user`, say). A pid file next to the
 * folder refuses the second one; a file left by a crashed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8'));
    if (isRunning(owner)) {
      throw new OperatorError(`The embedded database ${dataDir} is in use by process ${owner}; stop it first, or set DATABASE_URL.`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => unlinkSync(file);
}
