import { TRACES_SAMPLERS, type TracesSamplerName } from '../observability/sampler';
import type { readEnv } from './read-env';

/** Issue 20: metrics, traces and health checks. */
export interface ObservabilityConfig {
  /** Bearer token that opens GET /metrics; absent, the route answers 404 (decision 0027). */
  metricsToken?: string;
  /** OTLP/HTTP base address (`/v1/traces` is appended); absent, nothing is traced. */
  otelExporterEndpoint?: string;
  otelServiceName: string;
  /** Which requests are traced: OpenTelemetry's OTEL_TRACES_SAMPLER names (observability/sampler.ts). */
  otelTracesSampler: TracesSamplerName;
  /** The share of new traces kept by the `traceidratio` samplers, 0 to 1 (OTEL_TRACES_SAMPLER_ARG). */
  otelTracesSamplerRatio: number;
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
    // The specification's default: every new trace, and whatever the caller decided for theirs.
    otelTracesSampler: read.oneOf('OTEL_TRACES_SAMPLER', 'parentbased_always_on', TRACES_SAMPLERS),
    otelTracesSamplerRatio: read.ratio('OTEL_TRACES_SAMPLER_ARG', 1),
    readinessTimeoutMs: read.integer('READINESS_TIMEOUT_MS', 2000, 50, 60_000),
  };
}
