import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { until } from './until';

/** `01012345678` → `+201012345678`, as the outbox names its files (issue 19). */
const e164 = (mobile: string) => `+20${mobile.slice(1)}`;

/** The texts the portal's embedded SMS outbox (DATA_DIR/sms-outbox) wrote to `mobile`, oldest first. */
export function textsTo(dataDir: string, mobile: string): string[] {
  const outbox = path.join(dataDir, 'sms-outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .filter((file) => file.includes(`-${e164(mobile)}-`))
    .sort()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'));
}

/** Waits for the `count`-th text to `mobile` and answers the six-digit code in the newest one. */
export async function textedCodeFor(dataDir: string, mobile: string, count: number): Promise<string> {
  let codes: string[] = [];
  await until(
    async () => {
      codes = textsTo(dataDir, mobile).flatMap((text) => /\b(\d{6})\b/.exec(text)?.[1] ?? []);
      return codes.length >= count;
    },
    `text ${count} with a code reaches ${mobile}`,
    30_000,
  );
  return codes.at(-1)!;
}
