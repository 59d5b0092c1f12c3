import { sql } from 'drizzle-orm';
import { jobBoardRoutes, jobPostingStructuredData } from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { scriptJson } from '../../platform/web/html.ts';
import { livePost } from './repository.ts';
import * as service from './service.ts';

/**
 * What crawlers and job aggregators read without running JavaScript (issue #29): the JobPosting JSON-LD the server
 * writes into a public job page's HTML, /sitemap.xml (the public pages and every live post) and /robots.txt.
 */

/** The public pages anyone may open (PublicLayout in the web app's router), listed in the sitemap. */
export const publicPages = ['/', jobBoardRoutes.publicBoard, '/career-cluster/survey', '/about'] as const;

/** The employer's website and the street of the post's first location (the one the board shows without a search). */
async function postingExtras(db: DbOrTx, id: number) {
  const result = (await db.execute(sql`
    select e.website, loc.address
    from job_posts p join employers e on e.id = p.employer_id
    left join lateral (
      select l.address from job_post_locations jl join employer_locations l on l.id = jl.employer_location_id
      where jl.job_post_id = p.id and l.deleted_at is null order by l.id limit 1
    ) loc on true
    where p.id = ${id}`)) as { rows: { website: string | null; address: string | null }[] };
  const row = result.rows[0];
  return { employerWebsite: row?.website ?? null, streetAddress: row?.address ?? null };
}

/** The `<script type="application/ld+json">` for a live post, or null when the post is not live (or not a number). */
export async function jobPostingScript(db: Db, actor: Actor, id: number, pageUrl: string): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const post = await service.postDetail(db, actor, id).catch(() => null);
  if (!post) return null;
  const data = jobPostingStructuredData(post, pageUrl, await postingExtras(db, id));
  return `<script type="application/ld+json" id="job-posting-data">${scriptJson(data)}</script>`;
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** sitemaps.org XML: the public pages, then each live post's public page with the day it was posted. */
export async function sitemapXml(db: DbOrTx, baseUrl: string): Promise<string> {
  const result = (await db.execute(
    sql`select p.id, to_char(p.posted_at at time zone 'UTC', 'YYYY-MM-DD') as posted
        from job_posts p where ${livePost} order by p.id`,
  )) as { rows: { id: number; posted: string | null }[] };
  const entry = (path: string, lastmod?: string | null) =>
    `  <url><loc>${xmlEscape(`${baseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((path) => entry(path)),
    ...result.rows.map((row) => entry(jobBoardRoutes.detail(jobBoardRoutes.publicBoard, Number(row.id)), row.posted)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read the public pages; the API and the signed-in areas are not for them. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /job-board',
    'Disallow: /internal-api/',
    'Disallow: /customer-portal/',
    'Disallow: /staff/',
    'Disallow: /documents/',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
