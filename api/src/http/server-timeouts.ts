import type { ConnectionConfig } from '../config/connection-config';

/**
 * Issue 20: Fastify turns Node's 300 s whole-request timeout off (requestTimeout 0), so a probe
 * could hold a public upload open for minutes sending one byte every 5 s. These bound the headers,
 * the whole request and idle kept-alive connections; the body's minimum rate is plugins/slow-senders.ts.
 */
export function serverTimeoutOptions(config: ConnectionConfig) {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    maxRequestsPerSocket: config.maxRequestsPerSocket,
    http: {
      headersTimeout: config.requestHeadersTimeoutMs,
      // Node checks the two timeouts above on this period (30 s by default): a quarter of the
      // shorter one keeps the cut within 25 % of the setting without scanning connections constantly.
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(shorterOf(config) / 4))),
    },
    // A request that arrives while the server closes gets our translated 503 (plugins/graceful-shutdown.ts)
    // instead of Fastify's bare English one.
    return503OnClosing: false,
    // Idle kept-alive connections close with the server; busy ones finish their request first.
    forceCloseConnections: 'idle' as const,
  };
}

function shorterOf(config: ConnectionConfig): number {
  return config.requestTimeoutMs > 0 ? Math.min(config.requestTimeoutMs, config.requestHeadersTimeoutMs) : config.requestHeadersTimeoutMs;
}
