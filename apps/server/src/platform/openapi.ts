import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { platformPaths } from '@portal/contracts';
import { assertRouteAccess } from './access/policies.ts';
import { csrfCookieName, sessionCookieName } from './auth/cookies.ts';

/**
 * OpenAPI from the routes' Zod schemas. Register before the routes (it collects them as they
 * are added); the UI goes after them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Workforce services portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config) },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: 'X-CSRF-TOKEN',
            description: `Token from GET /internal-api/csrf-token, checked against the ${csrfCookieName(app.config)} cookie`,
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/**
 * Swagger UI at /internal-api/docs, for staff only. The route table gives every UI route
 * access 'staff' (they are the plugin's, not ours); this hook enforces it on the UI's own
 * routes as well, so the docs stay closed even if that table changes.
 */
export async function registerOpenApiUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: platformPaths.apiDocs,
    uiHooks: {
      onRequest: async (request: FastifyRequest) => assertRouteAccess('staff', request.actor),
    },
  });
}
