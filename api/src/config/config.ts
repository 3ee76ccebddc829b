import path from 'node:path';
import { repoRoot } from '../paths';
import { readExportConfig, type ExportConfig } from './export-config';
import { readFileConfig, type FileConfig } from './file-config';
import { readFourEyesConfig, type FourEyesConfig } from './four-eyes-config';
import { readMailConfig, type MailConfig } from './mail-config';
import { readObservabilityConfig, type ObservabilityConfig } from './observability-config';
import { readOverloadConfig, type OverloadConfig } from './overload-config';
import { readPublicOnboardingConfig, type PublicOnboardingConfig } from './public-onboarding-config';
import { readRedisConfig, type RedisConfig } from './redis-config';
import { readSmsConfig, type SmsConfig } from './sms-config';
import { ConfigError, readEnv } from './read-env';
import { readTwoFactorConfig, type TwoFactorConfig } from './two-factor-config';
import { readConnectionConfig, type ConnectionConfig } from './connection-config';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config
  extends
    FileConfig,
    MailConfig,
    PublicOnboardingConfig,
    OverloadConfig,
    RedisConfig,
    ExportConfig,
    FourEyesConfig,
    TwoFactorConfig,
    SmsConfig,
    ConnectionConfig,
    ObservabilityConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded PGlite database under `pgliteDir`. */
  databaseUrl?: string;
  /** A folder, or `memory://` (tests). */
  pgliteDir: string;
  /** Staff accounts and sample clients for trying the product; only for the embedded database. */
  seedDemo: boolean;
  tokenIdleMinutes: number;
  tokenAbsoluteHours: number;
  loginMaxAttemptsPerIp: number;
  accountLockThreshold: number;
  accountLockMinutes: number;
  /** The growing delay between attempts on a locked account never exceeds this (issue 16). */
  accountLockMaxMinutes: number;
  logLevel: LogLevel;
  staticRoot: string;
  remotesFile?: string;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and validates every variable at once, so one start-up reports all mistakes.
 * Relative paths resolve against the folder npm was started in (INIT_CWD), so
 * `npm run create-user` from the repository root finds the same ./data as `npm start`
 * although npm runs workspace scripts inside api/.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = env.INIT_CWD ?? process.cwd()): Config {
  const read = readEnv(env);
  const dataDir = path.resolve(cwd, read.string('DATA_DIR', './data'));
  const databaseUrl = read.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']);
  const remotesFile = read.optionalString('REMOTES_FILE');
  const config: Config = {
    port: read.integer('PORT', 3000, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    seedDemo: databaseUrl === undefined,
    tokenIdleMinutes: read.integer('TOKEN_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    tokenAbsoluteHours: read.integer('TOKEN_ABSOLUTE_HOURS', 12, 1, 24 * 365),
    loginMaxAttemptsPerIp: read.integer('LOGIN_MAX_ATTEMPTS_PER_IP', 20, 1, 1_000_000),
    accountLockThreshold: read.integer('ACCOUNT_LOCK_THRESHOLD', 5, 1, 1000),
    accountLockMinutes: read.integer('ACCOUNT_LOCK_MINUTES', 15, 1, 60 * 24 * 30),
    accountLockMaxMinutes: read.integer('ACCOUNT_LOCK_MAX_MINUTES', 24 * 60, 1, 60 * 24 * 30),
    logLevel: read.oneOf('LOG_LEVEL', 'info', LOG_LEVELS),
    staticRoot: path.resolve(cwd, read.string('STATIC_ROOT', repoRoot)),
    remotesFile: remotesFile === undefined ? undefined : path.resolve(cwd, remotesFile),
    ...readFileConfig(read, dataDir),
    ...readMailConfig(read, dataDir),
    ...readPublicOnboardingConfig(read),
    ...readRedisConfig(read),
    ...readOverloadConfig(read),
    ...readExportConfig(read),
    ...readFourEyesConfig(read),
    ...readTwoFactorConfig(read, dataDir),
    ...readSmsConfig(read, dataDir),
    ...readConnectionConfig(read),
    ...readObservabilityConfig(read),
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
