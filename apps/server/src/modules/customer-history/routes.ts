import {
  customerHistoryPaths as paths,
  customerIdParamsSchema,
  historyQuerySchema,
  historyResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Customer history'];

export function customerHistoryRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.history, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "The customer's timeline, newest first, keyset-paged, filterable by kind",
      params: customerIdParamsSchema,
      querystring: historyQuerySchema,
      response: { 200: historyResponseSchema },
    },
    handler: async (request) => service.getHistory(db, request.actor, request.params.id, request.query),
  });
  return Promise.resolve();
}
