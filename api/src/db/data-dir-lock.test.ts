import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'lock-')), 'pglite');

  it('refuses a second holder until the first releases', () => {
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.pid}`);
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
