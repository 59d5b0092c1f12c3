import {
  forwardGeocodeQuerySchema,
  forwardGeocodeResponseSchema,
  listEnvelope,
  programOptionSchema,
  relatedOccupationsQuerySchema,
  programIdParamsSchema,
  programPdfQuerySchema,
  programPaths,
  programSaveResponseSchema,
  programSearchQuerySchema,
  programSearchResponseSchema,
  relatedOccupationsParamsSchema,
  relatedOccupationsResponseSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { geocoderFor } from '../../platform/geo/index.ts';
import * as service from './service.ts';

const tags = ['Program Finder'];
const lookupResponse = { 200: listEnvelope(programOptionSchema) };

export function programsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(programPaths.search, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Search education and training programs (10 per page)',
      querystring: programSearchQuerySchema,
      response: { 200: programSearchResponseSchema },
    },
    handler: (request) => service.searchPrograms(db, geocoderFor(app), request.actor, request.query),
  });

  app.get(programPaths.types, {
    config: { access: 'customer' },
    schema: { tags, summary: 'Program types to filter by', response: lookupResponse },
    handler: async (request) => ({ data: await service.lookups(db, request.actor, 'types') }),
  });

  app.get(programPaths.formats, {
    config: { access: 'customer' },
    schema: { tags, summary: 'Program formats to filter by', response: lookupResponse },
    handler: async (request) => ({ data: await service.lookups(db, request.actor, 'formats') }),
  });

  app.get(programPaths.providerTypes, {
    config: { access: 'customer' },
    schema: { tags, summary: 'Provider types to filter by', response: lookupResponse },
    handler: async (request) => ({ data: await service.lookups(db, request.actor, 'providerTypes') }),
  });

  app.get(`${programPaths.search}/related-occupations/:cipCode`, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Occupations the CIP-SOC crosswalk links to a CIP code (10 per page)',
      params: relatedOccupationsParamsSchema,
      querystring: relatedOccupationsQuerySchema,
      response: { 200: relatedOccupationsResponseSchema },
    },
    handler: (request) =>
      service.relatedOccupations(db, request.actor, request.params.cipCode, request.query.page ?? 1),
  });

  app.post(`${programPaths.search}/:id`, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Save the program, or unsave it when saved (no body)',
      params: programIdParamsSchema,
      response: { 200: programSaveResponseSchema },
    },
    handler: async (request) => ({ data: await service.toggleSaved(db, request.actor, request.params.id) }),
  });

  app.get(`${programPaths.search}/:id/pdf`, {
    config: { access: 'customer' },
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: 'The program as an A4 PDF (attachment)',
      params: programIdParamsSchema,
      querystring: programPdfQuerySchema,
    },
    handler: async (request, reply) => {
      const pdf = await service.programPdf(db, request.actor, request.params.id, request.query.language);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="program-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get(programPaths.reverseGeocode, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'The address nearest to a point (ZIP centroid by default)',
      querystring: reverseGeocodeQuerySchema,
      response: { 200: reverseGeocodeResponseSchema },
    },
    handler: async (request) => ({
      data: await service.reverseGeocode(geocoderFor(app), request.actor, request.query.lat, request.query.lng),
    }),
  });

  app.get(programPaths.forwardGeocode, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Coordinates for a ZIP code or a city and state',
      querystring: forwardGeocodeQuerySchema,
      response: { 200: forwardGeocodeResponseSchema },
    },
    handler: async (request) => ({
      data: await service.forwardGeocode(geocoderFor(app), request.actor, request.query.address),
    }),
  });
  return Promise.resolve();
}
