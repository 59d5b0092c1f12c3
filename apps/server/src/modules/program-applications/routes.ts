import { z } from 'zod';
import {
  applicationBodySchema,
  applicationParamsSchema,
  decisionBodySchema,
  decisionParamsSchema,
  exitBodySchema,
  exitingSoonResponseSchema,
  exitParamsSchema,
  followUpBodySchema,
  followUpParamsSchema,
  programApplicationPaths as paths,
  programsPanelSchema,
  savedMessageSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { correctExit } from './exit-correction.ts';
import { exitingSoon } from './exiting-soon.ts';
import { answerFollowUp } from './follow-ups.ts';
import * as service from './service.ts';

const tags = ['Programs'];
const config = { access: 'staff' } as const;

/** A program from application to follow-up (issue #26): staff of the customer's locations; writes on live customers. */
export function programApplicationRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  const deps: UploadDeps = { db, storage: app.storage, secret: app.config.secret };

  app.get(paths.exitingSoon, {
    config,
    schema: {
      tags,
      summary: "Customers of the caller's locations whose enrolment exits by itself within 30 days",
      response: { 200: exitingSoonResponseSchema },
    },
    handler: async (request) => exitingSoon(db, request.actor),
  });
  app.get(paths.applications, {
    config,
    schema: {
      tags,
      summary: "The record's Programs panel: applications with the tri-state, enrolments, follow-ups",
      params: applicationParamsSchema,
      response: { 200: programsPanelSchema },
    },
    handler: async (request) => service.programsPanel(db, request.actor, request.params.id),
  });
  app.post(paths.applications, {
    config,
    schema: {
      tags,
      summary: 'Open an application to a program (one open per program)',
      params: applicationParamsSchema,
      body: applicationBodySchema,
      response: { 201: z.object({ id: z.number(), message: z.string() }) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await service.openApplication(db, request.actor, request.params.id, request.body.program_id, request.ip)),
  });
  app.post(paths.decision, {
    config,
    schema: {
      tags,
      summary: 'Record the staff decision (eligible / not eligible, reason, documents relied on); audited',
      params: decisionParamsSchema,
      body: decisionBodySchema,
      response: { 200: savedMessageSchema },
    },
    handler: async (request) => service.decide(db, request.actor, request.params, request.body, request.ip),
  });
  app.post(paths.exit, {
    config,
    schema: {
      tags,
      summary:
        "Record an enrolment's exit (date from its start to today, PIRL reason); common-exit programs exit together",
      params: exitParamsSchema,
      body: exitBodySchema,
      response: { 200: savedMessageSchema },
    },
    handler: async (request) => service.recordExit(db, request.actor, request.params, request.body, request.ip),
  });
  app.put(paths.exit, {
    config,
    schema: {
      tags,
      summary:
        "Correct an exit's PIRL reason and date (from its start to today), recorded or automatic; common-exit programs together; audited",
      params: exitParamsSchema,
      body: exitBodySchema,
      response: { 200: savedMessageSchema },
    },
    handler: async (request) => correctExit(db, request.actor, request.params, request.body, request.ip),
  });
  app.post(paths.followUp, {
    config,
    schema: {
      tags,
      summary: "Record a due follow-up's answers (a wage record when employed, a credential attainment when one)",
      params: followUpParamsSchema,
      body: followUpBodySchema,
      response: { 200: savedMessageSchema },
    },
    handler: async (request) => answerFollowUp(deps, request.actor, request.params, request.body, request.ip),
  });
  return Promise.resolve();
}
