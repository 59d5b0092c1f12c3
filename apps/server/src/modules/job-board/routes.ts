import {
  jobBoardDetailResponseSchema,
  jobBoardFiltersResponseSchema,
  jobBoardPaths,
  jobBoardSearchQuerySchema,
  jobBoardSearchResponseSchema,
  jobOpenCountsQuerySchema,
  jobOpenCountsResponseSchema,
  jobPostIdParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../app.ts';
import { geocoderFor } from '../../platform/geo/index.ts';
import * as service from './service.ts';

const tags = ['Job Board'];

/** Registered before `/:id`, so 'filters' and 'open-counts' are never read as an id. */
export async function jobBoardRoutes(app: AppInstance) {
  const { db } = app;

  app.get(jobBoardPaths.search, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Search live job posts (published, unexpired; 10 per page, newest first)',
      querystring: jobBoardSearchQuerySchema,
      response: { 200: jobBoardSearchResponseSchema },
    },
    handler: (request) => service.searchBoard(db, geocoderFor(app), request.actor, request.query),
  });

  app.get(jobBoardPaths.filters, {
    config: { access: 'public' },
    schema: { tags, summary: 'The board filter options', response: { 200: jobBoardFiltersResponseSchema } },
    handler: (request) => service.filterOptions(db, request.actor),
  });

  app.get(jobBoardPaths.openCounts, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "Live posts per occupation near the customer's ZIP (remote posts count everywhere)",
      querystring: jobOpenCountsQuerySchema,
      response: { 200: jobOpenCountsResponseSchema },
    },
    handler: (request) =>
      service.openCounts(db, geocoderFor(app), request.actor, request.query.occupations ?? [], request.query.radius),
  });

  app.get(`${jobBoardPaths.search}/:id`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One live job post (404 once it is drafted, deleted or expired)',
      params: jobPostIdParamsSchema,
      response: { 200: jobBoardDetailResponseSchema },
    },
    handler: (request) => service.postDetail(db, request.actor, request.params.id),
  });

  app.post(`${jobBoardPaths.search}/apply-click/:id`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Count a click on Apply (no body; CSRF header)',
      params: jobPostIdParamsSchema,
    },
    handler: async (request, reply) => {
      await service.recordApplyClick(db, request.actor, request.params.id);
      return reply.status(204).send();
    },
  });
}
