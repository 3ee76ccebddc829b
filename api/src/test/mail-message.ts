import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The text body of a raw single-part message, decoded from base64 or quoted-printable. */
export function mailText(raw: string): string {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A header of a raw message, as written (encoded words left encoded). */
export const mailHeader = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim();

/** The .eml files the app wrote to its outbox for `to`, oldest first. */
export function outboxMails(outboxDir: string, to: string): string[] {
  return readdirSync(outboxDir)
    .filter((name) => name.includes(`-${to}-`))
    .sort()
    .map((name) => readFileSync(path.join(outboxDir, name), 'utf8'));
}

/** The six-digit code in a password-change mail. */
export function mailedCode(raw: string): string {
  const code = /Your password change code: (\d{6})/.exec(mailText(raw))?.[1];
  if (!code) throw new Error(`no code in:\n${raw}`);
  return code;
}
