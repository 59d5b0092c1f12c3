import { z } from 'zod';
import {
  errorMessages,
  jobBoardDetailResponseSchema,
  jobBoardFiltersResponseSchema,
  jobBoardPaths,
  jobBoardRoutes as jobBoardPageRoutes,
  jobBoardSearchQuerySchema,
  jobBoardSearchResponseSchema,
  jobOpenCountsQuerySchema,
  jobOpenCountsResponseSchema,
  jobPostIdParamsSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { geocoderFor } from '../../platform/geo/index.ts';
import { compressReply } from '../../platform/http/compress.ts';
import { hasWebApp, spaIndexWith } from '../../platform/web/web-app.ts';
import { jobPostingScript, robotsTxt, sitemapXml } from './seo.ts';
import * as service from './service.ts';

const tags = ['Job Board'];

/**
 * The search's reply is written by JSON.stringify alone, without the Zod pass of other routes' replies (issue #30:
 * about a tenth of the app's CPU per search at 1,000,000 posts): searchBoard builds it key by key as the contract's
 * type (toPost), and job-board.test.ts holds its replies to the schema.
 */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** Registered before `/:id`, so 'filters' and 'open-counts' are never read as an id. */
export function jobBoardRoutes(app: AppInstance): Promise<void> {
  const { db } = app;

  app.get(jobBoardPaths.search, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Search live job posts (published, unexpired; 10 per page, newest first)',
      querystring: jobBoardSearchQuerySchema,
      response: { 200: jobBoardSearchResponseSchema },
    },
    serializerCompiler: plainJson,
    // About 12 KiB of JSON a phone waits for before its first results: 3 KiB with brotli (issue #30).
    onSend: compressReply,
    handler: (request) => service.searchBoard(db, geocoderFor(app), request.actor, request.query),
  });

  app.get(jobBoardPaths.filters, {
    config: { access: 'public' },
    schema: { tags, summary: 'The board filter options', response: { 200: jobBoardFiltersResponseSchema } },
    onSend: compressReply,
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

  // For crawlers (issue #29): the public job page with its JobPosting data in the HTML, the sitemap and robots.txt.
  const baseUrl = app.config.mail.publicUrl ?? '';
  const crawlerTags = ['Crawlers'];
  app.get(`${jobBoardPageRoutes.publicBoard}/:id`, {
    config: { access: 'public' },
    schema: {
      tags: crawlerTags,
      summary: "The public job page: the web app's HTML with the post's schema.org JobPosting (JSON-LD) in its head",
      params: z.object({ id: z.string() }),
    },
    handler: async (request, reply) => {
      const webDist = app.config.webDist;
      if (!hasWebApp(webDist)) return reply.code(404).send({ message: errorMessages.notFound });
      const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const script = await jobPostingScript(db, request.actor, id, `${baseUrl}${request.url.split('?')[0]}`);
      // A post that is not live: the app shows its message; the status tells crawlers to drop the page. Which posts
      // are live to the reader depends on the session, so a shared cache keeps one answer per cookie.
      return reply
        .code(script ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(await spaIndexWith(webDist, script ?? ''));
    },
  });

  app.get('/sitemap.xml', {
    config: { access: 'public' },
    schema: { tags: crawlerTags, summary: 'sitemaps.org list of the public pages and every live job post' },
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(await sitemapXml(db, baseUrl)),
  });

  app.get('/robots.txt', {
    config: { access: 'public' },
    schema: { tags: crawlerTags, summary: 'What crawlers may read: the public pages, not the API or signed-in areas' },
    handler: (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robotsTxt(baseUrl)),
  });
  return Promise.resolve();
}
