import {
  performanceBodySchema,
  performanceDeleteResponseSchema,
  performanceIdParamsSchema,
  performanceListQuerySchema,
  performanceListResponseSchema,
  performancePaths as paths,
  performanceSaveResponseSchema,
  performanceTypeSearchParamsSchema,
  performanceTypeSearchQuerySchema,
  performanceTypeSearchResponseSchema,
  performanceUserSearchQuerySchema,
  performanceUserSearchResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import * as service from './service.ts';

const tags = ['Performance metrics'];
const config = { access: 'staff' } as const;

/**
 * Performance metrics of a customer (staff spec 2.8, 7; forms spec 7). Bodies are JSON (the evidence file goes
 * through the signed-URL upload first; evidence names it), with the multipart field names; see ADR 0025.
 */
export function performanceRoutes(app: AppInstance): Promise<void> {
  const deps: UploadDeps = { db: app.db, storage: app.storage, secret: app.config.secret };
  const { db } = app;

  app.get(paths.typeSearch, {
    config,
    schema: {
      tags,
      summary: 'The types of one kind (measurable-skill-gains, credential-attainments, ...), with is_evidence_must',
      params: performanceTypeSearchParamsSchema,
      querystring: performanceTypeSearchQuerySchema,
      response: { 200: performanceTypeSearchResponseSchema },
    },
    handler: async (request) => service.searchTypes(db, request.actor, request.params.endpoint, request.query.term),
  });

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "A customer's performance records (users: comma-joined creator ids; date: YYYY-MM-DD, not future)",
      querystring: performanceListQuerySchema,
      response: { 200: performanceListResponseSchema },
    },
    handler: async (request) => service.listRecords(db, request.actor, request.query),
  });

  app.get(paths.userSearch, {
    config,
    schema: {
      tags,
      summary: 'Staff users for the multi-select filter (location, term, ids)',
      querystring: performanceUserSearchQuerySchema,
      response: { 200: performanceUserSearchResponseSchema },
    },
    handler: async (request) => service.searchUsers(db, request.actor, request.query),
  });

  app.post(paths.create, {
    config,
    schema: {
      tags,
      summary: 'Record a performance indicator for a customer',
      body: performanceBodySchema,
      response: { 201: performanceSaveResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createRecord(deps, request.actor, request.body, request.ip)),
  });

  app.post(paths.update, {
    config,
    schema: {
      tags,
      summary: 'Update a performance record (its creator, until 20 months after exit)',
      params: performanceIdParamsSchema,
      body: performanceBodySchema,
      response: { 200: performanceSaveResponseSchema },
    },
    handler: async (request) => service.updateRecord(deps, request.actor, request.params.id, request.body, request.ip),
  });

  app.delete(paths.remove, {
    config,
    schema: {
      tags,
      summary: 'Delete a performance record (its creator, until 20 months after exit)',
      params: performanceIdParamsSchema,
      response: { 200: performanceDeleteResponseSchema },
    },
    handler: async (request) => service.deleteRecord(db, request.actor, request.params.id, request.ip),
  });
  return Promise.resolve();
}
