import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Mail through SMTP_URL, or into DATA_DIR/outbox/ when no mail server is configured. */
export default fp(
  async function mail(app) {
    const mailer = createMailer(app.config);
    app.addHook('onClose', async () => mailer.close());
    // The URL may hold the server's credentials: log only which way mail goes.
    app.log.info(app.config.smtpUrl ? { transport: 'smtp' } : { transport: 'outbox', outbox: app.config.outboxDir }, 'mail ready');
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['config'] },
);
