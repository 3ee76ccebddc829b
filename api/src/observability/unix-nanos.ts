/**
 * Wall-clock time in nanoseconds since 1970, as OTLP writes span times: the monotonic clock
 * offset by the wall clock read once, so spans of one process never run backwards (the SDK
 * does the same with `performance.timeOrigin`). A bigint: nanoseconds since 1970 pass 2^53.
 */
const offset = BigInt(Date.now()) * 1_000_000n - process.hrtime.bigint();

export const nowUnixNanos = (): bigint => offset + process.hrtime.bigint();
