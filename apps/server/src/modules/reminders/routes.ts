import {
  reminderBodySchema,
  reminderCustomerSearchBodySchema,
  reminderCustomersResponseSchema,
  reminderIdParamsSchema,
  reminderItemResponseSchema,
  reminderListQuerySchema,
  reminderListResponseSchema,
  reminderNotificationsResponseSchema,
  reminderPaths as paths,
  reminderResponseSchema,
  reminderUserSearchQuerySchema,
  reminderUsersResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Reminders'];
/** Staff only; the service lets only the owner see or change a reminder. */
const config = { access: 'staff' } as const;

export function remindersRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "The caller's reminders, soonest first (deleted ones with includeDeleted)",
      querystring: reminderListQuerySchema,
      response: { 200: reminderListResponseSchema },
    },
    handler: async (request) => service.listReminders(db, request.actor, request.query),
  });

  app.post(paths.list, {
    config,
    schema: { tags, summary: 'Create a reminder', body: reminderBodySchema, response: { 201: reminderResponseSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createReminder(db, request.actor, request.body)),
  });

  app.get(paths.notifications, {
    config,
    schema: {
      tags,
      summary: "The bell and the widget: the caller's upcoming, snoozed and overdue reminders",
      response: { 200: reminderNotificationsResponseSchema },
    },
    handler: async (request) => service.notificationReminders(db, request.actor),
  });

  app.get(paths.users, {
    config,
    schema: {
      tags,
      summary: 'Staff users a reminder can be for (at least 2 letters)',
      querystring: reminderUserSearchQuerySchema,
      response: { 200: reminderUsersResponseSchema },
    },
    handler: async (request) => service.searchUsers(db, request.actor, request.query.query, request.query.userId),
  });

  app.post(paths.customers, {
    config,
    schema: {
      tags,
      summary: 'Customers a reminder can be in support of (at least 2 letters)',
      body: reminderCustomerSearchBodySchema,
      response: { 200: reminderCustomersResponseSchema },
    },
    handler: async (request) =>
      service.searchCustomers(db, request.actor, request.body.query, request.body.customer_id),
  });

  app.get(paths.item, {
    config,
    schema: { tags, params: reminderIdParamsSchema, response: { 200: reminderItemResponseSchema } },
    handler: async (request) => service.getReminder(db, request.actor, request.params.id),
  });

  app.put(paths.item, {
    config,
    schema: {
      tags,
      summary: 'Edit an upcoming reminder',
      params: reminderIdParamsSchema,
      body: reminderBodySchema,
      response: { 200: reminderResponseSchema },
    },
    handler: async (request) => service.updateReminder(db, request.actor, request.params.id, request.body),
  });

  app.delete(paths.item, {
    config,
    schema: {
      tags,
      summary: 'Delete a reminder (permanent; listed with includeDeleted)',
      params: reminderIdParamsSchema,
      response: { 200: reminderResponseSchema },
    },
    handler: async (request) => service.transition(db, request.actor, request.params.id, 'delete'),
  });

  app.post(paths.complete, {
    config,
    schema: { tags, params: reminderIdParamsSchema, response: { 200: reminderResponseSchema } },
    handler: async (request) => service.transition(db, request.actor, request.params.id, 'complete'),
  });

  app.post(paths.snooze, {
    config,
    schema: {
      tags,
      summary: 'Snooze an overdue reminder',
      params: reminderIdParamsSchema,
      response: { 200: reminderResponseSchema },
    },
    handler: async (request) => service.transition(db, request.actor, request.params.id, 'snooze'),
  });
  return Promise.resolve();
}
