import { z } from 'zod';
import {
  customerOutcomesResponseSchema,
  outcomeAddBodySchema,
  outcomeAssignBodySchema,
  outcomeAvailableResponseSchema,
  outcomeCompletionBodySchema,
  outcomeDetailSchema,
  outcomeGoalParamsSchema,
  outcomeIdParamsSchema,
  outcomeLibraryResponseSchema,
  outcomeListItemSchema,
  outcomeOwnBodySchema,
  outcomePaths as paths,
  outcomeStaffPageSchema,
  outcomeStaffQuerySchema,
  outcomeStepParamsSchema,
  outcomeTemplateBodySchema,
  outcomeTemplateSchema,
  outcomeWidgetResponseSchema,
  staffCustomerOutcomesResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import * as service from './service.ts';

const tags = ['Outcomes'];
const customer = { access: 'customer' } as const;
const staff = { access: 'staff' } as const;
const admin = { access: 'admin' } as const;

/** Outcomes, a personal pathway plan (issue #24, ADR 0043). */
export function outcomesRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.customerList, {
    config: customer,
    schema: {
      tags,
      summary: "The customer's outcomes, the recommended ones waiting to be started, and the counts",
      response: { 200: customerOutcomesResponseSchema },
    },
    handler: async (request) => service.customerOutcomes(db, request.actor),
  });

  app.post(paths.customerList, {
    config: customer,
    schema: {
      tags,
      summary: 'The customer adds a library outcome to their plan (audited)',
      body: outcomeAddBodySchema,
      response: { 200: outcomeDetailSchema },
    },
    handler: async (request) => service.addOwnOutcome(db, request.actor, request.body.template_id),
  });

  app.get(paths.customerAvailable, {
    config: customer,
    schema: {
      tags,
      summary: 'Library outcomes the customer may add (those not already in the plan)',
      response: { 200: outcomeAvailableResponseSchema },
    },
    handler: async (request) => service.availableOutcomes(db, request.actor),
  });

  app.get(paths.customerDetail, {
    config: customer,
    schema: {
      tags,
      summary: "One of the customer's outcomes with its goals and steps",
      params: outcomeIdParamsSchema,
      response: { 200: outcomeDetailSchema },
    },
    handler: async (request) => service.customerOutcomeDetail(db, request.actor, request.params.id),
  });

  /** Completing or reopening: one step, or every step of a goal (audited). */
  const completion = <Params extends z.ZodType<{ id: number }>>(
    url: string,
    params: Params,
    summary: string,
    which: (params: z.output<Params>) => { stepId: number } | { goalId: number },
  ) =>
    app.put(url, {
      config: customer,
      schema: { tags, summary, params, body: outcomeCompletionBodySchema, response: { 200: outcomeDetailSchema } },
      handler: async (request) => {
        const found = request.params as z.output<Params>;
        return service.setCompleted(db, request.actor, found.id, which(found), request.body.completed);
      },
    });
  completion(paths.customerStep, outcomeStepParamsSchema, 'Complete or reopen a step (audited)', (found) => ({
    stepId: found.stepId,
  }));
  completion(
    paths.customerGoal,
    outcomeGoalParamsSchema,
    'Complete or reopen every step of a goal (audited)',
    (found) => ({
      goalId: found.goalId,
    }),
  );

  app.post(paths.customerOwn, {
    config: customer,
    schema: {
      tags,
      summary: 'The customer makes an outcome of their own, with goals and steps due on planned days (audited)',
      body: outcomeOwnBodySchema,
      response: { 200: outcomeDetailSchema },
    },
    handler: async (request) => service.createOwnOutcome(db, request.actor, request.body),
  });

  app.put(paths.customerDetail, {
    config: customer,
    schema: {
      tags,
      summary: 'Edit an outcome the customer made or added (audited); steps sent with their id keep their completion',
      params: outcomeIdParamsSchema,
      body: outcomeOwnBodySchema,
      response: { 200: outcomeDetailSchema },
    },
    handler: async (request) => service.updateOwnOutcome(db, request.actor, request.params.id, request.body),
  });

  app.delete(paths.customerDetail, {
    config: customer,
    schema: {
      tags,
      summary: 'Delete an outcome the customer made or added (audited); staff-assigned ones stay',
      params: outcomeIdParamsSchema,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => service.deleteOwnOutcome(db, request.actor, request.params.id),
  });

  app.post(paths.customerStart, {
    config: customer,
    schema: {
      tags,
      summary: 'Start an outcome staff recommended (audited)',
      params: outcomeIdParamsSchema,
      response: { 200: outcomeDetailSchema },
    },
    handler: async (request) => service.startRecommended(db, request.actor, request.params.id),
  });

  app.get(paths.widget, {
    config: customer,
    schema: {
      tags,
      summary: "The participant dashboard's Outcomes widget",
      response: { 200: outcomeWidgetResponseSchema },
    },
    handler: async (request) => service.outcomesWidget(db, request.actor),
  });

  app.get(paths.library, {
    config: staff,
    schema: { tags, summary: 'The outcome library', response: { 200: outcomeLibraryResponseSchema } },
    handler: async (request) => service.library(db, request.actor),
  });

  app.post(paths.library, {
    config: admin,
    schema: {
      tags,
      summary: 'Add an outcome with its goals and steps to the library (admins; audited)',
      body: outcomeTemplateBodySchema,
      response: { 200: outcomeTemplateSchema },
    },
    handler: async (request) => service.createTemplate(db, request.actor, request.body),
  });

  app.put(paths.libraryItem, {
    config: admin,
    schema: {
      tags,
      summary: "Edit a library outcome (admins; audited); customers' plans made from it do not change",
      params: outcomeIdParamsSchema,
      body: outcomeTemplateBodySchema,
      response: { 200: outcomeTemplateSchema },
    },
    handler: async (request) => service.updateTemplate(db, request.actor, request.params.id, request.body),
  });

  app.delete(paths.libraryItem, {
    config: admin,
    schema: {
      tags,
      summary: 'Retire a library outcome (admins; audited)',
      params: outcomeIdParamsSchema,
      response: { 200: z.object({ message: z.string() }) },
    },
    handler: async (request) => service.retireTemplate(db, request.actor, request.params.id),
  });

  app.get(paths.staffList, {
    config: staff,
    schema: {
      tags,
      summary: "Completed, assigned and recommended totals, and the outcomes of customers at the caller's locations",
      querystring: outcomeStaffQuerySchema,
      response: { 200: outcomeStaffPageSchema },
    },
    handler: async (request) => service.staffPage(db, request.actor, request.query.page),
  });

  app.get(paths.staffCustomer, {
    config: staff,
    schema: {
      tags,
      summary: "A customer's outcomes (staff who reach the customer)",
      params: outcomeIdParamsSchema,
      response: { 200: staffCustomerOutcomesResponseSchema },
    },
    handler: async (request) => service.staffCustomerOutcomes(db, request.actor, request.params.id),
  });

  app.post(paths.staffCustomer, {
    config: staff,
    schema: {
      tags,
      summary: 'Assign or recommend a library outcome to a customer (audited)',
      params: outcomeIdParamsSchema,
      body: outcomeAssignBodySchema,
      response: { 200: outcomeListItemSchema },
    },
    handler: async (request) => service.assignOutcome(db, request.actor, request.params.id, request.body),
  });
  return Promise.resolve();
}
