import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-base';
import { RateLimitingSampler } from './rate-limiting-sampler';

/**
 * The values OpenTelemetry's specification gives OTEL_TRACES_SAMPLER (the `jaeger_*` and `xray` ones
 * need their own packages), and this product's `parentbased_ratelimiting`, its default (decision 0030):
 * a rate limit only as the root of a parent-based sampler, so no trace is kept in part.
 */
export const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
  'parentbased_ratelimiting',
] as const;

export type TracesSamplerName = (typeof TRACES_SAMPLERS)[number];

/** Whether OTEL_TRACES_SAMPLER_ARG is new traces a second for this sampler (else a share from 0 to 1). */
export const takesTracesPerSecond = (name: TracesSamplerName) => name === 'parentbased_ratelimiting';

/**
 * Issue 20: which requests are recorded. The SDK would read the same variables itself, but only
 * logs a bad value and carries on; here the configuration refused it at start-up. An unsampled
 * request still gets a trace id (in its log lines and `traceparent`), only no spans are kept.
 * `arg` is OTEL_TRACES_SAMPLER_ARG: the share the ratio samplers keep, or the rate limit's traces a second.
 */
export function samplerNamed(name: TracesSamplerName, arg: number): Sampler {
  const root = (base: string): Sampler => {
    if (base === 'always_off') return new AlwaysOffSampler();
    if (base === 'traceidratio') return new TraceIdRatioBasedSampler(arg);
    if (base === 'ratelimiting') return new RateLimitingSampler(arg);
    return new AlwaysOnSampler();
  };
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root: root(name.slice('parentbased_'.length)) }) : root(name);
}
