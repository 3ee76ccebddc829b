import { parseArgs } from 'node:util';
import { emailFormat, passwordPolicyErrors, required, translateRule } from '@back-office/shared/rules';
import { generatePassword, hashPassword } from '../auth/passwords';
import { userRole, type UserRole } from '../db/schema';
import { serverPasswordChecks } from '../password/password-checks';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { runCli, UsageError } from './run-cli';

const USAGE = 'usage: npm run create-user -- --email <e-mail> --name <name> --role agent|risk|admin [--password <password>]';

/**
 * Validates the flags; without --password a strong one is generated (and shown once). A given
 * password meets the same policy as a changed one: shape, common and breached lists, and not
 * the e-mail's name (issue 16).
 */
export function parseCreateUser(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  });
  const { email = '', name = '', role = '', password } = values;
  const problems = [
    (required(email) ?? emailFormat(email)) && '--email must be a valid e-mail address',
    required(name) && '--name is required',
    !userRole.enumValues.includes(role as UserRole) && `--role must be one of ${userRole.enumValues.join(', ')}`,
    ...(password === undefined ? [] : passwordPolicyErrors(password, serverPasswordChecks(email))).map(
      (key) => `--password: ${translateRule('en', key)}`,
    ),
  ].filter(Boolean);
  if (problems.length > 0) throw new UsageError([...problems, USAGE].join('\n'));
  return { email, name: name.trim(), role: role as UserRole, password: password ?? generatePassword(), generated: password === undefined };
}

if (require.main === module) {
  runCli(async (db) => {
    const input = parseCreateUser(process.argv.slice(2));
    const users = usersRepository(db);
    if (await users.findByEmail(input.email)) throw new UsageError(`A user with the e-mail ${input.email} already exists.`);
    const passwordHash = await hashPassword(input.password);
    // Issue 17: the first admin of a deployment is made here; the audit trail says so (nobody signed in did it).
    const user = await db.transaction(async (tx) => {
      const created = await usersRepository(tx).create({ name: input.name, email: input.email, role: input.role, passwordHash });
      await auditLogRepository(tx).record({
        userId: null,
        action: 'account_created',
        ip: null,
        userAgent: null,
        recordType: 'user',
        recordId: created.id,
        details: { name: created.name, email: created.email, role: created.role, language: created.language, via: 'cli' },
      });
      return created;
    });
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    if (input.generated) console.log(`Password (shown only now): ${input.password}`);
  });
}
