import path from 'node:path';
import type { readEnv } from './read-env';

/** Issue 19: Twilio's Messages API, when all three values are given. */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com unless said: a test points it at a local server. */
  baseUrl: string;
}

export interface SmsConfig {
  /** Absent: no provider; each text message is written to `smsOutboxDir` as a file. */
  twilio?: TwilioConfig;
  smsOutboxDir: string;
}

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/**
 * Issue 19: text messages go through Twilio when configured, else into an outbox folder, so the
 * product works with no account anywhere. Half a Twilio configuration is a mistake, refused at
 * start-up rather than discovered when the first code is not delivered.
 */
export function readSmsConfig(read: ReturnType<typeof readEnv>, dataDir: string): SmsConfig {
  const [accountSid, authToken, from] = TWILIO_VARIABLES.map((name) => read.optionalString(name));
  const given = [accountSid, authToken, from].filter((value) => value !== undefined).length;
  if (given > 0 && given < TWILIO_VARIABLES.length) {
    read.problems.push(`${TWILIO_VARIABLES.join(', ')} must be given all together or not at all`);
  }
  if (from !== undefined && !/^\+[1-9]\d{6,14}$/.test(from) && !/^MG[0-9a-f]{32}$/i.test(from)) {
    read.problems.push(`TWILIO_FROM must be a number in E.164 form (+20…) or a messaging service SID (MG…) (got "${from}")`);
  }
  const baseUrl = (read.optionalUrl('TWILIO_BASE_URL', ['https:', 'http:']) ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const smsOutboxDir = path.resolve(dataDir, read.string('SMS_OUTBOX_DIR', path.join(dataDir, 'sms-outbox')));
  return {
    twilio: given === TWILIO_VARIABLES.length ? { accountSid: accountSid!, authToken: authToken!, from: from!, baseUrl } : undefined,
    smsOutboxDir,
  };
}
