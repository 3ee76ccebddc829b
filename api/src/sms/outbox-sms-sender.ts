import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './sms-sender';
import { toE164 } from './egyptian-numbers';

/** `2026-11-21T10-07-00-123Z-+201001234567-42-1a2b.txt`: sorted by time, found by number. */
function outboxFileName(to: string, id: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to}-${id}-${randomBytes(2).toString('hex')}.txt`;
}

/**
 * Issue 19: the default, like the mail's outbox (mailer.ts): each message becomes a text file, so
 * the product sends codes with no SMS account anywhere and a test (or an operator) reads them.
 */
export function outboxSmsSender(outboxDir: string): SmsSender {
  return {
    async send({ to, text, id }) {
      const number = toE164(to);
      await mkdir(outboxDir, { recursive: true });
      // The messages carry one-time codes: readable by the server's own account only.
      await writeFile(path.join(outboxDir, outboxFileName(number, id)), `To: ${number}\n\n${text}\n`, { mode: 0o600, flag: 'wx' });
    },
  };
}
