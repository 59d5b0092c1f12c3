import {
  contactSearchQuerySchema,
  contactSearchResponseSchema,
  groupContactBodySchema,
  groupCreateBodySchema,
  groupIdParamsSchema,
  groupListResponseSchema,
  groupMemberBodySchema,
  groupMemberParamsSchema,
  groupPaths as paths,
  serviceGroupSchema,
  groupSearchQuerySchema,
  groupSearchResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './groups-service.ts';

const tags = ['Service log groups'];
const config = { access: 'staff' } as const;

export function groupRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.search, {
    config,
    schema: {
      tags,
      summary: "Groups at the caller's locations by name (also the reminders' In Support Of group search)",
      querystring: groupSearchQuerySchema,
      response: { 200: groupSearchResponseSchema },
    },
    handler: async (request) => service.searchGroups(db, request.actor, request.query.query),
  });

  app.get(paths.list, {
    config,
    schema: { tags, summary: "The groups at the caller's locations", response: { 200: groupListResponseSchema } },
    handler: async (request) => service.listGroups(db, request.actor),
  });

  app.post(paths.list, {
    config,
    schema: {
      tags,
      summary: 'Create a group at one of the caller’s locations',
      body: groupCreateBodySchema,
      response: { 201: serviceGroupSchema },
    },
    handler: async (request, reply) => {
      const group = await service.createGroup(db, request.actor, request.body);
      return reply.code(201).send(group);
    },
  });

  app.get(paths.item, {
    config,
    schema: {
      tags,
      summary: 'A group with its members and contact person',
      params: groupIdParamsSchema,
      response: { 200: serviceGroupSchema },
    },
    handler: async (request) => service.getGroup(db, request.actor, request.params.id),
  });

  app.post(paths.members, {
    config,
    schema: {
      tags,
      summary: "Add a customer of the group's location",
      params: groupIdParamsSchema,
      body: groupMemberBodySchema,
      response: { 200: serviceGroupSchema },
    },
    handler: async (request) => service.addMember(db, request.actor, request.params.id, request.body.customer_id),
  });

  app.delete(paths.member, {
    config,
    schema: {
      tags,
      summary: 'Remove a member',
      params: groupMemberParamsSchema,
      response: { 200: serviceGroupSchema },
    },
    handler: async (request) => service.removeMember(db, request.actor, request.params.id, request.params.customerId),
  });

  app.put(paths.contact, {
    config,
    schema: {
      tags,
      summary: 'Pick (or clear) the contact person: a member or a staff member of the location',
      params: groupIdParamsSchema,
      body: groupContactBodySchema,
      response: { 200: serviceGroupSchema },
    },
    handler: async (request) => service.setContact(db, request.actor, request.params.id, request.body),
  });

  app.get(paths.contactSearch, {
    config,
    schema: {
      tags,
      summary: 'Contact-person picker: members or staff members by name (2 letters at least)',
      params: groupIdParamsSchema,
      querystring: contactSearchQuerySchema,
      response: { 200: contactSearchResponseSchema },
    },
    handler: async (request) =>
      service.searchContacts(db, request.actor, request.params.id, request.query.type, request.query.query),
  });
  return Promise.resolve();
}
