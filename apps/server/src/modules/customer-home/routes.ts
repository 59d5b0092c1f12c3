import { z } from 'zod';
import {
  customerHomeAdminResourceSchema,
  customerHomeAdminResourcesSchema,
  customerHomeAvatarBodySchema,
  customerHomeAvatarQuerySchema,
  customerHomeAvatarResponseSchema,
  customerHomeCustomerIdParamsSchema,
  customerHomeIdParamsSchema,
  customerHomeImpactAnswersSchema,
  customerHomeImpactQuestionsResponseSchema,
  customerHomePaths as paths,
  customerHomeProfileWidgetSchema,
  customerHomeResourceBodySchema,
  customerHomeResourcesSchema,
  customerHomeToolsPageSchema,
  customerHomeToolsWidgetSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import * as service from './service.ts';
import { registerToolUse } from './tool-use.ts';

const tags = ['Customer home'];
const noContent = { 204: z.null().describe('Done') };

/**
 * The customer's home (issue #24): the profile, tools and resources widgets, the About Me questions, the avatar and
 * the admin's curated resources. It also records tool use for every module (./tool-use.ts), so its hook is added to
 * the root instance: this plugin is not encapsulated (skip-override, as fastify-plugin does).
 */
export function customerHomeRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  const deps: UploadDeps = { db, storage: app.storage, secret: app.config.secret };
  registerToolUse(app);

  /** The reads that answer from the caller alone: the widgets, the tools page and the About Me questions. */
  const reads = [
    {
      url: paths.profileWidget,
      access: 'customer',
      summary: 'Profile widget: impact questions answered, last updated, avatar, name, location, completion',
      response: customerHomeProfileWidgetSchema,
      read: service.profileWidget,
    },
    {
      url: paths.toolsWidget,
      access: 'customer',
      summary: 'Tools widget: tools used in the last month, the share updated, the featured tools',
      response: customerHomeToolsWidgetSchema,
      read: service.toolsWidget,
    },
    {
      url: paths.tools,
      access: 'customer',
      summary: 'Every tool, with when the customer last used it',
      response: customerHomeToolsPageSchema,
      read: service.toolsPage,
    },
    {
      url: paths.resourcesWidget,
      access: 'authenticated',
      summary: 'The curated videos and articles (published)',
      response: customerHomeResourcesSchema,
      read: service.resourcesWidget,
    },
    {
      url: paths.impactQuestions,
      access: 'customer',
      summary: "The About Me impact questions with the customer's answers",
      response: customerHomeImpactQuestionsResponseSchema,
      read: service.impactQuestions,
    },
  ] as const;
  for (const { url, access, summary, response, read } of reads)
    app.get(url, {
      config: { access },
      schema: { tags, summary, response: { 200: response } },
      handler: async (request) => read(db, request.actor),
    });

  app.put(paths.impactQuestions, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: 'Save impact answers (null clears one; questions left out are unchanged)',
      body: customerHomeImpactAnswersSchema,
      response: { 200: customerHomeImpactQuestionsResponseSchema },
    },
    handler: async (request) => service.saveImpactAnswers(db, request.actor, request.body),
  });

  app.put(paths.avatar, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "The customer's finished avatar upload (signed URL, purpose avatar) becomes their avatar",
      body: customerHomeAvatarBodySchema,
      response: { 200: customerHomeAvatarResponseSchema },
    },
    handler: async (request) => service.setAvatar(deps, request.actor, request.body.path),
  });

  app.delete(paths.avatar, {
    config: { access: 'customer' },
    schema: { tags, summary: "Remove the customer's avatar", response: noContent },
    handler: async (request, reply) => {
      await service.removeAvatar(deps, request.actor);
      return reply.code(204).send(null);
    },
  });

  app.get(paths.avatarImage, {
    config: { access: 'authenticated' },
    exposeHeadRoute: false,
    schema: {
      tags,
      summary: "A customer's avatar image (the customer, or staff of the customer's locations)",
      params: customerHomeCustomerIdParamsSchema,
      querystring: customerHomeAvatarQuerySchema,
    },
    handler: async (request, reply) => {
      const image = await service.avatarImage(db, app.storage, request.actor, request.params.customerId);
      return reply
        .header('content-type', image.mime)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(image.body);
    },
  });

  app.get(paths.adminResources, {
    config: { access: 'admin' },
    schema: { tags, summary: 'Admin: every curated resource', response: { 200: customerHomeAdminResourcesSchema } },
    handler: async (request) => service.adminResources(db, request.actor),
  });

  app.post(paths.adminResources, {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Admin: add a video or article (content HTML sanitised on the server)',
      body: customerHomeResourceBodySchema,
      response: { 201: customerHomeAdminResourceSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.createResource(db, request.actor, request.body, request.ip)),
  });

  app.put(paths.adminResource, {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Admin: change a curated resource',
      params: customerHomeIdParamsSchema,
      body: customerHomeResourceBodySchema,
      response: { 200: customerHomeAdminResourceSchema },
    },
    handler: async (request) => service.updateResource(db, request.actor, request.params.id, request.body, request.ip),
  });

  app.delete(paths.adminResource, {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Admin: delete a curated resource',
      params: customerHomeIdParamsSchema,
      response: noContent,
    },
    handler: async (request, reply) => {
      await service.deleteResource(db, request.actor, request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  });
  return Promise.resolve();
}

// Not encapsulated, so the tool-use hook sees every module's routes (what fastify-plugin sets).
(customerHomeRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
