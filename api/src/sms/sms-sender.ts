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
