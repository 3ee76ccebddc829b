import path from 'node:path';
import { USER_ROLES, type UserRole } from '@back-office/shared/contract/enums';
import type { readEnv } from './read-env';

export interface TwoFactorConfig {
  /** 32 bytes; absent: generated once into `totpEncryptionKeyFile` (like the file-signing key). */
  totpEncryptionKey?: Buffer;
  totpEncryptionKeyFile: string;
  /** Roles that cannot work until they have enrolled an authenticator (issue 16; an admin setting in issue 17). */
  totpRequiredRoles: UserRole[];
  /** The name authenticator apps show beside the account. */
  totpIssuer: string;
}

/** 32 bytes written as 64 hex digits or as base64 / base64url. */
export function parseKey(text: string): Buffer | undefined {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64url');
  return bytes.length === 32 ? bytes : undefined;
}

export function readTwoFactorConfig(read: ReturnType<typeof readEnv>, dataDir: string): TwoFactorConfig {
  const keyText = read.optionalString('TOTP_ENCRYPTION_KEY');
  const totpEncryptionKey =
    keyText === undefined ? undefined : parseKey(keyText.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  if (keyText !== undefined && !totpEncryptionKey) read.problems.push('TOTP_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64');
  const roles = (read.optionalString('TOTP_REQUIRED_ROLES') ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  const unknown = roles.filter((role) => !(USER_ROLES as readonly string[]).includes(role));
  if (unknown.length)
    read.problems.push(`TOTP_REQUIRED_ROLES must list roles among ${USER_ROLES.join(', ')} (got "${unknown.join(', ')}")`);
  return {
    totpEncryptionKey,
    totpEncryptionKeyFile: path.join(dataDir, 'totp-encryption.key'),
    totpRequiredRoles: [...new Set(roles.filter((role): role is UserRole => (USER_ROLES as readonly string[]).includes(role)))],
    totpIssuer: read.string('TOTP_ISSUER', 'Back office'),
  };
}
