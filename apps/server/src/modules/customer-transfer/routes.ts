import {
  customerIdOnlyParamsSchema,
  customerMergePaths as paths,
  transferBodySchema,
  transferLocationsResponseSchema,
  transferResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Customer transfer'];
const staff = { access: 'staff' } as const;

/** Transfer a customer to another location's caseload, or add a location (issue #26, ADR 0033). */
export function customerTransferRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.transferLocations, {
    config: staff,
    schema: {
      tags,
      summary: 'The locations a customer can be transferred to, with their case managers',
      params: customerIdOnlyParamsSchema,
      response: { 200: transferLocationsResponseSchema },
    },
    handler: async (request) => service.transferLocations(db, request.actor, request.params.id),
  });

  app.post(paths.transfer, {
    config: staff,
    schema: {
      tags,
      summary: "Move the customer to another location's caseload, or add a location, with a note",
      params: customerIdOnlyParamsSchema,
      body: transferBodySchema,
      response: { 200: transferResponseSchema },
    },
    handler: async (request) => service.transfer(db, request.actor, request.params.id, request.body, request.ip),
  });
  return Promise.resolve();
}
