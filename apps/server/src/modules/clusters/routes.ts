import type { FastifyRequest } from 'fastify';
import {
  clusterCardSchema,
  clusterResultsSchema,
  clusterSavePaths,
  clusterSurveyApi,
  listEnvelope,
  saveClusterBodySchema,
  savedClusterStateSchema,
  surveyAnswersBodySchema,
  surveyFormSchema,
  surveyInterestSchema,
  surveyResponseIdParamsSchema,
  surveySavedSchema,
  type SurveyTaker,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { compressReply } from '../../platform/http/compress.ts';
import { guestTokenHash, setGuestCookie } from './guest-token.ts';
import { matchInputsChanged } from '../my-career/inputs-changed.ts';
import * as service from './service.ts';

const tags = ['Career clusters'];

/**
 * The survey's calls exist twice (spec 7): for signed-in customers and, under /guest, for visitors
 * known by a cookie token. Staff take no surveys. Saving clusters is for customers only.
 */
export function clustersRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  function surveyRoutes(taker: SurveyTaker) {
    const paths = clusterSurveyApi(taker);
    const access = taker === 'customer' ? 'customer' : 'guest-or-customer';
    const who = taker === 'customer' ? 'the signed-in customer' : 'the guest (by cookie)';
    const caller = (request: FastifyRequest): service.SurveyCaller =>
      taker === 'customer'
        ? { variant: 'customer', actor: request.actor }
        : { variant: 'guest', actor: request.actor, guestTokenHash: guestTokenHash(request) };

    app.get(paths.create, {
      config: { access },
      schema: { tags, summary: 'The survey steps, nothing ticked', response: { 200: surveyFormSchema } },
      // 16 KiB of questions before the survey's first step shows (issue #30): sent compressed as the browser accepts.
      onSend: compressReply,
      handler: async (request) => service.getSurveyForm(db, caller(request), 'create'),
    });

    app.get(paths.edit, {
      config: { access },
      schema: {
        tags,
        summary: `The survey steps with the latest answers of ${who} ticked; 404 before any survey`,
        response: { 200: surveyFormSchema },
      },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.getSurveyForm(db, caller(request), 'edit');
      },
    });

    app.post(paths.save, {
      config: { access },
      schema: {
        tags,
        summary: `Takes the survey for ${who}`,
        body: surveyAnswersBodySchema,
        response: { 201: surveySavedSchema },
      },
      handler: async (request, reply) => {
        const { summary, newGuestToken } = await service.saveSurvey(db, caller(request), request.body.option);
        if (newGuestToken) setGuestCookie(reply, newGuestToken);
        if (taker === 'customer') await matchInputsChanged(app, request.actor);
        return reply.code(201).send({ data: summary });
      },
    });

    app.put(`${paths.base}/:id`, {
      config: { access },
      schema: {
        tags,
        summary: `New answers for a survey of ${who} (update mode)`,
        params: surveyResponseIdParamsSchema,
        body: surveyAnswersBodySchema,
        response: { 200: surveySavedSchema },
      },
      handler: async (request) => {
        const data = await service.updateSurvey(db, caller(request), request.params.id, request.body.option);
        if (taker === 'customer') await matchInputsChanged(app, request.actor);
        return { data };
      },
    });

    app.get(paths.interests, {
      config: { access },
      schema: {
        tags,
        summary: `Every option ${who} ticked, newest survey first`,
        response: { 200: listEnvelope(surveyInterestSchema) },
      },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { data: await service.listInterests(db, caller(request)) };
      },
    });

    app.get(paths.result, {
      config: { access },
      schema: {
        tags,
        summary: `The 16 clusters ranked by the latest survey of ${who}`,
        response: { 200: clusterResultsSchema },
      },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.getResults(db, caller(request));
      },
    });
  }

  surveyRoutes('customer');
  surveyRoutes('guest');

  app.get(clusterSavePaths.customerClusters, {
    config: { access: 'customer' },
    schema: { tags, summary: 'The clusters the customer saved', response: { 200: listEnvelope(clusterCardSchema) } },
    handler: async (request) => ({ data: await service.listSavedClusters(db, request.actor) }),
  });

  app.post(clusterSavePaths.saveCluster, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Saves the cluster, or unsaves it when it was saved',
      body: saveClusterBodySchema,
      response: { 200: savedClusterStateSchema },
    },
    handler: async (request) => {
      const data = await service.toggleSavedCluster(db, request.actor, request.body.cluster);
      await matchInputsChanged(app, request.actor);
      return { data };
    },
  });
  return Promise.resolve();
}
