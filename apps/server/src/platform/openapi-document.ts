/**
 * What the OpenAPI document gets beyond the routes' Zod schemas, in one place instead of on every route
 * (issue #29; outside tools: swagger-parser and Redocly's `recommended` rules):
 * - security from the route's `config.access` and CSRF guard (public routes say `security: []`);
 * - the 4xx answers the platform gives from the route's shape (access, CSRF, path parameters, input schemas, writes),
 *   each with the error body of contracts/errors.ts;
 * - an operationId (method + path) and a summary where the route has none;
 * - schema fixes for OpenAPI 3.0: `nullable` only beside a `type`, `required` names that are declared;
 * - the wildcard path as a named parameter, the servers list, components nothing refers to dropped.
 * docs/decisions/0046-openapi-document.md
 */
import { customerAccountMessages, errorBodySchema, errorMessages } from '@portal/contracts';
import { z } from 'zod';
import type { RouteAccess } from './access/actor.ts';

/** What the per-route transform records on an operation for the document pass (removed there). */
export const routeInfoKey = 'x-portal-route';

export interface OpenApiRouteInfo {
  access: RouteAccess;
  /** The route declares a body or query schema: bad input answers 422. */
  validatesInput: boolean;
  /** A write that needs the CSRF header (http/csrf.ts): a missing or wrong token answers 403. */
  csrf: boolean;
  /** A write whose CSRF check another guard replaces (`config.csrfExempt`, the upload's signature): it answers 403. */
  otherWriteGuard: boolean;
  /** Answers the route's own code gives that its shape does not tell (`config.answers`). */
  answers: readonly DeclaredErrorStatus[];
}

/**
 * Error answers a route declares itself (`config: { access, answers: [410] }`) because nothing in its shape says it
 * gives them: 410, a single-use link already used or expired (customer accounts).
 */
export type DeclaredErrorStatus = 410;

type JsonObject = Record<string, unknown>;
type SecurityRequirement = Record<string, string[]>;

const roleRestricted: ReadonlySet<RouteAccess> = new Set(['customer', 'staff', 'admin', 'agency-admin']);
const signedOut: ReadonlySet<RouteAccess> = new Set(['public', 'guest-or-customer']);
const writes: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Fastify's wildcard `*` is not an OpenAPI path template; it is documented as this path parameter. */
export const wildcardParameter = 'key';

export function documentedUrl(url: string): string {
  return url.endsWith('*') ? `${url.slice(0, -1)}:${wildcardParameter}` : url;
}

/** Who may call: the session cookie, plus the CSRF header on the writes that need it. */
export function securityFor({ access, csrf }: Pick<OpenApiRouteInfo, 'access' | 'csrf'>): SecurityRequirement[] {
  const session: SecurityRequirement = csrf ? { session: [], csrf: [] } : { session: [] };
  if (access === 'public') return csrf ? [{ csrf: [] }] : [];
  // A guest or a signed-in customer: the session cookie is optional.
  if (access === 'guest-or-customer') return [csrf ? { csrf: [] } : {}, session];
  return [session];
}

const errorResponseNames = {
  401: 'Unauthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  422: 'ValidationFailed',
} as const;
type ErrorStatus = keyof typeof errorResponseNames;

/** The 4xx answers the platform itself gives for a route of this shape. */
export function errorStatusesFor(method: string, path: string, info: OpenApiRouteInfo): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (!signedOut.has(info.access)) statuses.push(401);
  if (roleRestricted.has(info.access) || info.csrf || info.otherWriteGuard) statuses.push(403);
  // A path parameter that names nothing answers 404, also when it does not validate (error-handler.ts). The
  // wildcard is not validated: it names a place to write to.
  if (path.replace(`{${wildcardParameter}}`, '').includes('{')) statuses.push(404);
  // A unique-constraint violation on a signed-in write answers 409 (database-errors.ts).
  if (writes.has(method) && (info.access !== 'public' || info.otherWriteGuard)) statuses.push(409);
  for (const status of info.answers) if (!statuses.includes(status)) statuses.push(status);
  if (info.validatesInput) statuses.push(422);
  return statuses;
}

function jsonSchema(schema: z.ZodType): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'openapi-3.0' }) as JsonObject;
  return rest;
}

/** The error answers as components, each with the project's error body and its usual message. */
function errorComponents() {
  const validationBody = errorBodySchema.required({ errors: true });
  const messages: Record<ErrorStatus, string> = {
    401: errorMessages.unauthenticated,
    403: errorMessages.forbidden,
    404: errorMessages.notFound,
    409: 'This record already exists.',
    410: customerAccountMessages.linkExpired,
    422: errorMessages.validation,
  };
  const descriptions: Record<ErrorStatus, string> = {
    401: 'Not signed in, or the session has ended',
    403: 'Signed in without the right to this, or the CSRF token is missing or wrong',
    404: 'Nothing found at this address, or not visible to the caller',
    409: 'The change conflicts with a record that exists or with the record’s state',
    410: 'What the request names could be used once and no longer can (a used or expired link)',
    422: 'The input is invalid; `errors` lists the messages by field',
  };
  const responses: JsonObject = {};
  for (const status of Object.keys(errorResponseNames).map(Number) as ErrorStatus[]) {
    const schemaName = status === 422 ? 'ValidationErrorBody' : 'ErrorBody';
    responses[errorResponseNames[status]] = {
      description: descriptions[status],
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${schemaName}` },
          example:
            status === 422
              ? { message: messages[status], errors: { email: [messages[status]] } }
              : { message: messages[status] },
        },
      },
    };
  }
  return {
    responses,
    schemas: { ErrorBody: jsonSchema(errorBodySchema), ValidationErrorBody: jsonSchema(validationBody) },
  };
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function words(path: string): string[] {
  return path
    .replace(/^\/internal-api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '');
}

/** `POST /internal-api/reminders/{id}/complete` → `postRemindersByIdComplete`. */
export function operationIdFor(method: string, path: string): string {
  const parts = words(path).flatMap((segment) => {
    const parameter = /^\{(.+)\}$/.exec(segment);
    const text = parameter ? `by-${parameter[1]}` : segment;
    return text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  });
  return [method.toLowerCase(), ...parts.map((part) => part[0]!.toUpperCase() + part.slice(1))].join('');
}

const verbs: Record<string, string> = {
  get: 'Read',
  post: 'Submit',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};

/** A readable fallback summary from the method and path: `Submit reminders {id} complete`. */
export function summaryFor(method: string, path: string): string {
  const text = words(path)
    .map((segment) => segment.replace(/[-_]/g, ' '))
    .join(' ');
  return `${verbs[method] ?? method.toUpperCase()} ${text || 'root'}`;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * OpenAPI 3.0.3: `nullable` applies only beside a `type`. A bare `{ nullable: true }` (any value) loses it; next to
 * anyOf/oneOf a null branch is added instead. `required` names without a property (a record keyed by an enum) get
 * the record's value schema as their property.
 */
function fixSchemas(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && !('type' in node)) {
    delete node.nullable;
    const branches = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
    if (Array.isArray(branches)) branches.push({ type: 'object', nullable: true, enum: [null] });
  }
  if (Array.isArray(node.required) && isObject(node.additionalProperties)) {
    const properties = isObject(node.properties) ? node.properties : {};
    for (const name of node.required as string[]) {
      if (!(name in properties)) properties[name] = structuredClone(node.additionalProperties);
    }
    node.properties = properties;
  }
  for (const value of Object.values(node)) fixSchemas(value);
}

function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (isObject(node)) {
    if (typeof node.$ref === 'string') into.add(node.$ref);
    for (const value of Object.values(node)) collectRefs(value, into);
  }
}

/** Drops component schemas that nothing in the paths reaches (an input-only schema's output twin, say). */
function dropUnreachableSchemas(document: JsonObject): void {
  const components = document.components as JsonObject;
  const schemas = (components.schemas ?? {}) as JsonObject;
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const pending = new Set<string>();
  collectRefs(document.paths, pending);
  collectRefs(components.responses, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref!);
    if (!ref!.startsWith(prefix)) continue;
    const name = ref!.slice(prefix.length);
    if (reached.has(name)) continue;
    reached.add(name);
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const next of found) pending.add(next);
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/** The document pass: runs after @fastify/swagger and the Zod plugin have built the document. */
export function completeOpenApiDocument<T extends object>(input: T): T {
  const document = structuredClone(input) as unknown as JsonObject;
  document.servers = [{ url: '/', description: 'This server (the API is served beside the web app)' }];
  const errors = errorComponents();
  const components = (document.components ?? {}) as JsonObject;
  components.schemas = { ...(components.schemas as JsonObject | undefined), ...errors.schemas };
  components.responses = { ...(components.responses as JsonObject | undefined), ...errors.responses };
  document.components = components;

  const usedIds = new Set<string>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, JsonObject>)) {
    for (const method of methods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const info = operation[routeInfoKey] as OpenApiRouteInfo | undefined;
      delete operation[routeInfoKey];

      let operationId =
        typeof operation.operationId === 'string' ? operation.operationId : operationIdFor(method, path);
      for (let n = 2; usedIds.has(operationId); n++) operationId = `${operationIdFor(method, path)}${n}`;
      usedIds.add(operationId);
      operation.operationId = operationId;
      if (typeof operation.summary !== 'string' || operation.summary === '')
        operation.summary = summaryFor(method, path);
      if (!info) continue;

      const responses = (operation.responses ?? {}) as JsonObject;
      for (const status of errorStatusesFor(method.toUpperCase(), path, info)) {
        responses[status] ??= { $ref: `#/components/responses/${errorResponseNames[status]}` };
      }
      operation.responses = responses;
    }
  }
  fixSchemas(document.paths);
  fixSchemas(components.schemas);
  dropUnreachableSchemas(document);
  return document as unknown as T;
}
