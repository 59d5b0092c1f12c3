import {
  dataEnvelope,
  employerBodySchema,
  employerListQuerySchema,
  employerListResponseSchema,
  employerLocationBodySchema,
  employerLocationListResponseSchema,
  employerLocationSchema,
  employerPaths as paths,
  employerSchema,
  employerUserBodySchema,
  employerUserListResponseSchema,
  employerUserSchema,
  locationListQuerySchema,
  optionListSchema,
  pageQuerySchema,
  serviceProvidedBodySchema,
  serviceProvidedListResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { zipLookupFor } from '../../platform/geo/index.ts';
import * as employers from './employer-service.ts';
import { jobPostRoutes } from './job-post-routes.ts';
import * as locations from './location-service.ts';
import {
  createdIdSchema,
  deletedSchema,
  employerParams,
  locationParams,
  serviceProvidedParams,
  serviceTypeParams,
  userParams,
} from './params.ts';
import * as services from './services-provided.ts';

const tags = ['Employer records'];
/** Staff only; each service then limits the employer to the caller's locations (./scope.ts). */
const config = { access: 'staff' } as const;

export async function employerRoutes(app: AppInstance) {
  const { db } = app;
  const lookupZip = zipLookupFor(app);

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: 'Employer records of my locations, searchable',
      querystring: employerListQuerySchema,
      response: { 200: employerListResponseSchema },
    },
    handler: async (request) => employers.listEmployers(db, request.actor, request.query),
  });
  app.post(paths.list, {
    config,
    schema: { tags, summary: 'Create an employer record', body: employerBodySchema, response: { 201: employerSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await employers.createEmployer(db, request.actor, request.body, request.ip)),
  });
  app.get(paths.record, {
    config,
    schema: { tags, summary: 'An employer record', params: employerParams, response: { 200: employerSchema } },
    handler: async (request) => employers.getEmployer(db, request.actor, request.params.id),
  });
  app.put(paths.record, {
    config,
    schema: {
      tags,
      summary: 'Update an employer record (the account originator stays)',
      params: employerParams,
      body: employerBodySchema,
      response: { 200: employerSchema },
    },
    handler: async (request) =>
      employers.updateEmployer(db, request.actor, request.params.id, request.body, request.ip),
  });
  app.delete(paths.record, {
    config,
    schema: {
      tags,
      summary: 'Delete an employer record (soft)',
      params: employerParams,
      response: { 200: deletedSchema },
    },
    handler: async (request) => employers.deleteEmployer(db, request.actor, request.params.id, request.ip),
  });

  app.get(paths.locations, {
    config,
    schema: {
      tags,
      summary: "An employer's locations (all=true: every one on one page)",
      params: employerParams,
      querystring: locationListQuerySchema,
      response: { 200: employerLocationListResponseSchema },
    },
    handler: async (request) =>
      locations.listLocations(db, request.actor, request.params.id, request.query.page, request.query.all === 'true'),
  });
  app.post(paths.locations, {
    config,
    schema: {
      tags,
      summary: 'Add a location (country US)',
      params: employerParams,
      body: employerLocationBodySchema,
      response: { 201: employerLocationSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await locations.createLocation(db, lookupZip, request.actor, request.params.id, request.body, request.ip),
        ),
  });
  app.get(paths.location, {
    config,
    schema: { tags, summary: 'A location', params: locationParams, response: { 200: employerLocationSchema } },
    handler: async (request) => locations.getLocation(db, request.actor, request.params.id, request.params.locationId),
  });
  app.put(paths.location, {
    config,
    schema: {
      tags,
      summary: 'Update a location',
      params: locationParams,
      body: employerLocationBodySchema,
      response: { 200: employerLocationSchema },
    },
    handler: async (request) =>
      locations.updateLocation(
        db,
        lookupZip,
        request.actor,
        request.params.id,
        request.params.locationId,
        request.body,
        request.ip,
      ),
  });
  app.delete(paths.location, {
    config,
    schema: { tags, summary: 'Delete a location (soft)', params: locationParams, response: { 200: deletedSchema } },
    handler: async (request) =>
      locations.deleteLocation(db, request.actor, request.params.id, request.params.locationId, request.ip),
  });

  app.get(paths.locationUsers, {
    config,
    schema: {
      tags,
      summary: "A location's users (contacts; staff only)",
      params: locationParams,
      querystring: pageQuerySchema,
      response: { 200: employerUserListResponseSchema },
    },
    handler: async (request) =>
      locations.listUsers(db, request.actor, request.params.id, request.params.locationId, request.query.page),
  });
  app.post(paths.locationUsers, {
    config,
    schema: {
      tags,
      summary: 'Add a location user (unique email)',
      params: locationParams,
      body: employerUserBodySchema,
      response: { 201: employerUserSchema },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await locations.createUser(
            db,
            request.actor,
            request.params.id,
            request.params.locationId,
            request.body,
            request.ip,
          ),
        ),
  });
  app.get(paths.locationUser, {
    config,
    schema: { tags, summary: 'A location user', params: userParams, response: { 200: employerUserSchema } },
    handler: async (request) =>
      locations.getUser(db, request.actor, request.params.id, request.params.locationId, request.params.userId),
  });
  app.put(paths.locationUser, {
    config,
    schema: {
      tags,
      summary: 'Update a location user',
      params: userParams,
      body: employerUserBodySchema,
      response: { 200: employerUserSchema },
    },
    handler: async (request) =>
      locations.updateUser(
        db,
        request.actor,
        request.params.id,
        request.params.locationId,
        request.params.userId,
        request.body,
        request.ip,
      ),
  });
  app.delete(paths.locationUser, {
    config,
    schema: { tags, summary: 'Delete a location user (soft)', params: userParams, response: { 200: deletedSchema } },
    handler: async (request) =>
      locations.deleteUser(
        db,
        request.actor,
        request.params.id,
        request.params.locationId,
        request.params.userId,
        request.ip,
      ),
  });

  app.get(paths.serviceTypes, {
    config,
    schema: { tags, summary: 'Employer service types', response: { 200: optionListSchema } },
    handler: async (request) => services.listServiceTypes(db, request.actor),
  });
  app.get(paths.services, {
    config,
    schema: { tags, summary: 'Services of a type', params: serviceTypeParams, response: { 200: optionListSchema } },
    handler: async (request) => services.listServices(db, request.actor, request.params.typeId),
  });
  app.get(paths.servicesProvided, {
    config,
    schema: {
      tags,
      summary: 'Services provided to the employer',
      params: employerParams,
      querystring: pageQuerySchema,
      response: { 200: serviceProvidedListResponseSchema },
    },
    handler: async (request) => services.listServicesProvided(db, request.actor, request.params.id, request.query.page),
  });
  app.post(paths.servicesProvided, {
    config,
    schema: {
      tags,
      summary: 'Log Service Provided',
      params: employerParams,
      body: serviceProvidedBodySchema,
      response: { 201: dataEnvelope(createdIdSchema) },
    },
    handler: async (request, reply) =>
      reply.code(201).send({
        data: await services.createServiceProvided(db, request.actor, request.params.id, request.body, request.ip),
      }),
  });
  app.delete(paths.serviceProvided, {
    config,
    schema: {
      tags,
      summary: 'Delete a service provided (soft)',
      params: serviceProvidedParams,
      response: { 200: deletedSchema },
    },
    handler: async (request) =>
      services.deleteServiceProvided(
        db,
        request.actor,
        request.params.id,
        request.params.serviceProvidedId,
        request.ip,
      ),
  });

  await jobPostRoutes(app);
}
