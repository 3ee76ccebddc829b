import type { SmsConfig } from '../config/sms-config';
import { outboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { twilioSmsSender } from './twilio-sms-sender';

/** Twilio when all of its settings are given (checked at start-up), else the outbox folder. */
export function createSmsSender(config: SmsConfig, fetcher: typeof fetch = fetch): SmsSender {
  return config.twilio ? twilioSmsSender(config.twilio, fetcher) : outboxSmsSender(config.smsOutboxDir);
}
