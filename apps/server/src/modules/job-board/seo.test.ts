import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostingEmploymentType } from '@portal/contracts';
import { boardPlaces, createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

/** Issue #29: what a crawler reads without JavaScript — the job page's JSON-LD, /sitemap.xml, /robots.txt. */

const indexHtml =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
let temporary: { id: number };
let permanent: { id: number };
let draft: { id: number };
let employer: Awaited<ReturnType<typeof createBoardEmployer>>;

/** The JSON-LD blocks of a page's HTML, as a crawler that runs no script reads them. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), indexHtml);
  t = await createTestApp({
    config: {
      webDist,
      mail: { from: 'Portal <no-reply@portal.test>', smtpUrl: undefined, publicUrl: 'https://portal.test' },
    },
  });
  employer = await createBoardEmployer(t.db, { website: 'https://acme.example.com', places: [boardPlaces.denver] });
  temporary = await createJobPost(t.db, {
    employerId: employer.id,
    locationIds: [employer.locations[0]!.id],
    title: 'Seasonal <Warehouse> Associate',
    jobPositionTypeId: 2,
    hoursPerWeek: 40,
  });
  permanent = await createJobPost(t.db, {
    employerId: employer.id,
    jobPositionTypeId: 1,
    hoursPerWeek: 20,
    remote: true,
  });
  draft = await createJobPost(t.db, { employerId: employer.id, state: 'draft' });
}, testAppTimeout);

afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

describe('the public job page', () => {
  it("carries the post's JobPosting in the HTML the server sends, with Google's required and recommended properties", async () => {
    const response = await t.anonymous().get(`/job-board/${temporary.id}`, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.vary).toBe('Cookie');
    expect(response.body).toContain('<div id="root"></div>');
    const [data, ...others] = jsonLdOf(response.body);
    expect(others).toEqual([]);
    // The script sits in the head, and no text of the post can close it.
    expect(response.body.indexOf('application/ld+json')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).not.toContain('<Warehouse>');
    // Required (Google for Jobs): title, description, datePosted, hiringOrganization, jobLocation.
    expect(data).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Seasonal <Warehouse> Associate',
      description: expect.any(String) as string,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
      hiringOrganization: { '@type': 'Organization', name: employer.companyName, sameAs: 'https://acme.example.com' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: employer.locations[0]!.address,
          addressLocality: 'Denver',
          addressRegion: 'CO',
          postalCode: '80202',
          addressCountry: 'US',
        },
      },
    });
    // Recommended: baseSalary, directApply, employmentType, identifier, validThrough.
    expect(data).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', unitText: 'HOUR' },
      },
      directApply: false,
      employmentType: ['TEMPORARY', 'FULL_TIME'],
      identifier: { '@type': 'PropertyValue', value: String(temporary.id) },
      validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      url: `https://portal.test/job-board/${temporary.id}`,
    });
  });

  it('says where a remote post may be done from', async () => {
    const response = await t.anonymous().get(`/job-board/${permanent.id}`, { headers: { accept: 'text/html' } });
    expect(jsonLdOf(response.body)[0]).toMatchObject({
      employmentType: 'PART_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    });
  });

  it('sends the app without data, as a 404, for a post that is not live or an id that is not one', async () => {
    for (const id of [String(draft.id), '999999', 'abc']) {
      const response = await t.anonymous().get(`/job-board/${id}`, { headers: { accept: 'text/html' } });
      expect(response.statusCode, id).toBe(404);
      expect(response.body, id).toContain('<div id="root"></div>');
      expect(jsonLdOf(response.body), id).toEqual([]);
    }
  });
});

describe('employmentType', () => {
  it('comes from the position type and the hours together', () => {
    expect(jobPostingEmploymentType('Permanent', 40)).toEqual(['FULL_TIME']);
    expect(jobPostingEmploymentType('Permanent', 32)).toEqual(['PART_TIME']);
    expect(jobPostingEmploymentType('Temporary', 20)).toEqual(['TEMPORARY', 'PART_TIME']);
    expect(jobPostingEmploymentType('Seasonal', null)).toEqual(['TEMPORARY']);
    expect(jobPostingEmploymentType('Internship', 40)).toEqual(['INTERN', 'FULL_TIME']);
    expect(jobPostingEmploymentType('H2B', 40)).toEqual(['TEMPORARY', 'FULL_TIME']);
    expect(jobPostingEmploymentType('Registered Apprenticeship', 40)).toEqual(['FULL_TIME']);
  });
});

describe('sitemap and robots', () => {
  it('lists the public pages and every live post, and no draft', async () => {
    const response = await t.anonymous().get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://portal.test/',
        'https://portal.test/job-board',
        `https://portal.test/job-board/${temporary.id}`,
        `https://portal.test/job-board/${permanent.id}`,
      ]),
    );
    expect(locations).not.toContain(`https://portal.test/job-board/${draft.id}`);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
  });

  it('lets crawlers read the public pages, not the API, and names the sitemap', async () => {
    const response = await t.anonymous().get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /internal-api/');
    expect(response.body).toContain('Sitemap: https://portal.test/sitemap.xml');
  });
});
