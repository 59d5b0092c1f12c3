import { customerIdParamsSchema, enrollmentsResponseSchema, serviceLogPaths as paths } from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { groupRoutes } from './groups-routes.ts';
import * as service from './service.ts';
import { trackerRoutes } from './tracker-routes.ts';

const tags = ['Service log'];
const config = { access: 'staff' } as const;

export async function serviceLogRoutes(app: AppInstance) {
  const { db } = app;

  app.get(paths.enrollments, {
    config,
    schema: {
      tags,
      summary: "A customer's enrolments with their statuses and service logs",
      params: customerIdParamsSchema,
      response: { 200: enrollmentsResponseSchema },
    },
    handler: async (request) => service.getEnrollments(db, request.actor, request.params.id),
  });

  await groupRoutes(app);
  await trackerRoutes(app);
}
