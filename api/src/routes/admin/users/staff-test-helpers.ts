import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, type AuditAction } from '../../../db/schema';
import { mailText, outboxMails } from '../../../test/mail-message';

/** The token in the latest set-password link mailed to `email`. */
export function mailedSetPasswordToken(app: FastifyInstance, email: string): string {
  const mails = outboxMails(app.config.outboxDir, email);
  const text = mailText(mails.at(-1) ?? '');
  const token = /\/set-password\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no set-password link mailed to ${email}:\n${text}`);
  return token;
}

/** The audit entries of one kind about one account, newest first. */
export async function auditOf(app: FastifyInstance, action: AuditAction, recordId: number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.id));
}
