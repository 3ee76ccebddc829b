import { TRACES_SAMPLERS, type TracesSamplerName } from '../observability/sampler';
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
  /** The share of new traces kept by the `traceidratio` samplers, 0 to 1 (OTEL_TRACES_SAMPLER_ARG). */
  otelTracesSamplerRatio: number;
  /** How long the readiness check waits for the database and Redis each before calling them down. */
  readinessTimeoutMs: number;
}

const MIN_TOKEN_LENGTH = 16;

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
  return {
    metricsToken,
    otelExporterEndpoint: read.optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
    otelServiceName: read.string('OTEL_SERVICE_NAME', 'back-office-api'),
    otelExporterHeaders: exporterHeaders(read.optionalString('OTEL_EXPORTER_OTLP_HEADERS'), read.problems),
    otelExporterCompression: read.oneOf('OTEL_EXPORTER_OTLP_COMPRESSION', 'none', OTLP_COMPRESSIONS),
    // The specification's default: every new trace, and whatever the caller decided for theirs.
    otelTracesSampler: read.oneOf('OTEL_TRACES_SAMPLER', 'parentbased_always_on', TRACES_SAMPLERS),
    otelTracesSamplerRatio: read.ratio('OTEL_TRACES_SAMPLER_ARG', 1),
    readinessTimeoutMs: read.integer('READINESS_TIMEOUT_MS', 2000, 50, 60_000),
  };
}
