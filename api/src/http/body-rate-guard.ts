import type { IncomingMessage } from 'node:http';

export interface BodyRate {
  /** Fewer bytes than this within any `windowMs` is too slow. */
  minBytes: number;
  windowMs: number;
}

/** Samples per window: the cut comes at most a fifth of a window late. */
const SAMPLES_PER_WINDOW = 5;

/** Whether the request announces a body (a length above 0, or chunks). */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Issue 20: watches how fast a request's body arrives and calls `tooSlow` once when fewer than
 * `minBytes` arrived in the last `windowMs`. It counts the socket's bytes (socket.bytesRead), so it
 * reads nothing from the body itself. Time the server spends not reading (a body waiting in the
 * request's buffer for a handler to take it) is not the sender's fault and restarts the window.
 * Returns a function that stops watching; it also stops once the body is complete or the socket closes.
 */
export function watchBodyRate(request: IncomingMessage, rate: BodyRate, tooSlow: () => void): () => void {
  const socket = request.socket;
  const tick = Math.max(1, Math.floor(rate.windowMs / SAMPLES_PER_WINDOW));
  // (time, bytes read so far) pairs, oldest first, covering at least the last window.
  let samples = [{ at: performance.now(), bytes: socket.bytesRead }];
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return stop();
    const now = performance.now();
    const bytes = socket.bytesRead;
    if (request.readableLength > 0) {
      samples = [{ at: now, bytes }];
      return;
    }
    samples.push({ at: now, bytes });
    // Keep the newest sample that is at least a window old, as the window's start.
    while (samples.length > 1 && now - samples[1]!.at >= rate.windowMs) samples.shift();
    const start = samples[0]!;
    if (now - start.at >= rate.windowMs && bytes - start.bytes < rate.minBytes) {
      stop();
      tooSlow();
    }
  }, tick);
  timer.unref();
  function stop() {
    clearInterval(timer);
  }
  return stop;
}
