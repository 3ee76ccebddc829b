import { hashAccessToken } from '../auth/tokens';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { passwordChangeTokensRepository, type PasswordChangeTokenState } from '../repositories/auth/password-change-tokens-repository';
import { OTP_MAX_ATTEMPTS } from './otp';

/** A failure that belongs to no field (SPEC §8 `errors.exception`). */
export const exception = (rule: string) => new AppError(422, 'validationFailed', { exception: [rule] });

/** The caller's token if it can still be used; otherwise the 422 that says why not. */
export async function liveToken(db: Queryable, userId: number, token: string): Promise<PasswordChangeTokenState> {
  const row = await passwordChangeTokensRepository(db).find(userId, hashAccessToken(token));
  if (!row || row.closed) throw exception('password.tokenInvalid');
  if (row.failedAttempts >= OTP_MAX_ATTEMPTS) throw exception('password.otpTooManyAttempts');
  if (row.expired) throw exception('password.otpExpired');
  return row;
}
