import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { assertRouteAccess } from './policies.ts';

/**
 * onRequest: enforces the route's declared access (401 for a guest, 403 for a signed-in
 * user without the right). Unknown routes (404) have no access to enforce. Synchronous (a refusal is thrown, which
 * Fastify hands to the error handler as it would a rejected promise), so an allowed request costs no promise.
 */
export function enforceRouteAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.is404) return done();
  const access = request.routeOptions.config.access;
  // The route table refuses routes without access, so this is a programming error.
  if (access === undefined) throw new Error(`No access declared for ${request.method} ${request.url}`);
  assertRouteAccess(access, request.actor);
  done();
}
