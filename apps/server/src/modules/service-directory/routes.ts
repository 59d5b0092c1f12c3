import {
  serviceDirectoryCategoriesResponseSchema,
  serviceDirectoryFeatureResponseSchema,
  serviceDirectoryIdParamsSchema,
  serviceDirectoryPaths,
  serviceDirectoryResourceDetailSchema,
  serviceDirectorySearchQuerySchema,
  serviceDirectorySearchResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { defaultDirectoryTimeZone } from '../../platform/config.ts';
import { geocoderFor } from '../../platform/geo/index.ts';
import * as service from './service.ts';

const tags = ['Service Directory'];

/** The 211 Resource Finder (participant spec): public, behind the client's service_directory feature flag. */
export function serviceDirectoryRoutes(app: AppInstance): Promise<void> {
  const context = (): service.DirectoryContext => ({
    db: app.db,
    geocoder: geocoderFor(app),
    timeZone: app.config.directoryTimeZone ?? defaultDirectoryTimeZone,
  });

  app.get(serviceDirectoryPaths.featureEnabled, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Whether the 211 Resource Finder is on (client setting feature_flags.service_directory)',
      response: { 200: serviceDirectoryFeatureResponseSchema },
    },
    handler: (request) => service.featureEnabled(app.db, request.actor),
  });

  app.get(serviceDirectoryPaths.categories, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Directory categories: the top-level taxonomy terms listed services carry (404 while the flag is off)',
      response: { 200: serviceDirectoryCategoriesResponseSchema },
    },
    handler: (request) => service.listCategories(app.db, request.actor),
  });

  app.get(serviceDirectoryPaths.resources, {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Search the directory: keyword, address/ZIP or lat+lng within a radius (5, 10, 15, 25, 100 miles), categories, open now; 10 per page',
      querystring: serviceDirectorySearchQuerySchema,
      response: { 200: serviceDirectorySearchResponseSchema },
    },
    handler: (request) => service.search(context(), request.actor, request.query),
  });

  app.get(`${serviceDirectoryPaths.resources}/:id`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One directory service with its locations, hours and phones',
      params: serviceDirectoryIdParamsSchema,
      response: { 200: serviceDirectoryResourceDetailSchema },
    },
    handler: (request) => service.detail(context(), request.actor, request.params.id),
  });
  return Promise.resolve();
}
