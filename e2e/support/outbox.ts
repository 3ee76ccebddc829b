import path from 'node:path';
import { mailedCode, outboxMails } from '../../api/src/test/mail-message';
import { until } from './until';

/** The newest code mailed to `to` by the portal's embedded outbox, once there are `count` mails. */
export async function mailedCodeFor(dataDir: string, to: string, count: number): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let mails: string[] = [];
  await until(async () => {
    try {
      mails = outboxMails(outbox, to);
    } catch {
      mails = [];
    }
    return mails.length >= count;
  }, `mail ${count} reaches ${to}`);
  return mailedCode(mails.at(-1)!);
}
