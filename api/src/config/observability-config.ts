import type { readEnv } from './read-env';

/** Issue 20: metrics, traces and health checks. */
export interface ObservabilityConfig {
  /** Bearer token that opens GET /metrics; absent, the route answers 404 (decision 0027). */
  metricsToken?: string;
  /** OTLP/HTTP base address (`/v1/traces` is appended); absent, nothing is traced. */
  otelExporterEndpoint?: string;
  otelServiceName: string;
  /** How long the readiness check waits for the database and Redis each before calling them down. */
  readinessTimeoutMs: number;
}

const MIN_TOKEN_LENGTH = 16;

export function readObservabilityConfig(read: ReturnType<typeof readEnv>): ObservabilityConfig {
  const metricsToken = read.optionalString('METRICS_TOKEN');
  // A short token could be guessed by a scraper left open to the internet.
  if (metricsToken !== undefined && metricsToken.length < MIN_TOKEN_LENGTH)
    read.problems.push(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long`);
  return {
    metricsToken,
    otelExporterEndpoint: read.optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
    otelServiceName: read.string('OTEL_SERVICE_NAME', 'back-office-api'),
    readinessTimeoutMs: read.integer('READINESS_TIMEOUT_MS', 2000, 50, 60_000),
  };
}
