import {
  customerIdOnlyParamsSchema,
  customerMergePaths as paths,
  mergeBodySchema,
  mergeCompareQuerySchema,
  mergeCompareResponseSchema,
  mergeParamsSchema,
  mergeStartedResponseSchema,
  mergeStatusResponseSchema,
  mergeUndoResponseSchema,
  possibleDuplicatesResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { possibleDuplicates } from './duplicates.ts';
import * as service from './service.ts';

const tags = ['Customer merge'];
/** The merge permission: admins and agency admins (docs/spec-decisions.md); the service checks their reach. */
const mergers = { access: 'admin' } as const;

/** Merge duplicates (issue #26, ADR 0033): compare, merge (a background job), the spec's poll, undo; duplicates. */
export function customerMergeRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.compare, {
    config: mergers,
    schema: {
      tags,
      summary: 'Two records side by side, with the fields a merge lets staff choose',
      querystring: mergeCompareQuerySchema,
      response: { 200: mergeCompareResponseSchema },
    },
    handler: async (request) => service.compare(db, request.actor, request.query.ids),
  });

  app.post(paths.merge, {
    config: mergers,
    schema: {
      tags,
      summary: 'Merge the loser into the survivor (answers the merge id; a background job moves the records)',
      body: mergeBodySchema,
      response: { 202: mergeStartedResponseSchema },
    },
    handler: async (request, reply) => {
      const started = await service.startMerge(db, app.jobs, request.actor, request.body, request.ip);
      return reply.code(202).send(started);
    },
  });

  app.get(paths.status, {
    config: mergers,
    schema: {
      tags,
      summary: "The merge poll: false while running, then the survivor's address",
      params: mergeParamsSchema,
      response: { 200: mergeStatusResponseSchema },
    },
    // A string answer is JSON too (the poll tells false from an address by parsing it).
    handler: async (request, reply) =>
      reply
        .type('application/json')
        .send(JSON.stringify(await service.status(db, request.actor, request.params.mergeId))),
  });

  app.post(paths.undo, {
    config: mergers,
    schema: {
      tags,
      summary: 'Undo a finished merge (within 30 days)',
      params: mergeParamsSchema,
      response: { 200: mergeUndoResponseSchema },
    },
    handler: async (request) => service.undo(db, request.actor, request.params.mergeId, request.ip),
  });

  app.get(paths.possibleDuplicates, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: 'Records with the same birthdate and a name the typo search takes for the same',
      params: customerIdOnlyParamsSchema,
      response: { 200: possibleDuplicatesResponseSchema },
    },
    handler: async (request) => possibleDuplicates(db, request.actor, request.params.id),
  });
  return Promise.resolve();
}
