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
import { employerTags, recordRoutes, staffConfig } from './record-routes.ts';
import { createdIdSchema, deletedSchema, documentParams, employerParams, postParams } from './params.ts';

const tags = employerTags;
const config = staffConfig;

/** Job posts, their locations, the NLX feed and employer documents. */
export function jobPostRoutes(app: AppInstance): Promise<void> {
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
  recordRoutes(app, {
    collection: paths.list,
    item: paths.post,
    collectionParams: employerParams,
    itemParams: postParams,
    body: jobPostBodySchema,
    row: jobPostSchema,
    list: {
      summary: "An employer's job posts",
      querystring: pageQuerySchema,
      response: jobPostListResponseSchema,
      handle: ({ actor, params, query }) => posts.listPosts(db, actor, params.id, query.page),
    },
    create: {
      summary: 'Create a job post (a draft)',
      handle: ({ actor, params, body, ip }) => posts.createPost(db, actor, params.id, body, ip),
    },
    read: { summary: 'A job post', handle: ({ actor, params }) => posts.getPost(db, actor, params.id, params.postId) },
    update: {
      summary: 'Update a job post',
      handle: ({ actor, params, body, ip }) => posts.updatePost(db, actor, params.id, params.postId, body, ip),
    },
    remove: {
      summary: 'Delete a job post (soft)',
      handle: ({ actor, params, ip }) => posts.deletePost(db, actor, params.id, params.postId, ip),
    },
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
  return Promise.resolve();
}
