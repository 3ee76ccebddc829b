import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@back-office/shared/rules';
import fp from 'fastify-plugin';

/** Forms with files (SPEC §7). The parser streams: a file over the limit is cut off as it arrives. */
export default fp(
  async function multipartForms(app) {
    await app.register(multipart, {
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 20,
        fields: 200,
        fieldSize: 10_000,
        parts: 220,
      },
    });
  },
  { name: 'multipart' },
);
