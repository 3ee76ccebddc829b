import fp from 'fastify-plugin';
import { serialDrain } from '../queues/outbox-drain';
import { NOTICE_CHANNELS } from '../db/database';
import { listenForNotices } from '../db/session-change-notices';
import { mailWorker } from '../notifications/mail-worker';
import { sweepSlaBreaches } from '../notifications/sla-sweep';
import { NotificationStreamHub } from '../notifications/stream-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 18: this process's notification streams, mail worker and SLA sweep (decision 0021). */
    notifications: {
      hub: NotificationStreamHub;
      /** Sends what is due now (also run on a timer and on every notice). */
      sendMails(): Promise<void>;
      /** One SLA sweep at `now` (every minute on a timer). */
      sweepSla(now?: Date): Promise<number>;
      /** Stops the timers and the wake-ups (tests drive the worker and the sweep themselves). */
      stopBackground(): void;
    };
  }
}

const MAIL_INTERVAL_MS = 30_000;
const SLA_INTERVAL_MS = 60_000;

/**
 * Issue 18: hears the `notifications` channel (this process's statements and, on PostgreSQL, every
 * other process's) to push to the open streams and to wake the mail worker; sweeps the SLA clock
 * every minute. Everything stops when the app closes; the streams end before the server does.
 */
export default fp(
  async function notifications(app) {
    const hub = new NotificationStreamHub(app.db, (error) => app.log.warn({ err: error }, 'a notification could not be pushed'));
    const worker = mailWorker({
      db: app.db,
      mailer: app.mail,
      now: () => new Date(),
      // A mail has no request to take the origin from: PORTAL_URL, else this server's own address.
      portalOrigin: app.config.portalUrl ?? `http://localhost:${app.config.port}`,
      mailFrom: app.config.mailFrom,
      onError: (error, context) => app.log.warn({ err: error, ...context }, 'a notification mail was not sent; it is retried later'),
    });

    const mailDrains = serialDrain(
      () => worker.drain(),
      (error) => app.log.warn({ err: error }, 'the notification mail worker failed; it runs again shortly'),
    );
    const sendMails = mailDrains.run;

    const sweepSla = (now = new Date()) => sweepSlaBreaches(app.db, app.settings.current(), now);

    const stopListening = listenForNotices(
      NOTICE_CHANNELS.notifications,
      { databaseUrl: app.config.databaseUrl, notices: app.dbNotices },
      {
        changed: (payload) => {
          hub.heard(payload);
          if (!payload.endsWith(':read')) void sendMails();
        },
        heard: () => undefined,
        // Missed notices cost only latency: the timers send the mails, a stream's next heartbeat is soon.
        lost: () => undefined,
        failed: (error) => app.log.warn({ err: error }, 'notification notices interrupted; mails go out on the timer meanwhile'),
      },
    );
    const mailTimer = setInterval(() => void sendMails(), MAIL_INTERVAL_MS).unref();
    const slaTimer = setInterval(
      () => void sweepSla().catch((error: unknown) => app.log.warn({ err: error }, 'the SLA sweep failed; it runs again in a minute')),
      SLA_INTERVAL_MS,
    ).unref();
    const stopBackground = () => {
      mailDrains.stop();
      clearInterval(mailTimer);
      clearInterval(slaTimer);
    };

    // Before the server closes: an open stream would otherwise keep it waiting.
    app.addHook('preClose', async () => {
      stopBackground();
      hub.endAll();
    });
    app.addHook('onClose', async () => {
      await mailDrains.running();
      await stopListening();
    });
    app.decorate('notifications', { hub, sendMails, sweepSla, stopBackground });
  },
  { name: 'notifications', dependencies: ['config', 'database', 'settings', 'mail'] },
);
