import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document is built from the route schemas: JSON at /api/docs/json, UI at /api/docs. */
export default fp(
  async function openApi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Back office API', version: '0.1.0', description: 'Clients and limit requests for consumer credit.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
