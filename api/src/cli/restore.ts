import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config/config';
import { describeFailure } from '../operator-error';
import { UsageError } from './run-cli';

const USAGE = 'usage: npm run restore -- --from <file.tar.gz> [--force]';

export function parseRestore(args: string[], cwd = process.env.INIT_CWD ?? process.cwd()) {
  const { values } = parseArgs({ args, options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
  if (!values.from?.trim()) throw new UsageError(`--from is required\n${USAGE}`);
  return { from: path.resolve(cwd, values.from), force: values.force ?? false };
}

/** Issue 20: into an empty DATA_DIR or database; --force replaces what is there (and says what). */
if (require.main === module) {
  (async () => {
    const { from, force } = parseRestore(process.argv.slice(2));
    await restoreBackup({ config: loadConfig(), from, force, log: (line) => console.log(line) });
  })().catch((error: unknown) => {
    console.error(describeFailure(error));
    process.exitCode = 1;
  });
}
