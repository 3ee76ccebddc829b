import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsQueue } from '../db/schema';
import { smsQueueRepository } from '../repositories/sms/sms-queue-repository';
import { backends, useTestApp } from '../test/test-app';
import type { SmsMessage, SmsSender } from './sms-sender';
import { SMS_MAX_ATTEMPTS, smsWorker } from './sms-worker';

const HOUR = 3_600_000;

/** A sender that records what it sends, failing while `failing` says so. */
function recordingSender(failing = () => false): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message) {
      // A real send takes a moment: long enough for a second worker to try the same row.
      await new Promise((resolve) => setImmediate(resolve));
      if (failing()) throw new Error('provider 503');
      sent.push(message);
    },
  };
}

describe.each(backends())('the text message worker ($name)', (backend) => {
  const context = useTestApp(backend);
  let app: FastifyInstance;
  const worker = (sender: SmsSender, now = () => new Date()) => smsWorker({ db: app.db, sender, now, onError: () => undefined });
  const row = async (id: number) => (await app.db.select().from(smsQueue).where(eq(smsQueue.id, id)))[0]!;

  beforeAll(() => {
    app = context.app;
    app.sms.stopBackground();
  });
  // Whatever another test left is sent, so each test starts with an empty queue.
  beforeEach(() => worker(recordingSender(), () => new Date(Date.now() + 24 * 365 * HOUR)).drain(1000));

  it('sends a queued message once, and blanks a status code once sent but keeps other texts', async () => {
    const queue = smsQueueRepository(app.db);
    const code = await queue.enqueue({ purpose: 'status_code', mobile: '01001234567', text: 'Your code: 123456' });
    const request = await queue.enqueue({ purpose: 'document_request', mobile: '01001234567', text: 'Open the status page' });
    const sender = recordingSender();
    // Two workers at once: SKIP LOCKED and the lease keep each row to one of them.
    const outcomes = (await Promise.all([worker(sender).drain(), worker(sender).drain()])).flat();
    expect(outcomes.sort()).toEqual(['sent', 'sent']);
    expect(sender.sent.map((message) => message.id).sort()).toEqual([code, request].sort());
    expect(await row(code)).toMatchObject({ text: null, attempts: 1, lastError: null });
    expect((await row(code)).sentAt).toBeInstanceOf(Date);
    expect(await row(request)).toMatchObject({ text: 'Open the status page' });
  });

  it('retries a failed send with backoff, and gives it up after the last attempt with the code blanked', async () => {
    const id = await smsQueueRepository(app.db).enqueue({ purpose: 'status_code', mobile: '01001234567', text: 'Your code: 654321' });
    let clock = Date.now();
    const failing = worker(
      recordingSender(() => true),
      () => new Date(clock),
    );
    expect(await failing.runOnce()).toBe('retry');
    // Not due again until its backoff passed.
    expect(await failing.runOnce()).toBe('idle');
    expect(await row(id)).toMatchObject({ attempts: 1, lastError: 'provider 503', text: 'Your code: 654321' });
    for (let attempt = 2; attempt <= SMS_MAX_ATTEMPTS; attempt += 1) {
      clock += 2 * HOUR;
      expect(await failing.runOnce()).toBe(attempt === SMS_MAX_ATTEMPTS ? 'failed' : 'retry');
    }
    const given = await row(id);
    expect(given).toMatchObject({ attempts: SMS_MAX_ATTEMPTS, text: null, sentAt: null });
    expect(given.failedAt).toBeInstanceOf(Date);
    clock += 24 * HOUR;
    expect(await failing.runOnce()).toBe('idle');
  });

  it("sends through the app's own sender (the outbox by default) and keeps no code in the table", async () => {
    const id = await smsQueueRepository(app.db).enqueue({ purpose: 'status_code', mobile: '01101234567', text: 'Your code: 111222' });
    await worker(app.sms.sender).drain();
    expect((await row(id)).text).toBeNull();
    const files = readdirSync(app.config.smsOutboxDir).filter((name) => name.includes(`-+201101234567-${id}-`));
    expect(files.map((name) => readFileSync(path.join(app.config.smsOutboxDir, name), 'utf8'))).toEqual([
      'To: +201101234567\n\nYour code: 111222\n',
    ]);
  });
});
