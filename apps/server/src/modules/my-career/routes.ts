import {
  matchIdParamsSchema,
  matchStatusResponseSchema,
  myCareerPageSchema,
  myCareerPaths,
  myCareerQuerySchema,
  occupationMatchResponseSchema,
  skillsSurveyBodySchema,
  skillsSurveyFormSchema,
  skillsSurveyPaths,
  skillsSurveyResultSchema,
  skillsSurveySavedSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { myCareerJobNames } from './jobs.ts';
import * as service from './service.ts';
import * as skills from './skills-survey-service.ts';

const tags = ['My Career'];

/** My Career / Match Engine and the skills survey: every call is the signed-in customer's own. */
export function myCareerRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(myCareerPaths.completion, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Which match inputs the customer has given, and whether the shown scores include them all',
      response: { 200: matchStatusResponseSchema },
    },
    handler: async (request) => ({ data: await service.getStatus(db, app.jobs, request.actor) }),
  });

  app.get(myCareerPaths.opportunities, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The customer's career opportunities, best match first, each with its explanation; 10 per page",
      querystring: myCareerQuerySchema,
      response: { 200: myCareerPageSchema },
    },
    handler: async (request) => service.listOpportunities(db, request.actor, request.query),
  });

  app.get(myCareerPaths.match(':id'), {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "One occupation's match and its explanation; data null before the customer has scores",
      params: matchIdParamsSchema,
      response: { 200: occupationMatchResponseSchema },
    },
    handler: async (request) => service.getMatch(db, request.actor, request.params.id),
  });

  app.get(skillsSurveyPaths.survey, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The skills survey's steps with the customer's ratings (null before it is taken)",
      response: { 200: skillsSurveyFormSchema },
    },
    handler: async (request) => skills.getForm(db, request.actor),
  });

  app.put(skillsSurveyPaths.save, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Take or retake the skills survey: a rating for every skill',
      body: skillsSurveyBodySchema,
      response: { 200: skillsSurveySavedSchema },
    },
    handler: async (request) => {
      const data = await skills.save(db, request.actor, request.body.ratings);
      await app.jobs.send(myCareerJobNames.recompute, {});
      return { data };
    },
  });

  app.get(skillsSurveyPaths.result, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Strengths and the occupations they connect to; 404 before the survey is taken',
      response: { 200: skillsSurveyResultSchema },
    },
    handler: async (request) => ({ data: await skills.getResult(db, request.actor) }),
  });
  return Promise.resolve();
}
