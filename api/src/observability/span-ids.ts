import { randomFillSync } from 'node:crypto';
import { INVALID_SPANID, INVALID_TRACEID } from '@opentelemetry/api';

/** Random bytes drawn 4 KiB at a time: one system call for about 170 spans' ids. */
const pool = Buffer.alloc(4096);
let next = pool.length;

function randomHex(bytes: number): string {
  if (next + bytes > pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const hex = pool.toString('hex', next, next + bytes);
  next += bytes;
  return hex;
}

/** W3C Trace Context ids: 16 and 8 random bytes in lowercase hex, never all zeros (that means "invalid"). */
export function newTraceId(): string {
  let id = randomHex(16);
  while (id === INVALID_TRACEID) id = randomHex(16);
  return id;
}

export function newSpanId(): string {
  let id = randomHex(8);
  while (id === INVALID_SPANID) id = randomHex(8);
  return id;
}
