import type { SmsConfig } from '../config/sms-config';
import { outboxSmsSender } from './outbox-sms-sender';
import { twilioSmsSender } from './twilio-sms-sender';

export interface SmsMessage {
  /** The mobile number as stored (01XXXXXXXXX); each sender writes it as it needs. */
  to: string;
  text: string;
  /** The queue row's id: names the outbox file and lets a provider's logs be matched to it. */
  id: number;
}

/** Issue 19 (decision 0024): how a text message leaves; one outbox implementation and one provider. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Twilio when all of its settings are given (checked at start-up), else the outbox folder. */
export function createSmsSender(config: SmsConfig, fetcher: typeof fetch = fetch): SmsSender {
  return config.twilio ? twilioSmsSender(config.twilio, fetcher) : outboxSmsSender(config.smsOutboxDir);
}
