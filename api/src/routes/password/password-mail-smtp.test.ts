import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { passwordChangeTokens } from '../../db/schema';
import { PASSWORD, signedIn } from '../../test/fixtures';
import { mailedCode, mailHeader } from '../../test/mail-message';
import { NEW_PASSWORD, passwordCalls } from '../../test/password-change';
import { startTestApp } from '../../test/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** With SMTP_URL set, the code goes to the mail server instead of the outbox. */
describe('password change mail through SMTP', () => {
  const received: Received[] = [];
  const refused = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refused.has(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const request = { current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    ({ app, close } = await startTestApp(
      { name: 'pglite' },
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Back office <back-office@lender.example>' },
    ));
  });
  afterAll(async () => {
    await close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the code to the user from MAIL_FROM, and the code works', async () => {
    const { user, headers } = await signedIn(app);
    const calls = passwordCalls(app, headers);
    const { body } = await calls.changeRequest(request);
    const mail = received.find((message) => message.to.includes(user.email))!;
    expect(mail.from).toBe('back-office@lender.example');
    expect(mailHeader(mail.raw, 'From')).toBe('Back office <back-office@lender.example>');
    const step2 = {
      otp: mailedCode(mail.raw),
      password_change_token: body.data.token,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    };
    expect((await calls.verify(step2)).status).toBe(200);
  });

  it('answers 500 and leaves no usable token when the mail server refuses the message', async () => {
    const { user, headers } = await signedIn(app);
    refused.add(user.email);
    const { status, body } = await passwordCalls(app, headers).changeRequest(request, { 'accept-language': 'en' });
    expect({ status, body }).toEqual({ status: 500, body: { message: 'Something went wrong on the server, try again later' } });
    const rows = await app.db.select().from(passwordChangeTokens).where(eq(passwordChangeTokens.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ revokedAt: expect.any(Date), usedAt: null })]);
  });
});
