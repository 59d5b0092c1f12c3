import { customerPaths, customerSearchBodySchema, customerSearchResponseSchema } from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import {
  customerImportBodySchema,
  customerImportResponseSchema,
  customerIntakeBodySchema,
  customerIntakePaths,
  customerIntakeResponseSchema,
  customerLookupBodySchema,
  customerLookupResponseSchema,
  intakeLocationsResponseSchema,
} from '@portal/contracts';
import * as intake from './intake-service.ts';
import * as service from './service.ts';

const tags = ['Customers'];

/**
 * The search's reply is written by JSON.stringify alone, without the Zod pass every other route's reply takes (issue
 * #30: a search runs on every keystroke pause of the staff search box). searchCustomers builds it key by key as the
 * contract's type from a statement whose columns are already the contract's (birthdate as YYYY-MM-DD text);
 * customers.test.ts holds replies to the strict schema.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export function customersRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.post(customerPaths.search, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Search customers at my locations or across locations',
      body: customerSearchBodySchema,
      response: { 200: customerSearchResponseSchema },
    },
    serializerCompiler: plainJson,
    handler: async (request) => service.searchCustomers(db, request.actor, request.body),
  });

  app.post(customerIntakePaths.lookup, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Look a person up across every location before adding them',
      body: customerLookupBodySchema,
      response: { 200: customerLookupResponseSchema },
    },
    handler: async (request) => intake.lookupCustomers(db, request.actor, request.body),
  });

  app.post(customerIntakePaths.import, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Add a found customer to one of my locations',
      body: customerImportBodySchema,
      response: { 200: customerImportResponseSchema },
    },
    handler: async (request) => intake.importCustomer(db, request.actor, request.body),
  });

  app.post(customerIntakePaths.intake, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Add a new customer (intake)',
      body: customerIntakeBodySchema,
      response: { 200: customerIntakeResponseSchema },
    },
    handler: async (request) => intake.createCustomer(db, request.actor, request.body),
  });

  app.get(customerIntakePaths.locations, {
    config: { access: 'staff' },
    schema: { tags, summary: 'Locations I may add a customer to', response: { 200: intakeLocationsResponseSchema } },
    handler: async (request) => intake.intakeLocations(db, request.actor),
  });
  return Promise.resolve();
}
