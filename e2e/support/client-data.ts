import { randomInt } from 'node:crypto';

/** A valid national ID nobody else has: born 1 Jan 1990 in Cairo, a random serial, male. */
export function uniqueNationalId(): string {
  const serial = String(randomInt(0, 1000)).padStart(3, '0');
  return `290010101${serial}${1 + 2 * randomInt(0, 5)}${randomInt(0, 10)}`;
}

export function uniqueMobile(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG_FILE = {
  name: 'national-id.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
};

export const PDF_FILE = {
  name: 'salary.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
