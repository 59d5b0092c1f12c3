import { customerPaths, customerSearchBodySchema, customerSearchResponseSchema } from '@portal/contracts';
import type { AppInstance } from '../../app.ts';
import * as service from './service.ts';

const tags = ['Customers'];

export async function customersRoutes(app: AppInstance) {
  const { db } = app;

  app.post(customerPaths.search, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Search customers at my locations or across locations',
      body: customerSearchBodySchema,
      response: { 200: customerSearchResponseSchema },
    },
    handler: async (request) => service.searchCustomers(db, request.actor, request.body),
  });
}
