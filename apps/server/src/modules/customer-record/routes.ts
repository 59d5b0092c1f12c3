import {
  archiveResponseSchema,
  caseManagerOptionsQuerySchema,
  caseManagerOptionsResponseSchema,
  caseManagerPaths,
  caseManagersBodySchema,
  caseManagersResponseSchema,
  messageBodySchema,
  messageParamsSchema,
  messagePaths,
  messageSentSchema,
  customerIdParamsSchema,
  flagParamsSchema,
  customerMessagesQuerySchema,
  customerMessagesResponseSchema,
  messageCenterPaths,
  customerRecordPaths as paths,
  customerRecordSchema,
  deleteResponseSchema,
  engagementBodySchema,
  engagementResponseSchema,
  okSchema,
  customerSnapshotPaths,
  customerSnapshotSchema,
  recordAccessesResponseSchema,
  restrictionBodySchema,
  restrictionOptionsResponseSchema,
  restrictionsRemovedSchema,
  trackParamsSchema,
  trackResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';
import * as snapshotService from './snapshot-service.ts';

const tags = ['Customer record'];
const config = { access: 'staff' } as const;

/**
 * The banner's reply is written by JSON.stringify alone, without the Zod pass every other route's reply takes (issue
 * #30: the read runs on every opening of a record). getRecord builds it key by key as the contract's type, and its
 * lists are the statement's json_agg with the contract's keys; customer-record.test.ts holds a reply to the strict
 * schema.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function customerRecordRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.record, {
    config,
    schema: {
      tags,
      summary: 'The customer banner (audited)',
      params: customerIdParamsSchema,
      response: { 200: customerRecordSchema },
    },
    serializerCompiler: plainJson,
    handler: async (request) => service.getRecord(db, request.actor, request.params.id),
  });

  app.get(paths.accesses, {
    config,
    schema: {
      tags,
      summary: 'Who opened the record',
      params: customerIdParamsSchema,
      response: { 200: recordAccessesResponseSchema },
    },
    handler: async (request) => service.getAccesses(db, request.actor, request.params.id),
  });

  app.delete(paths.remove, {
    config,
    schema: {
      tags,
      summary: 'Delete a customer (soft)',
      params: customerIdParamsSchema,
      response: { 200: deleteResponseSchema },
    },
    handler: async (request) => service.deleteCustomer(db, request.actor, request.params.id),
  });

  app.post(paths.archive, {
    config,
    schema: {
      tags,
      summary: 'Archive or unarchive',
      params: customerIdParamsSchema,
      response: { 200: archiveResponseSchema },
    },
    handler: async (request) => service.toggleArchive(db, request.actor, request.params.id),
  });

  app.post(paths.track, {
    config,
    schema: {
      tags,
      summary: 'Toggle my pin on a customer',
      params: trackParamsSchema,
      response: { 200: trackResponseSchema },
    },
    handler: async (request) => service.togglePin(db, request.actor, request.params.customerId),
  });

  app.put(paths.engagement, {
    config,
    schema: {
      tags,
      summary: 'Set engagement Active (1) or Idle (0)',
      params: customerIdParamsSchema,
      body: engagementBodySchema,
      response: { 200: engagementResponseSchema },
    },
    handler: async (request) =>
      service.setEngagement(db, request.actor, request.params.id, request.body.engagement_status_flag),
  });

  app.get(paths.restrictionOptions, {
    config,
    schema: { tags, summary: 'Flags this user may set', response: { 200: restrictionOptionsResponseSchema } },
    handler: async (request) => service.restrictionOptions(db, request.actor),
  });

  app.post(paths.restrictions, {
    config,
    schema: {
      tags,
      summary: 'Add a flag',
      params: customerIdParamsSchema,
      body: restrictionBodySchema,
      response: { 200: okSchema },
    },
    handler: async (request) => service.addRestriction(db, request.actor, request.params.id, request.body),
  });

  app.delete(paths.restrictions, {
    config,
    schema: {
      tags,
      summary: "Remove the customer's flags (admins)",
      params: customerIdParamsSchema,
      response: { 200: restrictionsRemovedSchema },
    },
    handler: async (request) => service.removeRestrictions(db, request.actor, request.params.id),
  });

  app.delete(paths.restriction, {
    config,
    schema: {
      tags,
      summary: 'Remove one flag of the customer (admins)',
      params: flagParamsSchema,
      response: { 200: restrictionsRemovedSchema },
    },
    handler: async (request) => service.removeRestriction(db, request.actor, request.params.id, request.params.flagId),
  });

  app.get(caseManagerPaths.options, {
    config,
    schema: {
      tags,
      summary: 'Staff who may be picked as case managers',
      querystring: caseManagerOptionsQuerySchema,
      response: { 200: caseManagerOptionsResponseSchema },
    },
    handler: async (request) => service.caseManagerOptions(db, request.actor, request.query),
  });

  app.post(caseManagerPaths.assign, {
    config,
    schema: {
      tags,
      summary: "Set a customer's case managers",
      body: caseManagersBodySchema,
      response: { 200: caseManagersResponseSchema },
    },
    handler: async (request) => service.setCaseManagers(db, request.actor, request.body),
  });

  app.post(messagePaths.send, {
    config,
    schema: {
      tags,
      summary: 'Send a customer a message (stored, and queued for email)',
      params: messageParamsSchema,
      body: messageBodySchema,
      response: { 200: messageSentSchema },
    },
    handler: async (request) => service.sendMessage(db, request.actor, request.params, request.body, app.jobs),
  });

  app.get(customerSnapshotPaths.snapshot, {
    config,
    schema: {
      tags,
      summary: 'Everything the banner summarises: every source, case managers, flags, enrolments (audited)',
      params: customerIdParamsSchema,
      response: { 200: customerSnapshotSchema },
    },
    handler: async (request) => snapshotService.getSnapshot(db, request.actor, request.params.id),
  });

  app.get(messageCenterPaths.customerMessages, {
    config,
    schema: {
      tags,
      summary: "The messages sent to a customer, with their email's delivery state",
      params: customerIdParamsSchema,
      querystring: customerMessagesQuerySchema,
      response: { 200: customerMessagesResponseSchema },
    },
    handler: async (request) => service.listMessages(db, request.actor, request.params.id, request.query),
  });
  return Promise.resolve();
}
