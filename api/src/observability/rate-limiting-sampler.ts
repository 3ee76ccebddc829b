import { SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace-base';

const RECORD: SamplingResult = Object.freeze({ decision: SamplingDecision.RECORD_AND_SAMPLED });
const DROP: SamplingResult = Object.freeze({ decision: SamplingDecision.NOT_RECORD });

/**
 * Issue 20: keeps at most `perSecond` new traces a second, as Jaeger's `ratelimiting` sampler and
 * X-Ray's reservoir do: a bucket that holds one second's worth, refilled as time passes. A quiet
 * back office is traced whole; at peak what tracing costs stays bounded (a recorded request costs
 * about a fifth more of the API's CPU, bench/RESULTS.md) however many requests come (decision 0030).
 * Used as the root of a parent-based sampler, so a trace is kept or left whole: the statements of a
 * kept request follow their parent and take nothing from the bucket.
 */
export class RateLimitingSampler implements Sampler {
  private readonly capacity: number;
  private balance: number;
  private last: number;

  /** `now` in milliseconds from a monotonic clock; tests pass their own. */
  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.capacity = Math.max(1, perSecond);
    this.balance = this.capacity;
    this.last = now();
  }

  shouldSample(): SamplingResult {
    const now = this.now();
    this.balance = Math.min(this.capacity, this.balance + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
    if (this.balance < 1) return DROP;
    this.balance -= 1;
    return RECORD;
  }

  toString(): string {
    return `RateLimitingSampler{${this.perSecond}}`;
  }
}
