import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The Fastify instance modules receive: Zod schemas type `request.body`, `query`, `params` and replies.
 * It lives here, not in app.ts, so that modules depend on the platform and app.ts (the composition root)
 * depends on the modules, never the other way round.
 */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A feature area's routes. Every route declares `config: { access }` (see platform/access/actor.ts). */
export type AppModule = (app: AppInstance) => Promise<void>;
