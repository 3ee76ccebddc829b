import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup';
import { loadConfig } from '../config/config';
import { describeFailure } from '../operator-error';
import { UsageError } from './run-cli';

const USAGE = 'usage: npm run backup -- --to <file.tar.gz> [--logical] [--include-keys]';

/** Issue 20: the archive path resolves against the folder npm was started in, like DATA_DIR. */
export function parseBackup(args: string[], cwd = process.env.INIT_CWD ?? process.cwd()) {
  const { values } = parseArgs({
    args,
    options: { to: { type: 'string' }, logical: { type: 'boolean', default: false }, 'include-keys': { type: 'boolean', default: false } },
  });
  if (!values.to?.trim()) throw new UsageError(`--to is required\n${USAGE}`);
  return { to: path.resolve(cwd, values.to), logical: values.logical ?? false, includeKeys: values['include-keys'] ?? false };
}

if (require.main === module) {
  (async () => {
    const { to, logical, includeKeys } = parseBackup(process.argv.slice(2));
    await createBackup({ config: loadConfig(), to, logical, includeKeys, log: (line) => console.log(line) });
  })().catch((error: unknown) => {
    console.error(describeFailure(error));
    process.exitCode = 1;
  });
}
