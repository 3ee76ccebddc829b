import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { SamplingDecision, type Sampler } from '@opentelemetry/sdk-trace-base';
import { RateLimitingSampler } from './rate-limiting-sampler';
import { samplerNamed } from './sampler';

const TRACE = '0af7651916cd43dd8448eb211c80319c';

/** The decisions of `count` new traces asked for at once. */
const decide = (sampler: Sampler, count: number) =>
  Array.from({ length: count }, () => sampler.shouldSample(ROOT_CONTEXT, TRACE, 'GET /api/clients', SpanKind.SERVER, {}, []).decision);

const { RECORD_AND_SAMPLED: KEEP, NOT_RECORD: DROP } = SamplingDecision;

describe('the rate-limiting sampler (issue 20, decision 0030)', () => {
  let nowMs = 0;
  const clock = () => nowMs;
  beforeEach(() => {
    nowMs = 1_000;
  });

  it('keeps a second’s worth at once, then as many as time has earned, never more than a second’s worth', () => {
    const sampler = new RateLimitingSampler(3, clock);
    expect(decide(sampler, 4)).toEqual([KEEP, KEEP, KEEP, DROP]);

    nowMs += 500; // 1.5 traces earned
    expect(decide(sampler, 2)).toEqual([KEEP, DROP]);
    nowMs += 200; // 0.5 left + 0.6 earned
    expect(decide(sampler, 2)).toEqual([KEEP, DROP]);

    nowMs += 60_000; // a quiet minute does not save up a burst
    expect(decide(sampler, 4)).toEqual([KEEP, KEEP, KEEP, DROP]);
    expect(String(sampler)).toBe('RateLimitingSampler{3}');
  });

  it('keeps one trace a second at the lowest rate', () => {
    const sampler = new RateLimitingSampler(1, clock);
    expect(decide(sampler, 2)).toEqual([KEEP, DROP]);
    nowMs += 999;
    expect(decide(sampler, 1)).toEqual([DROP]);
    nowMs += 1;
    expect(decide(sampler, 1)).toEqual([KEEP]);
  });

  it('limits only new traces when parent-based: a kept request’s statements and a caller’s decision are followed', () => {
    const sampler = samplerNamed('parentbased_ratelimiting', 1);
    expect(decide(sampler, 2)).toEqual([KEEP, DROP]);
    const parent = (traceFlags: TraceFlags, isRemote: boolean) =>
      trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE, spanId: 'b7ad6b7169203331', traceFlags, isRemote });
    const child = (context: ReturnType<typeof parent>) =>
      sampler.shouldSample(context, TRACE, 'db select', SpanKind.CLIENT, {}, []).decision;
    // The bucket is empty, yet these follow their parent.
    expect(child(parent(TraceFlags.SAMPLED, false))).toBe(KEEP);
    expect(child(parent(TraceFlags.SAMPLED, true))).toBe(KEEP);
    expect(child(parent(TraceFlags.NONE, true))).toBe(DROP);
  });
});
