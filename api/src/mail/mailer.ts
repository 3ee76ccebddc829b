import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/mail-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Issue 18: a stable id (`<notification-<id>@…>`) lets a receiving server drop a repeated message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** `2026-11-21T10-07-00-123Z-agent@demo.test-1a2b.eml`: sorted by time, found by recipient. */
function outboxFileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${to.replace(/[^\w@.+-]/g, '_')}-${randomBytes(2).toString('hex')}.eml`;
}

/** The embedded default: each message becomes an .eml file any mail program opens. */
function outboxMailer(from: string, outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // Quoted-printable keeps ASCII lines (the English text, the code) readable with `cat`.
      const { message: eml } = await transport.sendMail({ from, textEncoding: 'quoted-printable', ...message });
      await mkdir(outboxDir, { recursive: true });
      // The messages carry one-time codes: readable by the server's own account only.
      await writeFile(path.join(outboxDir, outboxFileName(message.to)), eml as Buffer, { mode: 0o600, flag: 'wx' });
    },
    close: () => transport.close(),
  };
}

function smtpMailer(from: string, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function createMailer({ smtpUrl, mailFrom, outboxDir }: MailConfig): Mailer {
  return smtpUrl ? smtpMailer(mailFrom, smtpUrl) : outboxMailer(mailFrom, outboxDir);
}
