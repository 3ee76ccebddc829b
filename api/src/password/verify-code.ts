import { hasErrors, isBlank, validateNewPassword, validateOtp, type FieldErrors } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditSourceOf } from '../audit/audit-source';
import { verifyPassword } from '../auth/passwords';
import { AppError } from '../http/app-error';
import { readMultipartForm } from '../http/multipart-form';
import { passwordChangeTokensRepository } from '../repositories/auth/password-change-tokens-repository';
import { completePasswordChange } from './complete-change';
import { OTP_MAX_ATTEMPTS, otpMatches } from './otp';
import { VERIFY_FORM } from './password-forms';
import { exception, liveToken } from './token-state';

/** Step 2: the code, then the new password again; on success the change is made. */
export async function verifyCode(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const fields = (await readMultipartForm(request, VERIFY_FORM)).fields;
  // The lists were checked in step 1, whose hash is the only password this step can set.
  const errors: FieldErrors = { ...validateOtp(fields.otp), ...validateNewPassword(fields, { email: request.user!.email }) };
  if (isBlank(fields.password_change_token)) errors.password_change_token = ['common.fieldRequired'];
  if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);

  const user = request.user!;
  const token = fields.password_change_token!;
  const current = await liveToken(app.db, user.id, token);
  if (!otpMatches(token, fields.otp!.trim(), current.codeHash)) {
    const failures = await passwordChangeTokensRepository(app.db).recordFailure(current.id);
    if (failures === undefined) throw exception('password.tokenInvalid');
    if (failures >= OTP_MAX_ATTEMPTS) throw exception('password.otpTooManyAttempts');
    throw new AppError(422, 'validationFailed', {
      otp: [{ rule: 'password.otpInvalid', params: { remaining: OTP_MAX_ATTEMPTS - failures } }],
    });
  }
  if (!(await verifyPassword(current.newPasswordHash, fields.new_password!))) {
    throw new AppError(422, 'validationFailed', { new_password: ['password.newPasswordNotRequested'] });
  }
  await completePasswordChange(app.db, {
    userId: user.id,
    sessionId: request.sessionId!,
    tokenId: current.id,
    newPasswordHash: current.newPasswordHash,
    ...auditSourceOf(request),
  });
}
