import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  errorMessages,
  placeDetailsQuerySchema,
  placeDetailsResponseSchema,
  placesAutocompleteQuerySchema,
  placesAutocompleteResponseSchema,
  placesMessages,
  placesPaths,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { PlacesUnavailableError } from '../../platform/geo/places.ts';
import { AppError } from '../../platform/http/errors.ts';
import { placeDetails, suggestPlaces } from './places-service.ts';

const tags = ['Eligibility forms'];

/**
 * Each call costs money at the provider: per signed-in user (or IP), well above what typing with a 500 ms debounce
 * produces (about two a second at most).
 */
const placesRateLimit: RateLimitOptions = {
  max: 120,
  timeWindow: 60_000,
  keyGenerator: (request) => {
    const actor = request.actor;
    if (actor.kind === 'customer') return `customer:${actor.customerId}`;
    return actor.kind === 'staff' ? `staff:${actor.staffId}` : `ip:${request.ip}`;
  },
  errorResponseBuilder: () => new AppError(429, errorMessages.tooManyRequests),
};
const config = { access: 'authenticated' } as const;

/** A provider failure is the provider's, not ours: 502 with a message, logged without the input. */
async function providerFailureAs502<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PlacesUnavailableError)) throw error;
    request.log.warn({ err: error }, 'places provider failed');
    return reply.code(502).send({ message: placesMessages.unavailable });
  }
}

export function placesRoutes(app: AppInstance): Promise<void> {
  // One limiter (one counter store) for both routes, after the session hook has named the caller.
  const preHandler = app.rateLimit(placesRateLimit);
  app.get(placesPaths.autocomplete, {
    config,
    preHandler,
    schema: {
      tags,
      summary: 'Address suggestions for the address lookup (when a places provider is configured)',
      querystring: placesAutocompleteQuerySchema,
      response: { 200: placesAutocompleteResponseSchema, 502: errorBodySchema },
    },
    handler: async (request, reply) =>
      providerFailureAs502(request, reply, () =>
        suggestPlaces(app.places, request.actor, request.query.input, request.query.session),
      ),
  });
  app.get(placesPaths.details, {
    config,
    preHandler,
    schema: {
      tags,
      summary: 'Address parts and coordinates of a suggested place',
      querystring: placeDetailsQuerySchema,
      response: { 200: placeDetailsResponseSchema, 502: errorBodySchema },
    },
    handler: async (request, reply) =>
      providerFailureAs502(request, reply, () =>
        placeDetails(app.places, request.actor, request.query.place_id, request.query.session),
      ),
  });
  return Promise.resolve();
}
