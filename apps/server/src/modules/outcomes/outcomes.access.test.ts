import { outcomePath, outcomePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { insertTemplate, ownOutcomeBody, templateBody } from './outcomes.fixtures.ts';

const customerAt = (context: MatrixContext, at: 'A' | 'B') =>
  createCustomer(context.db, {
    portal: false,
    primaryLocationId: at === 'A' ? context.world.locationA.id : context.world.locationB.id,
  });

const template = (context: MatrixContext) => insertTemplate(context.db, `Library ${context.role} ${Math.random()}`);

/** An outcome assigned to the world's customer (at A), straight into the tables: its id and first step's. */
async function worldCustomersOutcome(context: MatrixContext, source: 'assigned' | 'self' = 'assigned') {
  const templateId = await template(context);
  const [outcome] = await context.db
    .insert(schema.customerOutcomes)
    .values({
      customerId: context.world.customer.id,
      templateId,
      name: 'Get a CDL Class A',
      source,
      startedAt: new Date(),
    })
    .returning();
  const [goal] = await context.db
    .insert(schema.customerOutcomeGoals)
    .values({ outcomeId: outcome!.id, position: 0, name: 'Permit' })
    .returning();
  const [step] = await context.db
    .insert(schema.customerOutcomeSteps)
    .values({ outcomeId: outcome!.id, goalId: goal!.id, position: 0, name: 'Physical' })
    .returning();
  return { id: outcome!.id, goalId: goal!.id, stepId: step!.id };
}

const customersOnly = ['customer', 'anotherCustomer'] as const;
const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

// A customer reads and changes only their own plan (another customer's outcome answers 404, as if missing).
describeAccessMatrix('outcomes', [
  { method: 'GET', url: () => outcomePaths.customerList, allowed: customersOnly, name: 'my outcomes' },
  { method: 'GET', url: () => outcomePaths.widget, allowed: customersOnly, name: 'the Outcomes widget' },
  { method: 'GET', url: () => outcomePaths.customerAvailable, allowed: customersOnly, name: 'available' },
  {
    method: 'POST',
    url: () => outcomePaths.customerList,
    body: async (context) => ({ template_id: await template(context) }),
    allowed: customersOnly,
    name: 'add one',
  },
  {
    method: 'GET',
    url: async (context) => outcomePath(outcomePaths.customerDetail, await worldCustomersOutcome(context)),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: "the world customer's outcome",
  },
  {
    method: 'PUT',
    url: async (context) => outcomePath(outcomePaths.customerStep, await worldCustomersOutcome(context)),
    body: () => ({ completed: true }),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: 'complete a step',
  },
  {
    method: 'PUT',
    url: async (context) => outcomePath(outcomePaths.customerGoal, await worldCustomersOutcome(context)),
    body: () => ({ completed: true }),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: 'complete a goal',
  },
  {
    // Already started: the owner gets 409 (not a denial), anyone else is refused.
    method: 'POST',
    url: async (context) => outcomePath(outcomePaths.customerStart, await worldCustomersOutcome(context)),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: 'start a recommended one',
  },
  {
    method: 'POST',
    url: () => outcomePaths.customerOwn,
    body: () => ownOutcomeBody(),
    allowed: customersOnly,
    name: 'make one of their own',
  },
  {
    method: 'PUT',
    url: async (context) => outcomePath(outcomePaths.customerDetail, await worldCustomersOutcome(context, 'self')),
    body: () => ownOutcomeBody('Open a bakery'),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: 'edit their own',
  },
  {
    method: 'DELETE',
    url: async (context) => outcomePath(outcomePaths.customerDetail, await worldCustomersOutcome(context, 'self')),
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
    name: 'delete their own',
  },
  { method: 'GET', url: () => outcomePaths.library, allowed: staff, name: 'the library' },
  {
    method: 'POST',
    url: () => outcomePaths.library,
    body: () => templateBody('Finish a GED'),
    allowed: ['admin', 'agencyAdmin'],
    name: 'add to the library',
  },
  {
    method: 'PUT',
    url: async (context) => outcomePath(outcomePaths.libraryItem, { id: await template(context) }),
    body: () => templateBody('Finish a GED'),
    allowed: ['admin', 'agencyAdmin'],
    name: 'edit the library',
  },
  {
    method: 'DELETE',
    url: async (context) => outcomePath(outcomePaths.libraryItem, { id: await template(context) }),
    allowed: ['admin', 'agencyAdmin'],
    name: 'retire from the library',
  },
  { method: 'GET', url: () => outcomePaths.staffList, allowed: staff, name: 'the staff /outcomes page' },
  {
    method: 'GET',
    url: async (context) => outcomePath(outcomePaths.staffCustomer, { id: (await customerAt(context, 'A')).id }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: "a customer's outcomes at A",
  },
  {
    method: 'POST',
    url: async (context) => outcomePath(outcomePaths.staffCustomer, { id: (await customerAt(context, 'A')).id }),
    body: async (context) => ({ template_id: await template(context), kind: 'assigned' }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'assign at A',
  },
  {
    method: 'POST',
    url: async (context) => outcomePath(outcomePaths.staffCustomer, { id: (await customerAt(context, 'B')).id }),
    body: async (context) => ({ template_id: await template(context), kind: 'recommended' }),
    allowed: ['caseManagerOther', 'agencyAdmin'],
    name: 'recommend at B',
  },
]);
