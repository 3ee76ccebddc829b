import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailQueue, users } from '../db/schema';
import type { MailMessage, Mailer } from '../mail/mailer';
import { signedIn } from '../test/fixtures';
import { backends, useTestApp } from '../test/test-app';
import { backoffMs, MAIL_MAX_ATTEMPTS, mailWorker } from './mail-worker';
import { notify } from './notify';

const MINUTE = 60_000;

/** A mailer that records what it sends, failing while `failing` says so. */
function recordingMailer(failing = () => false): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      // A real send takes a moment: long enough for a second worker to try the same row.
      await new Promise((resolve) => setImmediate(resolve));
      if (failing()) throw new Error('SMTP 451 try again later');
      sent.push(message);
    },
    close: () => undefined,
  };
}

describe.each(backends())('the notification mail worker ($name)', (backend) => {
  const context = useTestApp(backend, { portalUrl: 'https://portal.lender.example', mailFrom: 'Back office <bo@lender.example>' });
  let app: FastifyInstance;

  beforeAll(() => {
    app = context.app;
    app.notifications.stopBackground();
  });

  /** Sends what is left from other tests, so each test starts with an empty queue. */
  beforeEach(async () => {
    await mailWorker(options(recordingMailer(), () => new Date(Date.now() + 365 * 24 * 60 * MINUTE))).drain(1000);
  });

  function options(mailer: Mailer, now: () => Date) {
    return {
      db: app.db,
      mailer,
      now,
      portalOrigin: app.config.portalUrl!,
      mailFrom: app.config.mailFrom,
      onError: () => undefined,
    };
  }

  async function notified(recipient: { id: number }, actorId: number | null = null) {
    await app.db.transaction((tx) =>
      notify(tx, {
        event: 'sla_breached',
        recipients: [recipient.id],
        record: { type: 'limit_request', id: 41, label: 'LR-000041' },
        actorId,
      }),
    );
  }

  it("writes the mail in the recipient's language, with the link and a stable Message-ID, and marks it sent", async () => {
    const english = await signedIn(app, 'risk');
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, english.user.id));
    const arabic = await signedIn(app, 'risk');
    await notified(english.user);
    await notified(arabic.user);
    const mailer = recordingMailer();
    expect(await mailWorker(options(mailer, () => new Date())).drain()).toEqual(['sent', 'sent']);
    const [toEnglish, toArabic] = mailer.sent;
    expect(toEnglish).toMatchObject({ to: english.user.email, subject: 'Back-office notification: LR-000041' });
    expect(toEnglish!.text).toContain('Request LR-000041 has passed the time limit for its stage');
    expect(toEnglish!.text).toContain('https://portal.lender.example/limit-requests/41');
    expect(toEnglish!.messageId).toMatch(/^<notification-\d+@lender\.example>$/);
    expect(toArabic).toMatchObject({ to: arabic.user.email, subject: 'إشعار من نظام الإدارة: LR-000041' });
    expect(toArabic!.text).toContain('تجاوز الطلب LR-000041 المهلة المحددة لمرحلته');
    // Nothing is due any more.
    expect(await mailWorker(options(mailer, () => new Date())).drain()).toEqual([]);
  });

  it('sends no mail (and writes no notification) for one’s own action', async () => {
    const actor = await signedIn(app, 'risk');
    await notified(actor.user, actor.user.id);
    expect(await mailWorker(options(recordingMailer(), () => new Date())).drain()).toEqual([]);
  });

  it('retries a failed send with exponential backoff on the clock it is given, then gives up', async () => {
    const person = await signedIn(app, 'risk');
    await notified(person.user);
    let clock = Date.now();
    const mailer = recordingMailer(() => true);
    const worker = mailWorker(options(mailer, () => new Date(clock)));
    const row = async () => (await app.db.select().from(mailQueue).orderBy(mailQueue.id)).at(-1)!;

    expect(await worker.runOnce()).toBe('retry');
    expect((await row()).nextAttemptAt.getTime()).toBe(clock + MINUTE);
    // Not due before its time.
    clock += MINUTE - 1_000;
    expect(await worker.runOnce()).toBe('idle');
    clock += 1_000;
    expect(await worker.runOnce()).toBe('retry');
    expect((await row()).nextAttemptAt.getTime()).toBe(clock + 2 * MINUTE);
    expect(await row()).toMatchObject({ attempts: 2, lastError: 'SMTP 451 try again later', leaseId: null, sentAt: null });
    expect([1, 2, 3, 4, 7, 8, 20].map(backoffMs)).toEqual([1, 2, 4, 8, 60, 60, 60].map((minutes) => minutes * MINUTE));

    for (let attempt = 3; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      clock += backoffMs(attempt - 1);
      expect(await worker.runOnce()).toBe(attempt === MAIL_MAX_ATTEMPTS ? 'failed' : 'retry');
    }
    expect((await row()).failedAt?.getTime()).toBe(clock);
    clock += 24 * 60 * MINUTE;
    expect(await worker.runOnce()).toBe('idle');
    expect(mailer.sent).toEqual([]);
  });

  it('sends a mail that failed once when it is due again', async () => {
    const person = await signedIn(app, 'risk');
    await notified(person.user);
    let clock = Date.now();
    let failing = true;
    const mailer = recordingMailer(() => failing);
    const worker = mailWorker(options(mailer, () => new Date(clock)));
    expect(await worker.runOnce()).toBe('retry');
    failing = false;
    clock += MINUTE;
    expect(await worker.runOnce()).toBe('sent');
    expect(mailer.sent.map((message) => message.to)).toEqual([person.user.email]);
  });

  it('never sends a mail twice when two workers race', async () => {
    const before = Math.max(0, ...(await app.db.select({ id: mailQueue.id }).from(mailQueue)).map((row) => row.id));
    const people = [await signedIn(app, 'risk'), await signedIn(app, 'risk'), await signedIn(app, 'admin')];
    for (const person of people) for (let index = 0; index < 4; index += 1) await notified(person.user);
    const mailer = recordingMailer();
    const [first, second] = [mailWorker(options(mailer, () => new Date())), mailWorker(options(mailer, () => new Date()))];
    const outcomes = (await Promise.all([first.drain(), second.drain(), first.drain()])).flat();
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(12);
    const ids = mailer.sent.map((message) => message.messageId);
    expect(new Set(ids).size).toBe(12);
    const rows = (await app.db.select().from(mailQueue)).filter((row) => row.id > before);
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });
});
