import {
  programBodySchema,
  serviceBodySchema,
  serviceCatalogIdParamsSchema as params,
  serviceCatalogPaths as paths,
  serviceCatalogResponseSchema,
  serviceCatalogSavedSchema,
  serviceTypeBodySchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Service catalogue'];
const config = { access: 'admin' } as const;
const saved = { 200: serviceCatalogSavedSchema };

/** Admins keep the service types, services and programs the service log form offers (issue #14). */
export function serviceCatalogRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.catalog, {
    config,
    schema: {
      tags,
      summary: 'Service types with their services, and the service-log programs, active or not',
      response: { 200: serviceCatalogResponseSchema },
    },
    handler: async (request) => service.getCatalog(db, request.actor),
  });

  app.post(paths.serviceTypes, {
    config,
    schema: { tags, summary: 'Add a service type', body: serviceTypeBodySchema, response: saved },
    handler: async (request) =>
      service.saveServiceType({ db, actor: request.actor, ip: request.ip }, null, request.body),
  });
  app.put(paths.serviceType, {
    config,
    schema: {
      tags,
      summary: 'Change or deactivate a service type',
      params,
      body: serviceTypeBodySchema,
      response: saved,
    },
    handler: async (request) =>
      service.saveServiceType({ db, actor: request.actor, ip: request.ip }, request.params.id, request.body),
  });

  app.post(paths.services, {
    config,
    schema: { tags, summary: 'Add a service', body: serviceBodySchema, response: saved },
    handler: async (request) => service.saveService({ db, actor: request.actor, ip: request.ip }, null, request.body),
  });
  app.put(paths.service, {
    config,
    schema: { tags, summary: 'Change or deactivate a service', params, body: serviceBodySchema, response: saved },
    handler: async (request) =>
      service.saveService({ db, actor: request.actor, ip: request.ip }, request.params.id, request.body),
  });

  app.post(paths.programs, {
    config,
    schema: { tags, summary: 'Add a program', body: programBodySchema, response: saved },
    handler: async (request) => service.saveProgram({ db, actor: request.actor, ip: request.ip }, null, request.body),
  });
  app.put(paths.program, {
    config,
    schema: { tags, summary: 'Change or deactivate a program', params, body: programBodySchema, response: saved },
    handler: async (request) =>
      service.saveProgram({ db, actor: request.actor, ip: request.ip }, request.params.id, request.body),
  });
  return Promise.resolve();
}
