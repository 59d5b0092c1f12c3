import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { globalRegistry } from 'zod';
import { platformPaths, queryNodeSchema } from '@portal/contracts';
import { assertRouteAccess } from './access/policies.ts';
import { csrfCookieName, sessionCookieName } from './auth/cookies.ts';
import { needsCsrf } from './http/csrf.ts';
import {
  completeOpenApiDocument,
  documentedUrl,
  type OpenApiRouteInfo,
  routeInfoKey,
  securityFor,
} from './openapi-document.ts';

/**
 * Recursive Zod schemas must be components (a `$ref` to themselves); the Zod plugin makes a schema a component when it
 * has an id in Zod's global registry. Without one it points at a `schema0` it never defines. Add new ones here.
 */
const recursiveSchemas = [{ schema: queryNodeSchema, id: 'DynamicQueryNode' }];
for (const { schema, id } of recursiveSchemas) if (!globalRegistry.has(schema)) globalRegistry.add(schema, { id });

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Per route: the Zod plugin's conversion, then security and what the document pass needs (openapi-document.ts). */
function transformRoute(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const { route } = input;
  const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
  const access = route.config?.access ?? 'public';
  const info: OpenApiRouteInfo = {
    access,
    validatesInput: Boolean(schema.body ?? schema.querystring),
    csrf: needsCsrf(method, route.url, route.config?.csrfExempt),
    otherWriteGuard: route.config?.csrfExempt !== undefined && needsCsrf(method, route.url, undefined),
    answers: route.config?.answers ?? [],
  };
  return {
    schema: { ...schema, security: securityFor(info), [routeInfoKey]: info } as FastifySchema,
    url: documentedUrl(result.url),
  };
}

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
    transform: transformRoute,
    transformObject: (input) => completeOpenApiDocument(jsonSchemaTransformObject(input)),
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
      // The UI's hooks take Fastify's callback form: the access check answers through `done`.
      onRequest: (request: FastifyRequest, _reply, done) => {
        try {
          assertRouteAccess('staff', request.actor);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
    },
  });
}
