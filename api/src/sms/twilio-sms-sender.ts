import type { TwilioConfig } from '../config/sms-config';
import type { SmsSender } from './sms-sender';
import { toE164 } from './egyptian-numbers';

/** Longer than Twilio answers; a hung connection fails the attempt and the queue retries it later. */
const TIMEOUT_MS = 15_000;

/**
 * Issue 19: Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, basic auth, a
 * form body). A non-2xx answer is an error the queue retries with backoff; Twilio's own error text
 * is kept (without the credentials) for the operator.
 */
export function twilioSmsSender(config: TwilioConfig, fetcher: typeof fetch = fetch): SmsSender {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  // A messaging service SID (MG…) is sent as such; a number as From.
  const sender: Record<string, string> = config.from.startsWith('MG') ? { MessagingServiceSid: config.from } : { From: config.from };
  return {
    async send({ to, text }) {
      const body = new URLSearchParams({ To: toE164(to), ...sender, Body: text });
      const response = await fetcher(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
      }
      // The body is not needed; reading it releases the connection.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}
