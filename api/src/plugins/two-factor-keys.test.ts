import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp } from '../test/test-app';

describe('the TOTP encryption key (issue 16)', () => {
  it('is generated once into the data folder when not configured, readable by the owner only, and kept', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'totp-key-'));
    const keyFile = path.join(folder, 'totp-encryption.key');
    try {
      const first = await startTestApp({ name: 'pglite' }, { totpEncryptionKey: undefined, totpEncryptionKeyFile: keyFile });
      const sealed = first.app.twoFactorKeys.box.seal(Buffer.from('secret'), 1);
      await first.close();
      const written = readFileSync(keyFile, 'utf8');
      expect(Buffer.from(written, 'base64url')).toHaveLength(32);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);

      // A restart reads the same key: what was sealed before still opens.
      const second = await startTestApp({ name: 'pglite' }, { totpEncryptionKey: undefined, totpEncryptionKeyFile: keyFile });
      expect(second.app.twoFactorKeys.box.open(sealed, 1).toString()).toBe('secret');
      await second.close();
      expect(readFileSync(keyFile, 'utf8')).toBe(written);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
