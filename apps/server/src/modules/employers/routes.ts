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
import { employerTags, recordRoutes, staffConfig } from './record-routes.ts';
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

const tags = employerTags;
const config = staffConfig;

export async function employerRoutes(app: AppInstance) {
  const { db } = app;
  const lookupZip = zipLookupFor(app);

  recordRoutes(app, {
    collection: paths.list,
    item: paths.record,
    itemParams: employerParams,
    body: employerBodySchema,
    row: employerSchema,
    list: {
      summary: 'Employer records of my locations, searchable',
      querystring: employerListQuerySchema,
      response: employerListResponseSchema,
      handle: ({ actor, query }) => employers.listEmployers(db, actor, query),
    },
    create: {
      summary: 'Create an employer record',
      handle: ({ actor, body, ip }) => employers.createEmployer(db, actor, body, ip),
    },
    read: { summary: 'An employer record', handle: ({ actor, params }) => employers.getEmployer(db, actor, params.id) },
    update: {
      summary: 'Update an employer record (the account originator stays)',
      handle: ({ actor, params, body, ip }) => employers.updateEmployer(db, actor, params.id, body, ip),
    },
    remove: {
      summary: 'Delete an employer record (soft)',
      handle: ({ actor, params, ip }) => employers.deleteEmployer(db, actor, params.id, ip),
    },
  });

  recordRoutes(app, {
    collection: paths.locations,
    item: paths.location,
    collectionParams: employerParams,
    itemParams: locationParams,
    body: employerLocationBodySchema,
    row: employerLocationSchema,
    list: {
      summary: "An employer's locations (all=true: every one on one page)",
      querystring: locationListQuerySchema,
      response: employerLocationListResponseSchema,
      handle: ({ actor, params, query }) =>
        locations.listLocations(db, actor, params.id, query.page, query.all === 'true'),
    },
    create: {
      summary: 'Add a location (country US)',
      handle: ({ actor, params, body, ip }) => locations.createLocation(db, lookupZip, actor, params.id, body, ip),
    },
    read: {
      summary: 'A location',
      handle: ({ actor, params }) => locations.getLocation(db, actor, params.id, params.locationId),
    },
    update: {
      summary: 'Update a location',
      handle: ({ actor, params, body, ip }) =>
        locations.updateLocation(db, lookupZip, actor, params.id, params.locationId, body, ip),
    },
    remove: {
      summary: 'Delete a location (soft)',
      handle: ({ actor, params, ip }) => locations.deleteLocation(db, actor, params.id, params.locationId, ip),
    },
  });

  recordRoutes(app, {
    collection: paths.locationUsers,
    item: paths.locationUser,
    collectionParams: locationParams,
    itemParams: userParams,
    body: employerUserBodySchema,
    row: employerUserSchema,
    list: {
      summary: "A location's users (contacts; staff only)",
      querystring: pageQuerySchema,
      response: employerUserListResponseSchema,
      handle: ({ actor, params, query }) => locations.listUsers(db, actor, params.id, params.locationId, query.page),
    },
    create: {
      summary: 'Add a location user (unique email)',
      handle: ({ actor, params, body, ip }) => locations.createUser(db, actor, params.id, params.locationId, body, ip),
    },
    read: {
      summary: 'A location user',
      handle: ({ actor, params }) => locations.getUser(db, actor, params.id, params.locationId, params.userId),
    },
    update: {
      summary: 'Update a location user',
      handle: ({ actor, params, body, ip }) =>
        locations.updateUser(db, actor, params.id, params.locationId, params.userId, body, ip),
    },
    remove: {
      summary: 'Delete a location user (soft)',
      handle: ({ actor, params, ip }) =>
        locations.deleteUser(db, actor, params.id, params.locationId, params.userId, ip),
    },
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
