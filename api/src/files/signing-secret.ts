import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * FILE_SIGNING_SECRET when configured; otherwise one generated on first start and kept
 * beside the data, so links handed out before a restart still open after it.
 */
export async function loadSigningSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return configured;
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place: a process starting beside this
  // one either finds no file or the whole secret, never the empty file an exclusive create shows
  // before its write lands (two processes would then sign with different secrets).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, secret, { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    // Another process published it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}
