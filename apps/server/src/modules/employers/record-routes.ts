import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { deletedSchema } from './params.ts';

const tags = ['Employer records'];
/** Staff only; each service then limits the employer to the caller's locations (./scope.ts). */
export const staffConfig = { access: 'staff' } as const;
export const employerTags = tags;

type Params = z.ZodObject;

interface Read<P> {
  actor: Actor;
  params: P;
}
interface Write<P> extends Read<P> {
  ip: string;
}

/**
 * The five routes of a kind of employer record (employers, their locations, location users, job posts): a page of
 * them, add one, read, update and soft-delete one. Only the paths, schemas, summaries and the service calls differ.
 */
export interface RecordRoutes<
  CollectionParams extends Params,
  ItemParams extends Params,
  Query extends z.ZodType,
  ListResponse extends z.ZodType,
  Body extends z.ZodType,
  Row extends z.ZodType,
> {
  collection: string;
  item: string;
  /** The collection's path parameters (none for the employers themselves). */
  collectionParams?: CollectionParams;
  itemParams: ItemParams;
  body: Body;
  row: Row;
  list: {
    summary: string;
    querystring: Query;
    response: ListResponse;
    handle: (request: Read<z.output<CollectionParams>> & { query: z.output<Query> }) => Promise<z.input<ListResponse>>;
  };
  create: {
    summary: string;
    handle: (request: Write<z.output<CollectionParams>> & { body: z.output<Body> }) => Promise<z.input<Row>>;
  };
  read: { summary: string; handle: (request: Read<z.output<ItemParams>>) => Promise<z.input<Row>> };
  update: {
    summary: string;
    handle: (request: Write<z.output<ItemParams>> & { body: z.output<Body> }) => Promise<z.input<Row>>;
  };
  remove: {
    summary: string;
    handle: (request: Write<z.output<ItemParams>>) => Promise<z.input<typeof deletedSchema>>;
  };
}

export function recordRoutes<
  CollectionParams extends Params,
  ItemParams extends Params,
  Query extends z.ZodType,
  ListResponse extends z.ZodType,
  Body extends z.ZodType,
  Row extends z.ZodType,
>(app: AppInstance, routes: RecordRoutes<CollectionParams, ItemParams, Query, ListResponse, Body, Row>): void {
  const { collectionParams, itemParams, body, row } = routes;
  // Generic over the schemas, Fastify's type provider cannot resolve them: the routes go on the untyped instance and
  // the types above (the same schemas' outputs) type the handlers. At run time the schemas validate and serialise.
  const server = app as unknown as FastifyInstance;
  const read = (request: FastifyRequest) => ({ actor: request.actor, params: request.params as z.output<ItemParams> });
  const write = (request: FastifyRequest) => ({ ...read(request), ip: request.ip });
  const collection = (request: FastifyRequest) => ({
    actor: request.actor,
    params: request.params as z.output<CollectionParams>,
    ip: request.ip,
  });

  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    schema: FastifySchema,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => server.route({ method, url, config: staffConfig, schema: { tags, ...schema }, handler });
  const inCollection = collectionParams ? { params: collectionParams } : {};

  route(
    'GET',
    routes.collection,
    {
      summary: routes.list.summary,
      ...inCollection,
      querystring: routes.list.querystring,
      response: { 200: routes.list.response },
    },
    async (request) => routes.list.handle({ ...collection(request), query: request.query as z.output<Query> }),
  );
  route(
    'POST',
    routes.collection,
    { summary: routes.create.summary, ...inCollection, body, response: { 201: row } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await routes.create.handle({ ...collection(request), body: request.body as z.output<Body> })),
  );
  route(
    'GET',
    routes.item,
    { summary: routes.read.summary, params: itemParams, response: { 200: row } },
    async (request) => routes.read.handle(read(request)),
  );
  route(
    'PUT',
    routes.item,
    { summary: routes.update.summary, params: itemParams, body, response: { 200: row } },
    async (request) => routes.update.handle({ ...write(request), body: request.body as z.output<Body> }),
  );
  route(
    'DELETE',
    routes.item,
    { summary: routes.remove.summary, params: itemParams, response: { 200: deletedSchema } },
    async (request) => routes.remove.handle(write(request)),
  );
}
