import { isCommonPassword, type PasswordContext } from '@back-office/shared/rules';
import { isBreachedPassword } from './breached-passwords';

/**
 * Everything the server checks a new password against beyond its shape (issue 16): the 10,000
 * most common passwords, the breached list, and the person's own e-mail name. Both lists are
 * kept: the common one refuses short and simple passwords in any case whatever the policy, the
 * breached one those that meet the policy's shape and are still known to crackers.
 */
export function serverPasswordChecks(email: string): PasswordContext {
  return { isCommon: isCommonPassword, isBreached: isBreachedPassword, email };
}
