import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { toE164 } from '../sms/egyptian-numbers';
import { solvedPow } from './proof-of-work';

let addresses = 0;
/** Each call from its own address, so only a rate-limit test meets the per-IP limit. */
const nextAddress = () => {
  addresses += 1;
  return `10.19.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

export async function askForCode(app: FastifyInstance, reference: string, mobile: string, language = 'ar') {
  return app.inject({
    method: 'POST',
    url: '/api/self-onboarding/status/code',
    payload: { reference, mobile, pow: solvedPow(app) },
    headers: { 'accept-language': language },
    remoteAddress: nextAddress(),
  });
}

export async function verify(app: FastifyInstance, reference: string, mobile: string, code: string, language = 'ar') {
  return app.inject({
    method: 'POST',
    url: '/api/self-onboarding/status/verify',
    payload: { reference, mobile, code },
    headers: { 'accept-language': language },
    remoteAddress: nextAddress(),
  });
}

/** The texts sent to `mobile`, oldest first, once the queue is worked. */
export async function textsTo(app: FastifyInstance, mobile: string): Promise<string[]> {
  await app.sms.sendDue();
  const number = toE164(mobile);
  return readdirSync(app.config.smsOutboxDir)
    .filter((name) => name.includes(`-${number}-`))
    .sort()
    .map((name) => readFileSync(path.join(app.config.smsOutboxDir, name), 'utf8'));
}

/** The last code texted to `mobile`. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const texts = await textsTo(app, mobile);
  const code = /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code was texted to ${mobile}`);
  return code;
}

/** A status session for the applicant, through the code they were texted. */
export async function statusSession(app: FastifyInstance, reference: string, mobile: string): Promise<Record<string, string>> {
  await askForCode(app, reference, mobile);
  const response = await verify(app, reference, mobile, await lastCode(app, mobile));
  return { authorization: `Bearer ${response.json<{ data: { token: string } }>().data.token}` };
}
