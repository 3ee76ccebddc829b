import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for TOTP secrets at rest (issue 16): a copy of the database alone does not give
 * anyone the second factor. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url; the user's id is
 * the additional data, so a secret copied onto another user's row does not decrypt.
 */
export function secretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('the TOTP encryption key must be 32 bytes');
  return {
    seal(plain: Buffer, userId: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(`user:${userId}`));
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(stored: string, userId: number): Buffer {
      const [version, iv, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('unknown sealed secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`user:${userId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
    },
  };
}

export type SecretBox = ReturnType<typeof secretBox>;
