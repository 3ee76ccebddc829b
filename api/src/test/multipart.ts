import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  content: Buffer | string;
  /** What a browser would claim; the API must ignore it. */
  type?: string;
}

/** A multipart/form-data body for `app.inject`, fields and files in the given order. */
export function multipart(parts: Record<string, string | FilePart | undefined>) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    const isFile = typeof value !== 'string';
    const disposition = `form-data; name="${name}"${isFile ? `; filename="${value.name}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${isFile ? `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(isFile ? value.content : value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
export const MSG = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(64)]);
export const EML = 'From: client@example.com\r\nSubject: salary\r\n\r\nBody';
