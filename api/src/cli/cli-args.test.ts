import { parseBackup } from './backup';
import { parseRestore } from './restore';
import { parseCreateUser } from './create-user';
import { parseUnlockUser } from './unlock-user';
import { UsageError } from './run-cli';
import { parseSeedDemo } from './seed-demo';

describe('create-user arguments', () => {
  it('accepts a complete command', () => {
    expect(parseCreateUser(['--email', ' Risk@Example.com ', '--name', ' سارة ', '--role', 'risk', '--password', 'Long-enough-1'])).toEqual(
      {
        email: ' Risk@Example.com ',
        name: 'سارة',
        role: 'risk',
        password: 'Long-enough-1',
        generated: false,
      },
    );
  });

  it('generates a password when none is given', () => {
    const parsed = parseCreateUser(['--email', 'a@b.test', '--name', 'Ali', '--role', 'admin']);
    expect(parsed.generated).toBe(true);
    expect(parsed.password.length).toBeGreaterThanOrEqual(24);
  });

  it('lists every problem with the usage line', () => {
    expect(() => parseCreateUser(['--email', 'nope', '--role', 'boss', '--password', 'short'])).toThrow(
      new UsageError(
        [
          '--email must be a valid e-mail address',
          '--name is required',
          '--role must be one of agent, risk, admin',
          '--password: Password must be at least 8 characters',
          '--password: Password must contain an uppercase letter (A-Z)',
          '--password: Password must contain a digit',
          '--password: Password must contain a special character such as !, @ or #',
          'usage: npm run create-user -- --email <e-mail> --name <name> --role agent|risk|admin [--password <password>]',
        ].join('\n'),
      ),
    );
  });

  it.each([
    ['Welcome@123', 'This password has appeared in known data breaches; choose another one'],
    ['Mona.Hassan#2026', 'The password must not contain your e-mail name'],
  ])('refuses --password %s as a password change would (issue 16)', (password, problem) => {
    expect(() =>
      parseCreateUser(['--email', 'mona.hassan@lender.example', '--name', 'Mona', '--role', 'risk', '--password', password]),
    ).toThrow(
      new UsageError(
        [
          `--password: ${problem}`,
          'usage: npm run create-user -- --email <e-mail> --name <name> --role agent|risk|admin [--password <password>]',
        ].join('\n'),
      ),
    );
  });
});

describe('seed:demo arguments', () => {
  it('reads --clients and the optional --limit-requests', () => {
    expect(parseSeedDemo(['--clients', '1000000'])).toEqual({ clients: 1_000_000, limitRequests: 0 });
    expect(parseSeedDemo(['--clients', '20', '--limit-requests', '200000'])).toEqual({ clients: 20, limitRequests: 200_000 });
    expect(parseSeedDemo(['--clients', '20', '--audit-events', '5000000'])).toEqual({
      clients: 20,
      limitRequests: 0,
      auditEvents: 5_000_000,
    });
  });

  it.each([[[]], [['--clients', '0']], [['--clients', 'many']], [['--clients', '5', '--limit-requests', 'lots']]])('rejects %p', (args) => {
    expect(() => parseSeedDemo(args)).toThrow(UsageError);
  });
});

describe('unlock-user arguments (issue 16)', () => {
  it('takes an e-mail address and refuses anything else', () => {
    expect(parseUnlockUser(['--email', 'risk@demo.test'])).toEqual({ email: 'risk@demo.test' });
    expect(() => parseUnlockUser([])).toThrow(/--email must be a valid e-mail address/);
    expect(() => parseUnlockUser(['--email', 'not-an-address'])).toThrow(/usage: npm run unlock-user/);
  });
});

describe('backup and restore arguments (issue 20)', () => {
  it('resolves the archive against the folder npm started in and reads the flags', () => {
    expect(parseBackup(['--to', 'b.tar.gz', '--logical'], '/srv')).toEqual({ to: '/srv/b.tar.gz', logical: true, includeKeys: false });
    expect(parseRestore(['--from', '/x/b.tar.gz', '--force'], '/srv')).toEqual({ from: '/x/b.tar.gz', force: true });
  });

  it('requires the archive', () => {
    expect(() => parseBackup([], '/srv')).toThrow(/--to is required/);
    expect(() => parseRestore(['--force'], '/srv')).toThrow(/--from is required/);
  });
});
