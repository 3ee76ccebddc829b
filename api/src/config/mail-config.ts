import path from 'node:path';
import type { readEnv } from './read-env';

export interface MailConfig {
  /** Absent: no mail server; each message is written to `outboxDir` as an .eml file. */
  smtpUrl?: string;
  mailFrom: string;
  outboxDir: string;
  /**
   * Issue 17: where the portal is reached, for the links in mails (an invitation's set-password
   * link). Absent: the origin of the administrator's request that sent the mail.
   */
  portalUrl?: string;
}

/** An address, alone or after a display name: `a@b.example` or `Back office <a@b.example>`. */
const SENDER = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

export function readMailConfig(read: ReturnType<typeof readEnv>, dataDir: string): MailConfig {
  const mailFrom = read.string('MAIL_FROM', 'no-reply@back-office.local');
  if (!SENDER.test(mailFrom)) {
    read.problems.push(`MAIL_FROM must be an e-mail address, optionally as "Name <address>" (got "${mailFrom}")`);
  }
  return {
    // smtps:// is TLS from the start; smtp:// upgrades with STARTTLS when the server offers it.
    smtpUrl: read.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    portalUrl: read.optionalUrl('PORTAL_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
  };
}
