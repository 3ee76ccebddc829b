import path from 'node:path';
import { mailedCode, mailText, outboxMails } from '../../api/src/test/mail-message';
import { until } from './until';

/** The newest code mailed to `to` by the portal's embedded outbox, once there are `count` code mails. */
export async function mailedCodeFor(dataDir: string, to: string, count: number): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let mails: string[] = [];
  await until(async () => {
    try {
      // Issue 18: notification mails (an SLA passed, an application) reach the same people; count the codes only.
      mails = outboxMails(outbox, to).filter((mail) => /Your password change code: \d{6}/.test(mailText(mail)));
    } catch {
      mails = [];
    }
    return mails.length >= count;
  }, `mail ${count} reaches ${to}`);
  return mailedCode(mails.at(-1)!);
}
