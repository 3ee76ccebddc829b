import { hkdfSync } from 'node:crypto';
import fp from 'fastify-plugin';
import { deviceTokens, type DeviceTokens } from '../auth/device-tokens';
import { parseKey } from '../config/two-factor-config';
import { loadSigningSecret } from '../files/signing-secret';
import { OperatorError } from '../operator-error';
import { secretBox, type SecretBox } from '../two-factor/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorKeys: { box: SecretBox; devices: DeviceTokens };
  }
}

/**
 * TOTP_ENCRYPTION_KEY, or one generated on first start into DATA_DIR/totp-encryption.key like the
 * file-signing key (issue 16). The device-token signing key is derived from it (HKDF), so there is
 * one secret to keep and rotating it also forgets every known device.
 */
export default fp(
  async function twoFactorKeys(app) {
    const { totpEncryptionKey, totpEncryptionKeyFile } = app.config;
    const key = totpEncryptionKey ?? parseKey(await loadSigningSecret(undefined, totpEncryptionKeyFile));
    if (!key) throw new OperatorError(`${totpEncryptionKeyFile} must hold 32 bytes in base64url`);
    const deviceKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'device-tokens', 32));
    app.decorate('twoFactorKeys', { box: secretBox(key), devices: deviceTokens(deviceKey) });
  },
  { name: 'two-factor-keys', dependencies: ['config'] },
);
