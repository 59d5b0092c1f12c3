import { z } from 'zod';
import {
  dataEnvelope,
  educationalExperienceBodySchema,
  educationalExperienceSchema,
  educationLevelSchema,
  experienceIdParamsSchema,
  experiencePaths,
  jobExperienceBodySchema,
  jobExperienceSchema,
  listEnvelope,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { matchInputsChanged } from '../my-career/inputs-changed.ts';
import * as service from './service.ts';

const tags = ['Experiences'];
const noContent = { 204: z.null().describe('Deleted') };

export function experiencesRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(experiencePaths.jobs, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The signed-in customer's job experiences",
      response: { 200: listEnvelope(jobExperienceSchema) },
    },
    handler: async (request) => ({ data: await service.listJobExperiences(db, request.actor) }),
  });

  app.post(experiencePaths.jobs, {
    config: { access: 'customer' },
    schema: { tags, body: jobExperienceBodySchema, response: { 201: dataEnvelope(jobExperienceSchema) } },
    handler: async (request, reply) => {
      const data = await service.createJobExperience(db, request.actor, request.body);
      await matchInputsChanged(app, request.actor);
      return reply.code(201).send({ data });
    },
  });

  app.put(`${experiencePaths.jobs}/:id`, {
    config: { access: 'customer' },
    schema: {
      tags,
      params: experienceIdParamsSchema,
      body: jobExperienceBodySchema,
      response: { 200: dataEnvelope(jobExperienceSchema) },
    },
    handler: async (request) => {
      const data = await service.updateJobExperience(db, request.actor, request.params.id, request.body);
      await matchInputsChanged(app, request.actor);
      return { data };
    },
  });

  app.delete(`${experiencePaths.jobs}/:id`, {
    config: { access: 'customer' },
    schema: { tags, params: experienceIdParamsSchema, response: noContent },
    handler: async (request, reply) => {
      await service.deleteJobExperience(db, request.actor, request.params.id);
      await matchInputsChanged(app, request.actor);
      return reply.code(204).send(null);
    },
  });

  app.get(experiencePaths.educations, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The signed-in customer's educational experiences",
      response: { 200: listEnvelope(educationalExperienceSchema) },
    },
    handler: async (request) => ({ data: await service.listEducationalExperiences(db, request.actor) }),
  });

  app.post(experiencePaths.educations, {
    config: { access: 'customer' },
    schema: {
      tags,
      body: educationalExperienceBodySchema,
      response: { 201: dataEnvelope(educationalExperienceSchema) },
    },
    handler: async (request, reply) => {
      const data = await service.createEducationalExperience(db, request.actor, request.body);
      await matchInputsChanged(app, request.actor);
      return reply.code(201).send({ data });
    },
  });

  app.put(`${experiencePaths.educations}/:id`, {
    config: { access: 'customer' },
    schema: {
      tags,
      params: experienceIdParamsSchema,
      body: educationalExperienceBodySchema,
      response: { 200: dataEnvelope(educationalExperienceSchema) },
    },
    handler: async (request) => {
      const data = await service.updateEducationalExperience(db, request.actor, request.params.id, request.body);
      await matchInputsChanged(app, request.actor);
      return { data };
    },
  });

  app.delete(`${experiencePaths.educations}/:id`, {
    config: { access: 'customer' },
    schema: { tags, params: experienceIdParamsSchema, response: noContent },
    handler: async (request, reply) => {
      await service.deleteEducationalExperience(db, request.actor, request.params.id);
      await matchInputsChanged(app, request.actor);
      return reply.code(204).send(null);
    },
  });

  app.get(experiencePaths.educationLevels, {
    config: { access: 'public' },
    schema: { tags, summary: 'Education levels to choose from', response: { 200: listEnvelope(educationLevelSchema) } },
    handler: async () => ({ data: await service.listEducationLevels(db) }),
  });
  return Promise.resolve();
}
