import type { FastifyRequest } from 'fastify';
import { assertRouteAccess } from './policies.ts';

/**
 * onRequest: enforces the route's declared access (401 for a guest, 403 for a signed-in
 * user without the right). Unknown routes (404) have no access to enforce.
 */
export async function enforceRouteAccess(request: FastifyRequest): Promise<void> {
  if (request.is404) return;
  const access = request.routeOptions.config.access;
  // The route table refuses routes without access, so this is a programming error.
  if (access === undefined) throw new Error(`No access declared for ${request.method} ${request.url}`);
  assertRouteAccess(access, request.actor);
}
