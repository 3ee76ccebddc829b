import type { Config } from './config/config';
import { traceIdsMixin } from './observability/log-trace-ids';

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

/** Path parameters and query keys that carry a secret: a signed file link, a set-password or invitation link. */
const SECRET_URL_PARTS = ['token', 'access_token'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_URL_PARTS.join('|')})=)[^&#]*`, 'gi');
const SECRET_PARAM = new RegExp(`/:(?:${SECRET_URL_PARTS.join('|')})(?=/|$)`);

/** What a log serializer is handed for `req`: Fastify's request, or Node's on the rare path before routing. */
interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  host?: string;
  routeOptions?: { url?: string };
  socket?: { remotePort?: number };
}

/**
 * Issue 20: the URL as the access log writes it. Signed file links were written whole (whoever
 * reads the log could open the file); a route whose path carries a secret is logged by its
 * pattern (`/api/files/:token`), and a secret query value (`?token=`) is replaced.
 */
export function urlForLog(request: LoggedRequest): string | undefined {
  const route = request.routeOptions?.url;
  if (route && SECRET_PARAM.test(route)) {
    const query = request.url?.indexOf('?') ?? -1;
    return route + (query >= 0 ? request.url!.slice(query) : '').replace(SECRET_QUERY, '$1[redacted]');
  }
  return request.url?.replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL above. */
const serializers = {
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: urlForLog(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

export function loggerOptions(config: Pick<Config, 'logLevel'>, destination?: LogDestination) {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers,
    mixin: traceIdsMixin,
    ...(destination && { stream: destination }),
  };
}
