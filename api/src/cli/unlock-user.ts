import { parseArgs } from 'node:util';
import { emailFormat, required } from '@back-office/shared/rules';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { runCli, UsageError } from './run-cli';

const USAGE = 'usage: npm run unlock-user -- --email <e-mail>';

/** Issue 16: an administrator lifts a log-in lock (the admin page comes with issue 17). */
export function parseUnlockUser(args: string[]) {
  const { values } = parseArgs({ args, options: { email: { type: 'string' } } });
  const { email = '' } = values;
  if (required(email) ?? emailFormat(email)) throw new UsageError(['--email must be a valid e-mail address', USAGE].join('\n'));
  return { email };
}

if (require.main === module) {
  runCli(async (db) => {
    const { email } = parseUnlockUser(process.argv.slice(2));
    // Issue 17: audited like the admin page's unlock, with nobody signed in as the actor.
    const unlocked = await db.transaction(async (tx) => {
      const id = await usersRepository(tx).unlockByEmail(email);
      if (id !== undefined) {
        await auditLogRepository(tx).record({
          userId: null,
          action: 'account_unlocked',
          ip: null,
          userAgent: null,
          recordType: 'user',
          recordId: id,
          details: { email, via: 'cli' },
        });
      }
      return id !== undefined;
    });
    if (!unlocked) throw new UsageError(`No user has the e-mail ${email}.`);
    console.log(`Unlocked ${email}: failed log-ins cleared.`);
  });
}
