import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '..', '..');

interface SourceEdit {
  /** A file of the remote, relative to its folder (src/i18n/account-en.ts). */
  file: string;
  from: string;
  to: string;
}

/**
 * A real production build of one remote, as its team would release it, with one edit to a
 * source file (the file itself is left alone: the edited copy replaces it in this build only).
 * Returns the folder the build wrote, ready to upload anywhere.
 */
export async function buildRemoteWithEdit(remote: string, edit: SourceEdit): Promise<string> {
  const work = mkdtempSync(path.join(tmpdir(), `${remote}-release-`));
  const source = readFileSync(path.join(repoRoot, remote, edit.file), 'utf8');
  if (!source.includes(edit.from)) throw new Error(`${edit.file} has no "${edit.from}"`);
  const edited = path.join(work, path.basename(edit.file));
  writeFileSync(edited, source.replace(edit.from, edit.to));

  const output = path.join(work, 'dist');
  const request = `[\\\\/]${path.basename(edit.file, path.extname(edit.file))}$`;
  await promisify(execFile)(process.execPath, [
    path.join(__dirname, 'build-remote.cjs'),
    path.join(repoRoot, remote),
    output,
    request,
    edited,
  ]);
  return output;
}
