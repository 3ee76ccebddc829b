import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { translate } from '../i18n/translate';
import { smsQueueRepository } from '../repositories/sms/sms-queue-repository';
import { statusCodesRepository, type CodeLimits } from '../repositories/self-onboarding/status-codes-repository';
import { statusSessionsRepository } from '../repositories/self-onboarding/status-sessions-repository';
import { localMobile } from '../sms/egyptian-numbers';

/** Issue 19: a code lives ten minutes and takes five tries; a session lasts half an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const SESSION_TTL_MS = 30 * 60_000;
/** Per mobile number, counted in the database (so it holds across processes), whatever the pair. */
export const CODE_LIMITS: CodeLimits = { perShortWindow: 3, shortWindowMs: 15 * 60_000, perDay: 10 };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const hmac = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest('hex');

/** References are case-insensitive on input; mobile numbers are read as people type them. */
const normalReference = (reference: string) => reference.trim().toUpperCase();
const normalMobile = (mobile: string) => localMobile(mobile) ?? mobile.trim();
const pairKeyOf = (reference: string, mobile: string) => sha256(`${normalReference(reference)}\n${normalMobile(mobile)}`);

async function matchingApplication(app: FastifyInstance, reference: string, mobile: string) {
  const application = await app.applications.findByReference(normalReference(reference));
  return application && localMobile(application.mobile) === localMobile(mobile) ? application : undefined;
}

/**
 * Issue 19: a new status code for a reference and mobile number. Every pair gets a code row, and
 * the caller the same answer, whether or not it is an application's: only a matching pair's code
 * is texted, in the application's language. The per-number limit counts every request (429 says
 * nothing about the pair either). Answers after the transaction; the SMS worker is woken.
 */
export async function requestStatusCode(app: FastifyInstance, input: { reference: string; mobile: string }, now = new Date()) {
  // What is no Egyptian mobile number belongs to no application: saying so tells nothing about anyone.
  const mobile = localMobile(input.mobile);
  if (!mobile) throw new AppError(422, 'validationFailed', { mobile: ['clients.primeMobileNumberInvalid'] });
  const application = await matchingApplication(app, input.reference, input.mobile);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const codes = statusCodesRepository(app.db);
  const admitted = await app.db.transaction(async (tx) => {
    if (!(await codes.admitRequest(tx, mobile, CODE_LIMITS, now))) return false;
    await codes.replace(
      tx,
      {
        pairKey: pairKeyOf(input.reference, input.mobile),
        applicationId: application?.id ?? null,
        codeHash: hmac(salt, code),
        salt,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        tries: CODE_TRIES,
      },
      now,
    );
    if (application) {
      const reference = normalReference(input.reference);
      const text = translate(application.language, 'smsStatusCode', { reference, code });
      await smsQueueRepository(tx).enqueue({ purpose: 'status_code', mobile: localMobile(application.mobile)!, text });
    }
    return true;
  });
  if (!admitted) throw new AppError(429, 'tooManyStatusCodes');
  if (application) void app.sms.sendDue();
}

const codeError = (key: 'codeInvalid' | 'codeExpired' | 'codeTooManyTries', tries?: number) =>
  new AppError(422, 'validationFailed', { code: [{ key, params: tries === undefined ? {} : { tries } }] });

/**
 * Issue 19: the code from the text message for a status session. A try is spent before the
 * comparison; a wrong pair and a wrong code answer alike (the pair's row holds a code nobody has).
 */
export async function verifyStatusCode(
  app: FastifyInstance,
  input: { reference: string; mobile: string; code: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const codes = statusCodesRepository(app.db);
  const attempt = await codes.takeTry(pairKeyOf(input.reference, input.mobile), now);
  if (attempt.outcome !== 'compare') throw codeError(attempt.outcome === 'expired' ? 'codeExpired' : 'codeTooManyTries');
  const given = Buffer.from(hmac(attempt.salt, input.code.trim()), 'hex');
  const right = timingSafeEqual(given, Buffer.from(attempt.codeHash, 'hex'));
  if (!right || attempt.applicationId === null) {
    throw attempt.triesLeft === 0 ? codeError('codeTooManyTries') : codeError('codeInvalid', attempt.triesLeft);
  }
  // The application is read again: the session names what it was opened for.
  const application = await matchingApplication(app, input.reference, input.mobile);
  if (!application || application.id !== attempt.applicationId || !(await codes.consume(attempt.id))) throw codeError('codeExpired');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await statusSessionsRepository(app.db).create(
    sha256(token),
    { applicationId: application.id, reference: normalReference(input.reference), clientId: application.clientId },
    expiresAt,
    now,
  );
  return { token, expiresAt };
}

/** Issue 19: the status session a request's `Authorization: Bearer` names, or 401. */
export async function statusSessionOf(app: FastifyInstance, authorization: string | undefined, now = new Date()) {
  const token = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  const session = token ? await statusSessionsRepository(app.db).findLive(sha256(token), now) : undefined;
  if (!session) throw new AppError(401, 'statusSessionExpired');
  return session;
}
