import { z } from 'zod';
import {
  academicTermsResponseSchema,
  criteriaObjectSchema,
  reportDrillQuerySchema,
  reportDrillResponseSchema,
  exportQuerySchema,
  idNameListSchema,
  locationSearchQuerySchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportRunBodySchema,
  reportRunDetailSchema,
  reportRunResponseSchema,
  reportsPaths as paths,
  reportTypeKeys,
  reportTypesResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import * as service from './service.ts';

const tags = ['Reports'];
// Staff reach the routes; the reporting permission (admins, agency admins, case managers by setting) is checked first
// thing in the service.
const config = { access: 'staff' } as const;
const runParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const typeParams = z.object({ id: z.enum(reportTypeKeys) });

/** The reports module of the API catalogue (issue #28): report types, runs as jobs, drill-down and export. */
export function reportsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(paths.types, {
    config,
    schema: { tags, summary: 'Report types the caller may run', response: { 200: reportTypesResponseSchema } },
    handler: async (request) => service.types(db, request.actor),
  });

  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: 'Report runs, newest first: who ran what and when, status and progress',
      querystring: reportListQuerySchema,
      response: { 200: reportListResponseSchema },
    },
    handler: async (request) => service.listRuns(db, request.actor, request.query),
  });

  app.get(paths.run, {
    config,
    schema: {
      tags,
      summary: 'One run: status, progress and, once ready, its result',
      params: runParams,
      response: { 200: reportRunDetailSchema },
    },
    handler: async (request) => service.getRun(db, request.actor, request.params.id),
  });

  app.get(paths.criteriaObject, {
    config,
    schema: {
      tags,
      summary: 'The criteria form of a report type',
      params: typeParams,
      response: { 200: z.object({ data: criteriaObjectSchema }) },
    },
    handler: async (request) => service.criteriaObject(db, request.actor, request.params.id),
  });

  app.post(paths.reportDetail, {
    config,
    schema: {
      tags,
      summary: 'Runs a report type on the criteria given, as a background job; the run is answered at once',
      params: typeParams,
      body: reportRunBodySchema,
      response: { 202: reportRunResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(202).send(await service.startRun(db, app.jobs, request.actor, request.params.id, request.body)),
  });

  app.get(paths.drillDown, {
    config,
    schema: {
      tags,
      summary: 'The participants a figure of a quarterly report counts, at the caller’s locations, PII masked',
      params: runParams,
      querystring: reportDrillQuerySchema,
      response: { 200: reportDrillResponseSchema },
    },
    handler: async (request) => service.drillDown(db, request.actor, request.params.id, request.query),
  });

  app.get(paths.export, {
    config,
    // No HEAD twin: a HEAD would be recorded as an export.
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: 'The run’s file (CSV, or PDF for the quarterly report)',
      params: runParams,
      querystring: exportQuerySchema,
    },
    handler: async (request, reply) => {
      const file = await service.openExport(db, app.storage, request.actor, request.params.id, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });

  app.get(paths.locationSearch, {
    config,
    schema: {
      tags,
      summary: 'Locations the caller reports on, by name',
      querystring: locationSearchQuerySchema,
      response: { 200: idNameListSchema },
    },
    handler: async (request) => service.locationSearch(db, request.actor, request.query.q),
  });

  app.get(paths.servicePrograms, {
    config,
    schema: { tags, summary: 'Active service-log programs', response: { 200: idNameListSchema } },
    handler: async (request) => service.servicePrograms(db, request.actor),
  });

  app.get(paths.services, {
    config,
    schema: { tags, summary: 'Active service-log services', response: { 200: idNameListSchema } },
    handler: async (request) => service.services(db, request.actor),
  });

  app.get(paths.academicTerms, {
    config,
    schema: {
      tags,
      summary: 'Reporting terms: program-year quarters from PY 2016 to now',
      response: { 200: academicTermsResponseSchema },
    },
    handler: async (request) => service.academicTerms(db, request.actor),
  });
  return Promise.resolve();
}
