/**
 * Issue 20: a random Idempotency-Key. crypto.randomUUID needs a secure context (a lender's page
 * served over plain HTTP has none), so random bytes stand in there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The API named the key itself in its 422: it was used for another request, so the next try needs a
 * new one. Its 409 names the key too, but says the first send is still running: that key is kept.
 */
export const keyRefused = (reply: { status: number; body?: unknown }): boolean =>
  reply.status === 422 && Boolean((reply.body as { errors?: Record<string, unknown> } | undefined)?.errors?.['idempotency-key']);
