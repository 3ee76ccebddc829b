import { hasErrors, validateSecondFactor } from '@back-office/shared/rules';
import type { SecondFactorRequest } from '@back-office/shared/contract';
import { hashAccessToken } from '../auth/tokens';
import type { LoginService, SessionGranted } from '../auth/login';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { loginChallengesRepository, twoFactorRepository, type AuditSource } from '../repositories/auth/two-factor-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { hashRecoveryCode } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { matchingStep } from './totp';

const expired = () => new AppError(422, 'validationFailed', { challenge_token: ['twoFactor.challengeExpired'] });

/**
 * The log-in's second step (issue 16): a live challenge from a correct password, then a current
 * authenticator code never used before, or an unused recovery code. A wrong code counts against
 * the challenge (five tries) and toward the account's lock-out, like a wrong password.
 */
export function secondFactorService(db: Database, box: SecretBox, login: LoginService) {
  const challenges = loginChallengesRepository(db);
  const twoFactor = twoFactorRepository(db);
  const users = usersRepository(db);

  return async function verify(body: Partial<SecondFactorRequest>, source: AuditSource): Promise<SessionGranted> {
    const errors = validateSecondFactor(body);
    if (!body.challenge_token) errors.challenge_token = ['common.fieldRequired'];
    if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);

    const challenge = await challenges.findUsable(hashAccessToken(body.challenge_token!));
    const user = challenge && (await users.findById(challenge.userId));
    const totp = user && (await twoFactor.find(user.id));
    if (!challenge || !user?.active || !totp?.confirmedAt) throw expired();

    const recoveryCode = body.recovery_code?.trim();
    let accepted: boolean;
    if (recoveryCode) {
      accepted = await twoFactor.useRecoveryCode(user.id, hashRecoveryCode(recoveryCode), source);
    } else {
      const step = matchingStep(box.open(totp.secretSealed, user.id), body.code!.trim(), Date.now(), totp.lastUsedStep);
      accepted = step !== undefined && (await twoFactor.useStep(user.id, step));
    }
    if (!accepted) {
      await challenges.recordFailure(challenge.id);
      await login.failOnAccount(user, 'bad_code', source);
      throw new AppError(
        422,
        'validationFailed',
        recoveryCode ? { recovery_code: ['twoFactor.recoveryCodeInvalid'] } : { code: ['twoFactor.codeInvalid'] },
      );
    }
    if (!(await challenges.consume(challenge.id))) throw expired();
    return login.startSession(user, true, source);
  };
}
