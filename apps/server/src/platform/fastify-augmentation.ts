/**
 * The one place that tells TypeScript what buildApp adds to Fastify's types.
 * Imported by app.ts so the augmentation is always part of the program.
 */
import type { DatabaseHandle, Db, Reporting } from '@portal/db';
import type { Actor, RouteAccess } from './access/actor.ts';
import type { RegisteredRoute } from './access/route-table.ts';
import type { AppConfig } from './config.ts';
import type { JobQueue } from './jobs/jobs.ts';
import type { DeclaredErrorStatus } from './openapi-document.ts';
import type { Storage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    database: DatabaseHandle;
    /** Where reporting reads go: the read replica while it is usable, else the primary (DATABASE_READ_URL). */
    reporting: Reporting;
    storage: Storage;
    /** Sends background jobs (pg-boss); see platform/jobs. */
    jobs: JobQueue;
    /** Every route registered so far, filled by the route-table hook (tests walk it). */
    routeRegistry: readonly RegisteredRoute[];
  }

  interface FastifyRequest {
    /** Who is calling; a guest until the session hook finds a live session. */
    actor: Actor;
  }

  interface FastifyContextConfig {
    /** Required on every route (enforced at startup by the route-table hook). */
    access?: RouteAccess;
    /**
     * Set only where another mechanism replaces the CSRF header, with the reason
     * (the upload PUT: its HMAC signature). The CSRF route-walk test lists the exceptions.
     */
    csrfExempt?: string;
    /** Skip the session lookup (static files, health checks): the actor stays guest. */
    sessionless?: boolean;
    /** Error answers the route's own code gives that the OpenAPI document cannot tell from its shape (410). */
    answers?: readonly DeclaredErrorStatus[];
  }
}

export {};
