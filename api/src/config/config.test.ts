import path from 'node:path';
import { repoRoot } from '../paths';
import { loadConfig } from './config';
import { ConfigError } from './read-env';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      pgliteDir: '/srv/app/data/pglite',
      seedDemo: true,
      tokenIdleMinutes: 120,
      tokenAbsoluteHours: 12,
      loginMaxAttemptsPerIp: 20,
      accountLockThreshold: 5,
      accountLockMinutes: 15,
      logLevel: 'info',
      staticRoot: repoRoot,
      remotesFile: undefined,
    });
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://app@db.internal:5432/backoffice',
        TOKEN_IDLE_MINUTES: '30',
        TOKEN_ABSOLUTE_HOURS: '8',
        LOGIN_MAX_ATTEMPTS_PER_IP: '50',
        ACCOUNT_LOCK_THRESHOLD: '3',
        ACCOUNT_LOCK_MINUTES: '60',
        LOG_LEVEL: 'warn',
        STATIC_ROOT: '/opt/portal',
        REMOTES_FILE: 'remotes.prod.json',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('/srv/app/var/db'),
      databaseUrl: 'postgres://app@db.internal:5432/backoffice',
      seedDemo: false,
      tokenIdleMinutes: 30,
      accountLockThreshold: 3,
      logLevel: 'warn',
      staticRoot: '/opt/portal',
      remotesFile: '/srv/app/remotes.prod.json',
    });
  });

  it('reports every invalid variable at once, without echoing the database URL', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', TOKEN_IDLE_MINUTES: '0', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db/x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toEqual([
        'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
        'PORT must be a whole number from 0 to 65535 (got "eighty")',
        'TOKEN_IDLE_MINUTES must be a whole number from 1 to 43200 (got "0")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ]);
      expect(message).toMatch(/^Invalid configuration:\n {2}- DATABASE_URL/);
      expect(message).not.toContain('hunter2');
    }
  });
});
