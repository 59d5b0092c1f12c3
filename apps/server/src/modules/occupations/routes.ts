import {
  careerClusterSchema,
  dataEnvelope,
  listEnvelope,
  occupationPaths,
  opportunityDetailSchema,
  opportunityIdParamsSchema,
  opportunityPageSchema,
  opportunityQuerySchema,
  saveOpportunityBodySchema,
  saveOpportunityResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { compressReply } from '../../platform/http/compress.ts';
import * as service from './service.ts';

const tags = ['Occupations'];

export function occupationsRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(occupationPaths.clusters, {
    config: { access: 'public' },
    schema: { tags, summary: 'The 16 career clusters', response: { 200: listEnvelope(careerClusterSchema) } },
    handler: async () => ({ data: await service.listCareerClusters(db) }),
  });

  app.get(occupationPaths.search, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Search career opportunities (occupations), 10 per page',
      querystring: opportunityQuerySchema,
      response: { 200: opportunityPageSchema },
    },
    // The Finder's first results (issue #30): sent compressed as the browser accepts.
    onSend: compressReply,
    handler: async (request) => service.searchOpportunities(db, request.actor, request.query),
  });

  app.post(occupationPaths.save, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Save an opportunity, or unsave it when it is saved',
      body: saveOpportunityBodySchema,
      response: { 200: saveOpportunityResponseSchema },
    },
    handler: async (request) => ({
      data: await service.toggleSavedOpportunity(db, request.actor, request.body.opportunity),
    }),
  });

  app.get(`${occupationPaths.search}/:id`, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'One career opportunity with its detail',
      params: opportunityIdParamsSchema,
      response: { 200: dataEnvelope(opportunityDetailSchema) },
    },
    handler: async (request) => ({ data: await service.getOpportunity(db, request.actor, request.params.id) }),
  });
  return Promise.resolve();
}
