import fp from 'fastify-plugin';
import { createFileStorage } from '../files/create-file-storage';
import type { FileStorage } from '../files/file-storage';
import { APPLICATION_FILE_LINKS, LIMIT_REQUEST_DOCUMENT_LINKS, signedLinks, type SignedLinks } from '../files/signed-links';
import { loadSigningSecret } from '../files/signing-secret';

declare module 'fastify' {
  interface FastifyInstance {
    files: { storage: FileStorage; links: SignedLinks; limitRequestLinks: SignedLinks; applicationLinks: SignedLinks };
  }
}

/** The configured file storage and the signers of the links that open its files. */
export default fp(
  async function files(app) {
    const { config } = app;
    const storage = await createFileStorage(config);
    const secret = await loadSigningSecret(config.fileSigningSecret, config.fileSigningSecretFile);
    app.decorate('files', {
      storage,
      links: signedLinks(secret),
      limitRequestLinks: signedLinks(secret, Date.now, LIMIT_REQUEST_DOCUMENT_LINKS),
      applicationLinks: signedLinks(secret, Date.now, APPLICATION_FILE_LINKS),
    });
  },
  { name: 'files', dependencies: ['config'] },
);
