import { AppError } from './app-error';

/**
 * Long enough for Redis to restart or fail over; ioredis retries the connection every
 * two seconds at most meanwhile, so the first retry after this usually succeeds.
 */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 10;

/**
 * A service the API cannot answer safely without (Redis) did not respond. The client
 * gets a translated 503 with Retry-After; the cause goes to the log only.
 */
export class DependencyUnavailableError extends AppError {
  readonly retryAfterSeconds = DEPENDENCY_RETRY_AFTER_SECONDS;

  constructor(
    readonly dependency: string,
    cause: unknown,
  ) {
    super(503, 'serviceUnavailable');
    this.name = 'DependencyUnavailableError';
    this.cause = cause;
  }
}
