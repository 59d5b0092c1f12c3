import {
  fundingActionBodySchema,
  fundingIdParamsSchema,
  fundingMessages as messages,
  fundingMutationResponseSchema,
  fundingPaths as paths,
  fundingSaveBodySchema,
  fundingStatusParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { mutationResponse, runAction } from './actions.ts';

const tags = ['Funding'];
const config = { access: 'staff' } as const;

/**
 * The state changes of one transaction (forms spec 4, 7). The spec's GET for reject and done is a POST here: a link
 * must not move money (docs/spec-decisions.md). {status} and version are what the caller saw; anything else is 409.
 */
export function fundingActionRoutes(app: AppInstance, deps: UploadDeps): Promise<void> {
  const { db } = app;
  const response = { 200: fundingMutationResponseSchema };

  // Approve, reject and cancel take the status the caller saw and the version, and answer with the record.
  const statusActions = [
    {
      action: 'approve',
      path: paths.approve,
      summary: 'Approve a pending obligation (funds obligated) or expense (funds expended); admins, not the requester',
      message: messages.approved,
    },
    {
      action: 'reject',
      path: paths.reject,
      summary: 'Reject a pending obligation or expense; admins, not the requester',
      message: messages.rejected,
    },
    {
      action: 'cancel',
      path: paths.cancel,
      summary: 'Cancel an obligation (pending, rejected or approved): its approved amount goes back to the budget',
      message: messages.cancelled,
    },
  ] as const;
  for (const { action, path, summary, message } of statusActions) {
    app.post(path, {
      config,
      schema: { tags, summary, params: fundingStatusParamsSchema, body: fundingActionBodySchema, response },
      handler: async (request) => {
        const { status, id } = request.params;
        await runAction(deps, request.actor, { action, id, status, ...request.body, ip: request.ip });
        return mutationResponse(db, request.actor, id, message);
      },
    });
  }

  app.post(paths.resubmit, {
    config,
    schema: {
      tags,
      summary: 'Resubmit a rejected obligation or expense with the edited form',
      params: fundingStatusParamsSchema,
      body: fundingSaveBodySchema,
      response,
    },
    handler: async (request) => {
      const { status, id } = request.params;
      const { version, ...form } = request.body;
      await runAction(deps, request.actor, { action: 'resubmit', id, status, version, form, ip: request.ip });
      return mutationResponse(db, request.actor, id, messages.resubmitted);
    },
  });

  app.post(paths.submitExpense, {
    config,
    schema: {
      tags,
      summary: 'Submit the expense of an approved obligation (the form with the amounts spent and the invoice)',
      params: fundingIdParamsSchema,
      body: fundingSaveBodySchema,
      response,
    },
    handler: async (request) => {
      const { id } = request.params;
      const { version, ...form } = request.body;
      await runAction(deps, request.actor, {
        action: 'submit-expense',
        id,
        status: 2,
        version,
        form,
        ip: request.ip,
      });
      return mutationResponse(db, request.actor, id, messages.expenseSubmitted);
    },
  });

  app.post(paths.done, {
    config,
    schema: {
      tags,
      summary: "Mark an approved expense as 'Done'",
      params: fundingIdParamsSchema,
      body: fundingActionBodySchema,
      response,
    },
    handler: async (request) => {
      const { id } = request.params;
      await runAction(deps, request.actor, { action: 'done', id, status: null, ...request.body, ip: request.ip });
      return mutationResponse(db, request.actor, id, messages.markedDone);
    },
  });
  return Promise.resolve();
}
