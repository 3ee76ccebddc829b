import type { readEnv } from './read-env';

/** Issue 20: how the server lets go of its clients — on restart, and when one is too slow. */
export interface ConnectionConfig {
  /** After SIGTERM/SIGINT, how long requests in flight may take before they are cut. */
  shutdownGraceMs: number;
  /** Time to receive a request's headers (Node's headersTimeout). */
  requestHeadersTimeoutMs: number;
  /** Time to receive a whole request, body included (Node's requestTimeout); 0 turns it off. */
  requestTimeoutMs: number;
  /** How long an idle kept-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** Requests one connection may carry before the server closes it; 0: no limit. */
  maxRequestsPerSocket: number;
  /** A body that delivers fewer bytes than this within `bodyRateWindowMs` is refused; 0 turns it off. */
  bodyMinBytesPerWindow: number;
  bodyRateWindowMs: number;
  /** Issue 18: how often an open notification stream is sent a comment line and checks its session. */
  notificationHeartbeatMs: number;
}

export function readConnectionConfig(read: ReturnType<typeof readEnv>): ConnectionConfig {
  const requestTimeoutMs = read.integer('REQUEST_TIMEOUT_MS', 300_000, 0, 3_600_000);
  const requestHeadersTimeoutMs = read.integer('REQUEST_HEADERS_TIMEOUT_MS', 20_000, 1, 600_000);
  // Node refuses to start a server whose header timeout outlasts its whole-request timeout.
  if (requestTimeoutMs > 0 && requestHeadersTimeoutMs > requestTimeoutMs) {
    read.problems.push(`REQUEST_HEADERS_TIMEOUT_MS (${requestHeadersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  return {
    // Below Kubernetes' default 30 s between SIGTERM and SIGKILL, leaving time to close the database.
    shutdownGraceMs: read.integer('SHUTDOWN_GRACE_MS', 25_000, 0, 3_600_000),
    requestHeadersTimeoutMs,
    // A 5 MB file at 256 kbit/s takes about 165 s: 300 s lets a slow phone finish (issue 20).
    requestTimeoutMs,
    keepAliveTimeoutMs: read.integer('KEEP_ALIVE_TIMEOUT_MS', 72_000, 1, 600_000),
    // Off by default: past the limit Node answers 503 to a client that keeps sending on the connection
    // (a load generator, a pipelining proxy) instead of closing it; set it behind a balancer that honours close.
    maxRequestsPerSocket: read.integer('MAX_REQUESTS_PER_SOCKET', 0, 0, 1_000_000),
    // 1 KB in 15 s is 0.5 kbit/s, 500 times slower than the slow phone the upload limit allows for.
    bodyMinBytesPerWindow: read.integer('BODY_MIN_BYTES_PER_WINDOW', 1024, 0, 100_000_000),
    bodyRateWindowMs: read.integer('BODY_RATE_WINDOW_MS', 15_000, 10, 600_000),
    // Under the 30–60 s after which proxies and load balancers close a silent connection.
    notificationHeartbeatMs: read.integer('NOTIFICATION_HEARTBEAT_MS', 25_000, 100, 300_000),
  };
}
