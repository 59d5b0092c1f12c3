import {
  onetSearchQuerySchema,
  onetSearchResponseSchema,
  wageCreateBodySchema,
  wageIdParamsSchema,
  wageListParamsSchema,
  wageListQuerySchema,
  wageListResponseSchema,
  wagePaths as paths,
  wageSaveResponseSchema,
  wageUpdateBodySchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import * as service from './service.ts';

const tags = ['Wage and employment'];
const config = { access: 'staff' } as const;

/**
 * Wage and employment records (staff spec 3, 4, 5, 7). JSON bodies with the multipart field names; an evidence file
 * is uploaded through the signed URL (purpose=document) first and named by evidence {name, path}. See ADR 0025.
 */
export function wagesRoutes(app: AppInstance): Promise<void> {
  const deps: UploadDeps = { db: app.db, storage: app.storage, secret: app.config.secret };
  const { db } = app;

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "A customer's wage and employment records (data and meta)",
      params: wageListParamsSchema,
      querystring: wageListQuerySchema,
      response: { 200: wageListResponseSchema },
    },
    handler: async (request) =>
      service.listWages(db, request.actor, request.params.customerId, request.query.page, request.query.per_page),
  });

  app.get(paths.onetSearch, {
    config,
    schema: {
      tags,
      summary: 'O*NET occupations by title, for onet_code',
      querystring: onetSearchQuerySchema,
      response: { 200: onetSearchResponseSchema },
    },
    handler: async (request) => service.searchOnet(db, request.actor, request.query.query),
  });

  app.post(paths.create, {
    config,
    schema: {
      tags,
      summary: 'Enter a wage and employment record (source 1, manual)',
      body: wageCreateBodySchema,
      response: { 201: wageSaveResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createWage(deps, request.actor, request.body, request.ip)),
  });

  app.post(paths.update, {
    config,
    schema: {
      tags,
      summary:
        'Update a wage record: every field of a manual one; only is_job_relevant of an external one (others ignored)',
      params: wageIdParamsSchema,
      body: wageUpdateBodySchema,
      response: { 200: wageSaveResponseSchema },
    },
    handler: async (request) => service.updateWage(deps, request.actor, request.params.id, request.body, request.ip),
  });
  return Promise.resolve();
}
