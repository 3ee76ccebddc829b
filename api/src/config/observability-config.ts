import { takesTracesPerSecond, TRACES_SAMPLERS, type TracesSamplerName } from '../observability/sampler';
import type { readEnv } from './read-env';

/** Issue 20: metrics, traces and health checks. */
export interface ObservabilityConfig {
  /** Bearer token that opens GET /metrics; absent, the route answers 404 (decision 0027). */
  metricsToken?: string;
  /** OTLP/HTTP base address (`/v1/traces` is appended); absent, nothing is traced. */
  otelExporterEndpoint?: string;
  otelServiceName: string;
  /** Headers sent with every export, as OTEL_EXPORTER_OTLP_HEADERS gives them (a collector's API key). */
  otelExporterHeaders: Record<string, string>;
  /** OTEL_EXPORTER_OTLP_COMPRESSION: `gzip` sends far fewer bytes for about the same CPU (bench/RESULTS.md, run E). */
  otelExporterCompression: OtlpCompression;
  /** Which requests are traced: OpenTelemetry's OTEL_TRACES_SAMPLER names (observability/sampler.ts). */
  otelTracesSampler: TracesSamplerName;
  /**
   * OTEL_TRACES_SAMPLER_ARG: the share of new traces the `traceidratio` samplers keep (0 to 1), or
   * how many new traces a second `parentbased_ratelimiting` keeps.
   */
  otelTracesSamplerArg: number;
  /** How long the readiness check waits for the database and Redis each before calling them down. */
  readinessTimeoutMs: number;
}

const MIN_TOKEN_LENGTH = 16;

/**
 * New traces a second the default sampler keeps, per API process (decision 0030): all of a quiet
 * hour's requests and 36,000 traces an hour at peak, while a recorded request's context (carried
 * through every promise while it runs) and spans stay a small share of a busy server's time.
 */
export const DEFAULT_TRACES_PER_SECOND = 10;
const MAX_TRACES_PER_SECOND = 1_000_000;

export const OTLP_COMPRESSIONS = ['none', 'gzip'] as const;
export type OtlpCompression = (typeof OTLP_COMPRESSIONS)[number];

/**
 * OpenTelemetry's format for OTEL_EXPORTER_OTLP_HEADERS: `key=value` pairs separated by commas,
 * values percent-encoded. A malformed pair is named by its place, never its value (a secret).
 */
function exporterHeaders(raw: string | undefined, problems: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  if (raw === undefined) return headers;
  raw.split(',').forEach((pair, index) => {
    const equals = pair.indexOf('=');
    const key = pair.slice(0, equals).trim();
    let value: string | undefined;
    try {
      value = decodeURIComponent(pair.slice(equals + 1).trim());
    } catch {
      value = undefined;
    }
    if (equals < 1 || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(key) || value === undefined || /[\r\n]/.test(value))
      problems.push(`OTEL_EXPORTER_OTLP_HEADERS must be key=value pairs separated by commas (pair ${index + 1} is not)`);
    else headers[key.toLowerCase()] = value;
  });
  return headers;
}

export function readObservabilityConfig(read: ReturnType<typeof readEnv>): ObservabilityConfig {
  const metricsToken = read.optionalString('METRICS_TOKEN');
  // A short token could be guessed by a scraper left open to the internet.
  if (metricsToken !== undefined && metricsToken.length < MIN_TOKEN_LENGTH)
    read.problems.push(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long`);
  // Not the specification's `parentbased_always_on`: new traces up to a rate, and whatever a caller
  // decided for theirs, so turning tracing on cannot cost a fifth of the API's CPU at peak (decision 0030).
  const otelTracesSampler = read.oneOf('OTEL_TRACES_SAMPLER', 'parentbased_ratelimiting', TRACES_SAMPLERS);
  return {
    metricsToken,
    otelExporterEndpoint: read.optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
    otelServiceName: read.string('OTEL_SERVICE_NAME', 'back-office-api'),
    otelExporterHeaders: exporterHeaders(read.optionalString('OTEL_EXPORTER_OTLP_HEADERS'), read.problems),
    otelExporterCompression: read.oneOf('OTEL_EXPORTER_OTLP_COMPRESSION', 'none', OTLP_COMPRESSIONS),
    otelTracesSampler,
    otelTracesSamplerArg: takesTracesPerSecond(otelTracesSampler)
      ? read.integer('OTEL_TRACES_SAMPLER_ARG', DEFAULT_TRACES_PER_SECOND, 1, MAX_TRACES_PER_SECOND)
      : read.ratio('OTEL_TRACES_SAMPLER_ARG', 1),
    readinessTimeoutMs: read.integer('READINESS_TIMEOUT_MS', 2000, 50, 60_000),
  };
}
