import type { FastifyInstance } from 'fastify';
import { hashAccessToken, newAccessToken } from '../auth/tokens';
import { passwordChangeTokensRepository } from '../repositories/auth/password-change-tokens-repository';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import { newOtp, OTP_LIFETIME_SECONDS, otpHash } from './otp';
import { passwordCodeMail } from './password-code-mail';

type Tokens = ReturnType<typeof passwordChangeTokensRepository>;

/**
 * A new opaque token and six-digit code for the pending change, stored as hashes after
 * `supersede` closed what they replace (same transaction), then the code mailed to the
 * user. Returns the token, the only thing the client ever holds.
 */
export async function issueCode(
  app: FastifyInstance,
  user: SessionUser,
  newPasswordHash: string,
  supersede: (tokens: Tokens) => Promise<void>,
) {
  const token = newAccessToken();
  const code = newOtp();
  const id = await app.db.transaction(async (tx) => {
    const tokens = passwordChangeTokensRepository(tx);
    await supersede(tokens);
    const codeHash = otpHash(token, code);
    return tokens.create({
      userId: user.id,
      tokenHash: hashAccessToken(token),
      codeHash,
      newPasswordHash,
      lifetimeSeconds: OTP_LIFETIME_SECONDS,
    });
  });
  try {
    await app.mail.send(passwordCodeMail(user.email, code));
  } catch (error) {
    // A code that never left must not stay usable.
    await passwordChangeTokensRepository(app.db).revoke(id);
    throw error;
  }
  return token;
}
