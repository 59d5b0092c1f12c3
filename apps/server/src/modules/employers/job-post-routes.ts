import { z } from 'zod';
import {
  employerDocumentListResponseSchema,
  employerDocumentsBodySchema,
  employerDocumentsQuerySchema,
  employerPaths,
  jobPostBodySchema,
  jobPostListResponseSchema,
  jobPostLocationsBodySchema,
  jobPostLocationsResponseSchema,
  jobPostLookupResponseSchema,
  jobPostLookups,
  jobPostPaths as paths,
  jobPostSchema,
  jobPostStatusBodySchema,
  nlxFeedResponseSchema,
  pageQuerySchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import * as documents from './documents.ts';
import * as posts from './job-post-service.ts';
import { pullFeed } from './nlx-feed.ts';
import { createdIdSchema, deletedSchema, documentParams, employerParams, postParams } from './params.ts';

const tags = ['Employer records'];
const config = { access: 'staff' } as const;

/** Job posts, their locations, the NLX feed and employer documents. */
export async function jobPostRoutes(app: AppInstance) {
  const { db } = app;
  const deps: UploadDeps = { db: app.db, storage: app.storage, secret: app.config.secret };

  app.get(paths.lookup, {
    config,
    schema: {
      tags,
      summary: 'A job-post lookup (map of id to name)',
      params: z.object({ lookup: z.enum(jobPostLookups) }),
      response: { 200: jobPostLookupResponseSchema },
    },
    handler: async (request) => posts.lookup(db, request.actor, request.params.lookup),
  });
  app.get(paths.list, {
    config,
    schema: {
      tags,
      summary: "An employer's job posts",
      params: employerParams,
      querystring: pageQuerySchema,
      response: { 200: jobPostListResponseSchema },
    },
    handler: async (request) => posts.listPosts(db, request.actor, request.params.id, request.query.page),
  });
  app.post(paths.list, {
    config,
    schema: {
      tags,
      summary: 'Create a job post (a draft)',
      params: employerParams,
      body: jobPostBodySchema,
      response: { 201: jobPostSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await posts.createPost(db, request.actor, request.params.id, request.body, request.ip)),
  });
  app.get(paths.post, {
    config,
    schema: { tags, summary: 'A job post', params: postParams, response: { 200: jobPostSchema } },
    handler: async (request) => posts.getPost(db, request.actor, request.params.id, request.params.postId),
  });
  app.put(paths.post, {
    config,
    schema: {
      tags,
      summary: 'Update a job post',
      params: postParams,
      body: jobPostBodySchema,
      response: { 200: jobPostSchema },
    },
    handler: async (request) =>
      posts.updatePost(db, request.actor, request.params.id, request.params.postId, request.body, request.ip),
  });
  app.delete(paths.post, {
    config,
    schema: { tags, summary: 'Delete a job post (soft)', params: postParams, response: { 200: deletedSchema } },
    handler: async (request) =>
      posts.deletePost(db, request.actor, request.params.id, request.params.postId, request.ip),
  });
  app.put(paths.status, {
    config,
    schema: {
      tags,
      summary: 'Publish a job post or send it back to draft',
      params: postParams,
      body: jobPostStatusBodySchema,
      response: { 200: jobPostSchema },
    },
    handler: async (request) =>
      posts.setStatus(db, request.actor, request.params.id, request.params.postId, request.body.status, request.ip),
  });
  app.get(paths.locations, {
    config,
    schema: {
      tags,
      summary: "A job post's locations, and the employer's others",
      params: postParams,
      response: { 200: jobPostLocationsResponseSchema },
    },
    handler: async (request) => posts.getPostLocations(db, request.actor, request.params.id, request.params.postId),
  });
  for (const [path, change] of [
    [paths.addLocations, 'add'],
    [paths.removeLocations, 'remove'],
  ] as const) {
    app.post(path, {
      config,
      schema: {
        tags,
        summary: `${change === 'add' ? 'Add' : 'Remove'} locations of a job post`,
        params: postParams,
        body: jobPostLocationsBodySchema,
        response: { 200: jobPostLocationsResponseSchema },
      },
      handler: async (request) =>
        posts.changePostLocations(
          db,
          request.actor,
          request.params.id,
          request.params.postId,
          request.body.locations,
          change,
          request.ip,
        ),
    });
  }
  app.get(paths.nlxFeed, {
    config,
    schema: {
      tags,
      summary: 'The NLX job feed: live posts flagged send_to_nlx and the changes queued since the last pull',
      response: { 200: nlxFeedResponseSchema },
    },
    handler: async (request) => pullFeed(db, request.actor, request.ip),
  });

  app.get(employerPaths.documents, {
    config,
    schema: {
      tags,
      summary: "An employer's documents",
      params: employerParams,
      querystring: employerDocumentsQuerySchema,
      response: { 200: employerDocumentListResponseSchema },
    },
    handler: async (request) =>
      documents.listDocuments(deps, request.actor, request.params.id, request.query.page, request.query.perPage),
  });
  app.post(employerPaths.documents, {
    config,
    schema: {
      tags,
      summary: 'Record uploaded files as employer documents (all or none)',
      params: employerParams,
      body: employerDocumentsBodySchema,
      response: { 201: z.object({ data: z.array(createdIdSchema) }) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await documents.recordDocuments(deps, request.actor, request.params.id, request.body, request.ip)),
  });
  app.delete(employerPaths.document, {
    config,
    schema: {
      tags,
      summary: 'Delete an employer document (soft)',
      params: documentParams,
      response: { 200: deletedSchema },
    },
    handler: async (request) =>
      documents.deleteDocument(deps, request.actor, request.params.id, request.params.documentId, request.ip),
  });
}
