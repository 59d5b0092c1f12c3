import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guest } from '../access/actor.ts';
import { sessionCookieName } from './cookies.ts';
import { resolveActor } from './resolve-actor.ts';

/** onRequest: sets `request.actor` from the session cookie (guest when there is no live session). */
export function sessionHook(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config);
  return async function resolveSession(request: FastifyRequest): Promise<void> {
    request.actor = guest;
    if (request.is404 || request.routeOptions.config.sessionless) return;
    const token = request.cookies[cookieName];
    if (!token) return;
    request.actor = await resolveActor(app.db, token, app.config.session);
  };
}
