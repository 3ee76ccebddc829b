import fp from 'fastify-plugin';
import type { Config } from '../config/config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** The validated configuration, handed in by server.ts or a test. */
export default fp<{ config: Config }>(
  async function configPlugin(app, { config }) {
    app.decorate('config', config);
  },
  { name: 'config' },
);
