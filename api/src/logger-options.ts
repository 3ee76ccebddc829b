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
  // Issue 16: two-factor log-in (its `code` is below: errors carry a harmless `code` too).
  'recovery_code',
  'recovery_codes',
  'challenge_token',
  'device_token',
  'secret',
  'otpauth_uri',
  'qr_svg',
];

/**
 * Fastify logs no bodies, and no route logs one; redaction is the second line of defence
 * for the day someone logs a body, a form or headers while debugging.
 */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  // An authenticator code travels in a body as `code`; `err.code` and the like are left readable.
  'body.code',
  '*.body.code',
];

export function loggerOptions(config: Pick<Config, 'logLevel'>, destination?: LogDestination) {
  if (config.logLevel === 'silent') return false;
  return { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(destination && { stream: destination }) };
}
