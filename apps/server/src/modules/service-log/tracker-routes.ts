import { z } from 'zod';
import {
  contactTypeSchema,
  customerIdParamsSchema,
  eligibilityResultSchema,
  professionalSchema,
  professionalsQuerySchema,
  programsByServiceQuerySchema,
  savedSchema,
  serviceLogFormOptionsSchema,
  serviceLogListQuerySchema,
  serviceLogListResponseSchema,
  serviceLogNoteBodySchema,
  serviceLogStoreBaseSchema,
  serviceLogStoreResponseSchema,
  serviceLogUpdateBodySchema,
  serviceTrackerPaths as paths,
  statusOptionSchema,
  trackerProgramSchema,
  trackerServiceTypeSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { storeServiceLog } from './store-service.ts';
import * as service from './tracker-service.ts';

const tags = ['Service tracker'];
const config = { access: 'staff' } as const;

export function trackerRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.contactTypes, {
    config,
    schema: { tags, summary: 'Contact types', response: { 200: z.array(contactTypeSchema) } },
    handler: async (request) => service.contactTypes(db, request.actor),
  });
  app.get(paths.serviceTypes, {
    config,
    schema: {
      tags,
      summary: 'Service types with their services',
      response: { 200: z.array(trackerServiceTypeSchema) },
    },
    handler: async (request) => service.serviceTypes(db, request.actor),
  });
  app.get(paths.statuses, {
    config,
    schema: { tags, summary: 'The log statuses (label, value)', response: { 200: z.array(statusOptionSchema) } },
    handler: (request) => service.statuses(request.actor),
  });
  app.get(paths.servicePrograms, {
    config,
    schema: {
      tags,
      summary: 'The programs the services count towards (ids[]=)',
      querystring: programsByServiceQuerySchema,
      response: { 200: z.array(trackerProgramSchema) },
    },
    handler: async (request) => service.servicePrograms(db, request.actor, request.query.ids),
  });
  app.get(paths.pirlPrograms, {
    config,
    schema: { tags, summary: 'Every program (WIOA PIRL)', response: { 200: z.array(trackerProgramSchema) } },
    handler: async (request) => service.pirlPrograms(db, request.actor),
  });
  app.get(paths.eligibility, {
    config,
    schema: {
      tags,
      summary: "A customer's eligibility per program, from their completed eligibility forms",
      params: customerIdParamsSchema,
      response: { 200: z.array(eligibilityResultSchema) },
    },
    handler: async (request) => service.eligibilityCheck(db, request.actor, request.params.id),
  });
  app.get(paths.formOptions, {
    config,
    schema: { tags, summary: "The form's locations and users", response: { 200: serviceLogFormOptionsSchema } },
    handler: async (request) => service.formOptions(db, request.actor),
  });
  app.get(paths.professionals, {
    config,
    schema: {
      tags,
      summary: "Professionals at the caller's locations (the tracker's filter)",
      querystring: professionalsQuerySchema,
      response: { 200: z.array(professionalSchema) },
    },
    handler: async (request) => service.professionals(db, request.actor, request.query.query, request.query.ids),
  });

  app.post(paths.store, {
    config,
    schema: {
      tags,
      summary: 'Log a service for a customer or a group',
      body: serviceLogStoreBaseSchema,
      response: { 200: serviceLogStoreResponseSchema },
    },
    handler: async (request) =>
      storeServiceLog({ db, storage: app.storage, secret: app.config.secret }, request.actor, request.body),
  });

  app.get(paths.logs, {
    config,
    schema: {
      tags,
      summary: 'The service tracker timeline (keyset pages: pass nextCursor as cursor)',
      querystring: serviceLogListQuerySchema,
      response: { 200: serviceLogListResponseSchema },
    },
    handler: async (request) => service.listLogs(db, request.actor, request.query),
  });

  const logParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
  app.post(paths.log, {
    config,
    schema: {
      tags,
      summary: "Change a log's end date (its creator, within the edit window)",
      params: logParams,
      body: serviceLogUpdateBodySchema,
      response: { 200: savedSchema },
    },
    handler: async (request) => service.updateLogEnd(db, request.actor, request.params.id, request.body.end_at),
  });
  app.delete(paths.log, {
    config,
    schema: {
      tags,
      summary: 'Delete a log (its creator, within the delete window)',
      params: logParams,
      response: { 200: savedSchema },
    },
    handler: async (request) => service.deleteLog(db, request.actor, request.params.id),
  });
  app.post(paths.notes, {
    config,
    schema: {
      tags,
      summary: 'Add a note to a log (its creator)',
      params: logParams,
      body: serviceLogNoteBodySchema,
      response: { 200: savedSchema.extend({ id: z.number() }) },
    },
    handler: async (request) =>
      service.addNote(db, request.actor, request.params.id, request.body.body, request.body.customer_id ?? null),
  });
  app.put(paths.note, {
    config,
    schema: {
      tags,
      summary: 'Edit a note (its writer, the log’s creator)',
      params: logParams,
      body: serviceLogNoteBodySchema,
      response: { 200: savedSchema },
    },
    handler: async (request) => service.updateNote(db, request.actor, request.params.id, request.body.body),
  });
  return Promise.resolve();
}
