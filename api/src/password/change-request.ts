import { hasErrors, validatePasswordChange } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { AppError } from '../http/app-error';
import { readMultipartForm } from '../http/multipart-form';
import { usersRepository } from '../repositories/auth/users-repository';
import { issueCode } from './issue-code';
import { serverPasswordChecks } from './password-checks';
import { CHANGE_REQUEST_FORM } from './password-forms';

/** Step 1: the policy, then the current password; a code is mailed and its token returned. */
export async function requestPasswordChange(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const fields = (await readMultipartForm(request, CHANGE_REQUEST_FORM)).fields;
  const user = request.user!;
  const errors = validatePasswordChange(fields, serverPasswordChecks(user.email));
  if (hasErrors(errors)) throw new AppError(422, 'validationFailed', errors);
  const storedHash = await usersRepository(app.db).passwordHashOf(user.id);
  if (!(await verifyPassword(storedHash, fields.current_password!))) {
    throw new AppError(422, 'validationFailed', { current_password: ['password.currentPasswordIncorrect'] });
  }
  // Hashed now, so the password typed in step 1 is the only one step 2 can set.
  const newPasswordHash = await hashPassword(fields.new_password!);
  return issueCode(app, user, newPasswordHash, (tokens) => tokens.revokeAllOf(user.id));
}
