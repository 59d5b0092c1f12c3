import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { guest } from '../access/actor.ts';
import { sessionCookieName } from './cookies.ts';
import { actorFromCache, resolveSessionId } from './resolve-actor.ts';
import { sessionIdFor } from './session-token.ts';

/**
 * onRequest: sets `request.actor` from the session cookie (guest when there is no live session). Callback style: a
 * request without a session, or whose session the process cache answers, goes on without a promise; only a request
 * that needs the database waits for it.
 */
export function sessionHook(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config);
  return function resolveSession(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
    request.actor = guest;
    if (request.is404 || request.routeOptions.config.sessionless) return done();
    const token = request.cookies[cookieName];
    if (!token) return done();
    const id = sessionIdFor(token);
    const now = new Date();
    const limits = app.config.session;
    const cached = actorFromCache(id, limits, now);
    if (cached) {
      request.actor = cached;
      return done();
    }
    resolveSessionId(app.db, id, limits, now).then((actor) => {
      request.actor = actor;
      done();
    }, done);
  };
}
