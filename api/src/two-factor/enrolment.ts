import { hasErrors, validateDisableTwoFactor, validateTotpCode } from '@back-office/shared/rules';
import type { SettingsValues, TwoFactorEnrolment, TwoFactorStatus } from '@back-office/shared/contract';
import QRCode from 'qrcode';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import { verifyPassword } from '../auth/passwords';
import { AppError } from '../http/app-error';
import { twoFactorRepository, type AuditSource } from '../repositories/auth/two-factor-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';

const codeRefused = () => new AppError(422, 'validationFailed', { code: ['twoFactor.codeInvalid'] });

function checked(errors: Record<string, string[]>): void {
  if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
}

/**
 * The account page's authenticator (issue 16): start (a new secret, shown until confirmed), confirm
 * with a first code (then ten recovery codes, shown once), regenerate the recovery codes with a
 * current code, turn it off with the password and a code. A code is accepted once: each success
 * moves the account's last used time step forward.
 */
export function twoFactorEnrolment(
  db: Database,
  box: SecretBox,
  config: Pick<Config, 'totpIssuer'>,
  settings: { read(): Promise<SettingsValues> },
) {
  const repository = twoFactorRepository(db);
  const users = usersRepository(db);

  async function confirmedSecret(userId: number) {
    const row = await repository.find(userId);
    if (!row?.confirmedAt) throw new AppError(409, 'twoFactorNotEnabled');
    return { row, secret: box.open(row.secretSealed, userId) };
  }

  return {
    async status(user: SessionUser): Promise<TwoFactorStatus> {
      const row = await repository.find(user.id);
      const enabled = Boolean(row?.confirmedAt);
      return {
        enabled,
        // Issue 17: the administrator's setting.
        required: (await settings.read()).two_factor_required_roles.includes(user.role),
        recovery_codes_left: enabled ? await repository.recoveryCodesLeft(user.id) : 0,
      };
    },

    async start(user: SessionUser): Promise<TwoFactorEnrolment> {
      const secret = newTotpSecret();
      if (!(await repository.startEnrolment(user.id, box.seal(secret, user.id)))) throw new AppError(409, 'twoFactorAlreadyEnabled');
      const uri = otpauthUri(config.totpIssuer, user.email, secret);
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { otpauth_uri: uri, secret: base32Encode(secret), qr_svg: qrSvg };
    },

    async confirm(user: SessionUser, code: string | undefined, source: AuditSource): Promise<string[]> {
      checked(validateTotpCode(code));
      const row = await repository.find(user.id);
      if (!row) throw new AppError(409, 'twoFactorNotStarted');
      if (row.confirmedAt) throw new AppError(409, 'twoFactorAlreadyEnabled');
      const step = matchingStep(box.open(row.secretSealed, user.id), code!.trim(), Date.now(), null);
      if (step === undefined) throw codeRefused();
      const codes = newRecoveryCodes();
      if (!(await repository.confirm(user.id, step, codes.map(hashRecoveryCode), source)))
        throw new AppError(409, 'twoFactorAlreadyEnabled');
      return codes;
    },

    async regenerateRecoveryCodes(user: SessionUser, code: string | undefined, source: AuditSource): Promise<string[]> {
      checked(validateTotpCode(code));
      const { row, secret } = await confirmedSecret(user.id);
      const step = matchingStep(secret, code!.trim(), Date.now(), row.lastUsedStep);
      const codes = newRecoveryCodes();
      if (step === undefined || !(await repository.replaceRecoveryCodes(user.id, step, codes.map(hashRecoveryCode), source)))
        throw codeRefused();
      return codes;
    },

    async disable(user: SessionUser, password: string | undefined, code: string | undefined, source: AuditSource): Promise<void> {
      checked(validateDisableTwoFactor({ password, code }));
      const { row, secret } = await confirmedSecret(user.id);
      if (!(await verifyPassword(await users.passwordHashOf(user.id), password!))) {
        throw new AppError(422, 'validationFailed', { password: ['password.currentPasswordIncorrect'] });
      }
      const step = matchingStep(secret, code!.trim(), Date.now(), row.lastUsedStep);
      if (step === undefined || !(await repository.disable(user.id, step, source))) throw codeRefused();
    },
  };
}
