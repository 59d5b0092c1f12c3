import { z } from 'zod';
import {
  copyQuerySchema,
  dynamicQueryPaths,
  exportStatusResponseSchema,
  fieldOptionsResponseSchema,
  locationsResponseSchema,
  queryRequestSchema,
  resourcesResponseSchema,
  resultsResponseSchema,
  runQueryParamsSchema,
  saveQuerySchema,
  shareQuerySchema,
  storedQueriesResponseSchema,
  storedQueryResponseSchema,
  usersResponseSchema,
  usersSearchParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import { exportStatus, openExportDownload, requestExport } from './exports.ts';
import * as service from './service.ts';

const tags = ['Dynamic querying'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const queryIdParams = z.object({ queryId: z.coerce.number().int().positive().max(2_147_483_647) });
const exportIdParams = z.object({ exportId: z.coerce.number().int().positive().max(2_147_483_647) });
const optionParams = z.object({ resource: z.string().max(100), field: z.string().max(100) });
const access = { access: 'staff' } as const;

export function dynamicQueryRoutes(app: AppInstance): Promise<void> {
  const { db, database } = app;

  app.get(dynamicQueryPaths.resources, {
    config: access,
    schema: { tags, summary: 'Fields and operators grouped by resource', response: { 200: resourcesResponseSchema } },
    handler: async (request) => ({ data: await service.resourcesMetadata(db, request.actor) }),
  });

  app.get(dynamicQueryPaths.fieldOptions, {
    config: access,
    schema: { tags, params: optionParams, response: { 200: fieldOptionsResponseSchema } },
    handler: async (request) => ({
      data: await service.fieldOptions(db, request.actor, request.params.resource, request.params.field),
    }),
  });

  app.post(dynamicQueryPaths.run, {
    config: access,
    schema: {
      tags,
      querystring: runQueryParamsSchema,
      body: queryRequestSchema,
      response: { 200: resultsResponseSchema },
    },
    handler: async (request) =>
      service.runUnsaved(database, request.actor, request.body, request.query.page, await app.reporting.reader()),
  });

  app.post(dynamicQueryPaths.runStored, {
    config: access,
    schema: {
      tags,
      params: queryIdParams,
      querystring: runQueryParamsSchema,
      response: { 200: resultsResponseSchema },
    },
    handler: async (request) =>
      service.runStored(
        database,
        request.actor,
        request.params.queryId,
        request.query.page,
        await app.reporting.reader(),
      ),
  });

  app.get(dynamicQueryPaths.storedQueries, {
    config: access,
    schema: {
      tags,
      summary: 'Own stored queries and those shared with me',
      response: { 200: storedQueriesResponseSchema },
    },
    handler: async (request) => ({ data: await service.listStored(db, request.actor) }),
  });

  app.post(dynamicQueryPaths.storedQueries, {
    config: access,
    schema: { tags, body: saveQuerySchema, response: { 201: storedQueryResponseSchema } },
    handler: async (request, reply) =>
      reply.code(201).send({ data: await service.createStored(db, request.actor, request.body) }),
  });

  app.put(dynamicQueryPaths.storedQuery, {
    config: access,
    schema: { tags, params: idParams, body: saveQuerySchema, response: { 200: storedQueryResponseSchema } },
    handler: async (request) => ({
      data: await service.updateStoredQuery(db, request.actor, request.params.id, request.body),
    }),
  });

  app.delete(dynamicQueryPaths.storedQuery, {
    config: access,
    schema: { tags, params: idParams, response: { 204: z.null().describe('Deleted') } },
    handler: async (request, reply) => {
      await service.deleteStoredQuery(db, request.actor, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post(dynamicQueryPaths.duplicate, {
    config: access,
    schema: { tags, params: idParams, body: copyQuerySchema, response: { 201: storedQueryResponseSchema } },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ data: await service.duplicateStored(db, request.actor, request.params.id, request.body.name) }),
  });

  app.post(dynamicQueryPaths.share, {
    config: access,
    schema: { tags, params: idParams, body: shareQuerySchema, response: { 200: storedQueryResponseSchema } },
    handler: async (request) => ({
      data: await service.shareStored(db, request.actor, request.params.id, request.body.user_ids),
    }),
  });

  app.post(dynamicQueryPaths.export, {
    config: access,
    schema: { tags, params: idParams, response: { 202: exportStatusResponseSchema } },
    handler: async (request, reply) =>
      reply.code(202).send({ data: await requestExport(db, app.jobs, request.actor, request.params.id) }),
  });

  app.get(dynamicQueryPaths.exportStatus, {
    config: access,
    schema: { tags, params: exportIdParams, response: { 200: exportStatusResponseSchema } },
    handler: async (request) => ({ data: await exportStatus(db, request.actor, request.params.exportId) }),
  });

  app.get(dynamicQueryPaths.exportDownload, {
    config: access,
    // No HEAD twin: a HEAD would be audited as a download.
    exposeHeadRoute: false,
    schema: { tags, params: exportIdParams },
    handler: async (request, reply) => {
      const { stream, fileName } = await openExportDownload(db, app.storage, request.actor, request.params.exportId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });

  app.get(dynamicQueryPaths.locations, {
    config: access,
    schema: { tags, response: { 200: locationsResponseSchema } },
    handler: async (request) => ({ data: await service.shareLocations(db, request.actor) }),
  });

  app.get(dynamicQueryPaths.users, {
    config: access,
    schema: { tags, querystring: usersSearchParamsSchema, response: { 200: usersResponseSchema } },
    handler: async (request) => {
      const { 'ids[]': ids, ...rest } = request.query;
      return {
        data: await service.searchShareUsers(db, request.actor, {
          ...rest,
          ids: ids === undefined ? undefined : ([] as number[]).concat(ids),
        }),
      };
    },
  });
  return Promise.resolve();
}
