/**
 * Issue 18 (decision 0022): decision times are kept as counts per log-scale bucket
 * (dashboard_duration_bucket, migration 0023): bucket b ≥ 1 holds [2^((b-24)/4), 2^((b-23)/4))
 * hours, bucket 0 anything shorter. A percentile is found in its bucket and interpolated
 * geometrically inside it, so it is at most one bucket's width off: under 19 % (2^(1/4) − 1).
 */
const OFFSET = 24;
const PER_DOUBLING = 4;

const lowerBound = (bucket: number) => (bucket <= 0 ? 0 : 2 ** ((bucket - OFFSET) / PER_DOUBLING));
const upperBound = (bucket: number) => 2 ** ((Math.max(bucket, 0) + 1 - OFFSET) / PER_DOUBLING);

/** The q-quantile (0–1) in hours of a histogram given as bucket → count; null when it is empty. */
export function quantileHours(histogram: ReadonlyMap<number, number>, q: number): number | null {
  const buckets = [...histogram.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (const [bucket, count] of buckets) {
    if (below + count >= rank) {
      const fraction = count === 0 ? 0 : Math.min(1, Math.max(0, (rank - below) / count));
      const low = lowerBound(bucket);
      const high = upperBound(bucket);
      const hours = low === 0 ? high * fraction : low * (high / low) ** fraction;
      return Math.round(hours * 100) / 100;
    }
    below += count;
  }
  return Math.round(upperBound(buckets[buckets.length - 1]![0]) * 100) / 100;
}

/** The bucket a duration falls in, as the SQL function computes it (for tests and seeding checks). */
export function bucketOfHours(hours: number): number {
  if (!(hours > 0)) return 0;
  return Math.max(0, Math.min(120, Math.floor((PER_DOUBLING * Math.log(hours)) / Math.LN2) + OFFSET));
}
