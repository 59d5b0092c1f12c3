import {
  alertListQuerySchema,
  alertListResponseSchema,
  alertPaths as paths,
  alertReadResponseSchema,
  reminderIdParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Alerts'];
/** Staff only; the service lets only the owner see or mark an alert. */
const config = { access: 'staff' } as const;

export function alertsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "The caller's web alerts, newest first, with the unread count",
      querystring: alertListQuerySchema,
      response: { 200: alertListResponseSchema },
    },
    handler: async (request) => service.listAlerts(db, request.actor, request.query),
  });

  app.post(paths.read, {
    config,
    schema: {
      tags,
      summary: 'Mark an alert read',
      params: reminderIdParamsSchema,
      response: { 200: alertReadResponseSchema },
    },
    handler: async (request) => service.markRead(db, request.actor, request.params.id),
  });
  return Promise.resolve();
}
