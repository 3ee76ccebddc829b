import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-base';

/** The values OpenTelemetry's specification gives OTEL_TRACES_SAMPLER (the `jaeger_*` and `xray` ones need their own packages). */
export const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export type TracesSamplerName = (typeof TRACES_SAMPLERS)[number];

/**
 * Issue 20: which requests are recorded. The SDK would read the same variables itself, but only
 * logs a bad value and carries on; here the configuration refused it at start-up. An unsampled
 * request still gets a trace id (in its log lines and `traceparent`), only no spans are kept.
 */
export function samplerNamed(name: TracesSamplerName, ratio: number): Sampler {
  const root = (base: string): Sampler => {
    if (base === 'always_off') return new AlwaysOffSampler();
    if (base === 'traceidratio') return new TraceIdRatioBasedSampler(ratio);
    return new AlwaysOnSampler();
  };
  return name.startsWith('parentbased_') ? new ParentBasedSampler({ root: root(name.slice('parentbased_'.length)) }) : root(name);
}
