import type { Config } from './config/config';

/** Where log lines go instead of stdout; tests pass one to read what was logged. */
export interface LogDestination {
  write(line: string): void;
}

/** Form and header fields that must never reach a log, wherever a log call puts them. */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'new_password_confirmation',
  'otp',
  'password_change_token',
  'access_token',
  'authorization',
];

/**
 * Fastify logs no bodies, and no route logs one; redaction is the second line of defence
 * for the day someone logs a body, a form or headers while debugging.
 */
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

export function loggerOptions(config: Pick<Config, 'logLevel'>, destination?: LogDestination) {
  if (config.logLevel === 'silent') return false;
  return { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(destination && { stream: destination }) };
}
