import fp from 'fastify-plugin';
import { serialDrain } from '../queues/outbox-drain';
import { createSmsSender } from '../sms/create-sms-sender';
import type { SmsSender } from '../sms/sms-sender';
import { smsWorker } from '../sms/sms-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 19: text messages, sent from the durable queue (decision 0024). */
    sms: {
      sender: SmsSender;
      /** Sends what is due now; called after a message is queued, and on a timer. */
      sendDue(): Promise<void>;
      /** Stops the timer (tests send what they queued with sendDue). */
      stopBackground(): void;
    };
  }
}

const SMS_INTERVAL_MS = 15_000;

/**
 * Issue 19: started beside the notification mails' worker (plugins/notifications.ts) and in the same
 * way: one drain at a time in this process, woken when a message is queued, and on a timer for
 * retries and for messages another process queued.
 */
export default fp(
  async function sms(app, options: { sender?: SmsSender }) {
    const sender = options.sender ?? createSmsSender(app.config);
    const worker = smsWorker({
      db: app.db,
      sender,
      now: () => new Date(),
      onError: (error, context) => app.log.warn({ err: error, ...context }, 'a text message was not sent; it is retried later'),
    });
    const drains = serialDrain(
      () => worker.drain(),
      (error) => app.log.warn({ err: error }, 'the text message worker failed; it runs again shortly'),
    );
    const sendDue = drains.run;
    const timer = setInterval(() => void sendDue(), SMS_INTERVAL_MS).unref();
    // The timer only: a test still sends what it queued with sendDue().
    const stopBackground = () => clearInterval(timer);
    // The credentials stay out of the log: only which way messages go.
    app.log.info(app.config.twilio ? { transport: 'twilio' } : { transport: 'outbox', outbox: app.config.smsOutboxDir }, 'sms ready');
    app.addHook('preClose', async () => {
      drains.stop();
      stopBackground();
    });
    app.addHook('onClose', async () => {
      await drains.running();
    });
    app.decorate('sms', { sender, sendDue, stopBackground });
  },
  { name: 'sms', dependencies: ['config', 'database'] },
);
