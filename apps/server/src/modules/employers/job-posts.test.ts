import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentPaths,
  type EmployerLocation,
  employerMessages,
  employerPath,
  employerPaths,
  type ErrorBody,
  jobBoardPaths,
  type JobBoardSearchResponse,
  jobPostMessages,
  jobPostPaths as paths,
  type JobPost,
  type JobPostListResponse,
  type JobPostLocationsResponse,
  type NlxFeedResponse,
  type SignedUrlResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf } from '../documents/documents.fixtures.ts';
import { uploadSteps } from '../documents/upload-steps.ts';
import {
  createEmployerThroughApi,
  createPostThroughApi,
  type EmployerDocumentList,
  jobPostBody,
  locationBody,
} from './employers.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());
const { putFile } = uploadSteps(() => t);
const at = employerPath;

describe('job posts', () => {
  it('creates a draft, publishes it (status 3, 60 days), and sends it back to draft', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const created = await createPostThroughApi(client, employer.id, { locations: [location.id] });
    const post = (await client.get(at(paths.post, { id: employer.id, postId: created.id }))).json<JobPost>();
    expect(post).toMatchObject({
      employer_job_post_status_id: 1,
      employer_job_post_status: 'Draft',
      posted_at: null,
      title: 'Forklift Operator',
      encouraged_types: [1],
      employer: { company_name: employer.company_name },
      nlx_feed: null,
    });
    const status = at(paths.status, { id: employer.id, postId: created.id });
    const published = (await client.put(status, { status: 'published' })).json<JobPost>();
    expect(published.employer_job_post_status_id).toBe(3);
    expect(published.employer_job_post_status).toBe('Published');
    const open = new Date(published.expires_at!).getTime() - new Date(published.posted_at!).getTime();
    expect(open).toBe(60 * 86_400_000);
    const draft = (await client.put(status, { status: 'draft' })).json<JobPost>();
    expect(draft.employer_job_post_status_id).toBe(1);
    expect((await client.put(status, { status: 'archived' })).statusCode).toBe(422);
  });

  it('applies every rule with the spec’s words', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client);
    const url = at(paths.list, { id: employer.id });
    const empty = await client.post(url, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors).toMatchObject({
      send_to_nlx: [jobPostMessages.chooseOption],
      title: [jobPostMessages.titleRequired],
      industry: [jobPostMessages.industryRequired],
      job_position_type_id: [jobPostMessages.positionTypeRequired],
      salary_range_min: [jobPostMessages.salaryMinRequired],
      salary_range_max: [jobPostMessages.salaryMaxRequired],
      pay_unit: [jobPostMessages.payUnitRequired],
      minimum_educational_level: [jobPostMessages.educationRequired],
      apply_link: [jobPostMessages.applyLinkRequired],
    });
    const rules = await client.post(
      url,
      jobPostBody({
        job_position_type_id: 5,
        salary_range_min: 0,
        hours_per_week: 169,
        apply_link: 'javascript:alert(1)',
      }),
    );
    expect(rules.json<ErrorBody>().errors).toEqual({
      salary_range_min: [jobPostMessages.positive],
      hours_per_week: [jobPostMessages.hoursMax],
      apply_link: [jobPostMessages.applyLinkInvalid],
      job_position_type_value: [jobPostMessages.fieldRequired],
    });
    const apprenticeship = await client.post(url, jobPostBody({ job_position_type_id: 5 }));
    expect(apprenticeship.json<ErrorBody>().errors).toEqual({
      job_position_type_value: [jobPostMessages.fieldRequired],
    });
    expect((await client.post(url, jobPostBody({ hours_per_week: 0 }))).json<ErrorBody>().errors).toEqual({
      hours_per_week: [jobPostMessages.hoursMin],
    });
    expect((await client.post(url, jobPostBody({ hours_per_week: 12.5 }))).json<ErrorBody>().errors).toEqual({
      hours_per_week: [jobPostMessages.hoursWhole],
    });
    // An emptied number input sends '': that is a missing salary, not a bad one.
    const blank = await client.post(url, { ...jobPostBody(), salary_range_min: '', salary_range_max: '' });
    expect(blank.json<ErrorBody>().errors).toEqual({
      salary_range_min: [jobPostMessages.salaryMinRequired],
      salary_range_max: [jobPostMessages.salaryMaxRequired],
    });
    expect(
      (await client.post(url, jobPostBody({ minimum_educational_level: 999_999 }))).json<ErrorBody>().errors,
    ).toEqual({
      minimum_educational_level: [jobPostMessages.educationInvalid],
    });
    expect((await client.post(url, jobPostBody({ job_position_type_id: 12_345 }))).json<ErrorBody>().errors).toEqual({
      job_position_type_id: [jobPostMessages.positionTypeInvalid],
    });
  });

  it('adds and removes locations of the employer only', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const second = (
      await client.post(at(employerPaths.locations, { id: employer.id }), locationBody({ label: 'Yard' }))
    ).json<EmployerLocation>();
    const post = await createPostThroughApi(client, employer.id);
    const params = { id: employer.id, postId: post.id };
    const before = (await client.get(at(paths.locations, params))).json<JobPostLocationsResponse>();
    expect(before.data).toEqual([]);
    expect(before.available.map((row) => row.id).sort()).toEqual([location.id, second.id].sort());
    const added = await client.post(at(paths.addLocations, params), { locations: [location.id, second.id] });
    expect(added.json<JobPostLocationsResponse>().data).toHaveLength(2);
    expect(added.json<JobPostLocationsResponse>().available).toEqual([]);
    const removed = await client.post(at(paths.removeLocations, params), { locations: [second.id] });
    expect(removed.json<JobPostLocationsResponse>().data.map((row) => row.id)).toEqual([location.id]);
    const none = await client.post(at(paths.addLocations, params), { locations: [] });
    expect(none.json<ErrorBody>().errors).toEqual({ locations: [jobPostMessages.selectLocations] });
    const other = await createEmployerThroughApi(client);
    const foreign = await client.post(at(paths.addLocations, params), { locations: [other.location.id] });
    expect(foreign.statusCode).toBe(422);
  });

  it('deletes softly: the post leaves the list but its row (and what was applied to) stays', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client);
    const post = await createPostThroughApi(client, employer.id);
    const url = at(paths.post, { id: employer.id, postId: post.id });
    expect((await client.delete(url)).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(404);
    expect((await client.get(at(paths.list, { id: employer.id }))).json<JobPostListResponse>().total).toBe(0);
    const [row] = await t.db.select().from(schema.jobPosts).where(eq(schema.jobPosts.id, post.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('where the job is (issue #23, item 10)', () => {
  it('saves the form’s locations, and publishes only a post with a location or Remote', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client);
    const nowhere = await createPostThroughApi(client, employer.id);
    const status = at(paths.status, { id: employer.id, postId: nowhere.id });
    const refused = await client.put(status, { status: 'published' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().errors).toEqual({ locations: [jobPostMessages.locationOrRemote] });

    const remote = await createPostThroughApi(client, employer.id, { remote: true });
    expect(
      (await client.put(at(paths.status, { id: employer.id, postId: remote.id }), { status: 'published' })).statusCode,
    ).toBe(200);

    const placed = await createPostThroughApi(client, employer.id, { locations: [location.id, location.id] });
    const url = at(paths.post, { id: employer.id, postId: placed.id });
    expect((await client.get(url)).json<JobPost>().locations.map((row) => row.id)).toEqual([location.id]);
    const published = await client.put(at(paths.status, { id: employer.id, postId: placed.id }), {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    // A published post cannot lose its last location, by the form or by the locations screen.
    const emptied = await client.put(url, jobPostBody({ locations: [] }));
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json<ErrorBody>().errors).toEqual({ locations: [jobPostMessages.locationOrRemote] });
    const removed = await client.post(at(paths.removeLocations, { id: employer.id, postId: placed.id }), {
      locations: [location.id],
    });
    expect(removed.json<ErrorBody>().errors).toEqual({ locations: [jobPostMessages.locationOrRemote] });
    // Left out of an update, the locations stay as they are.
    const kept = await client.put(url, { ...jobPostBody(), title: 'Dock Lead' });
    expect(kept.json<JobPost>().locations.map((row) => row.id)).toEqual([location.id]);

    const other = await createEmployerThroughApi(client);
    const foreign = await client.post(
      at(paths.list, { id: employer.id }),
      jobPostBody({ locations: [other.location.id] }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json<ErrorBody>().errors).toEqual({ locations: [jobPostMessages.selectLocations] });
  });
});

describe('an expired post (issue #23, item 10)', () => {
  it('reads Expired on the staff list and detail, and leaves the board and the NLX feed', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client, { company_name: 'Lapsed Lumber Co' });
    const post = await createPostThroughApi(client, employer.id, {
      title: 'Lapsed Yard Hand',
      send_to_nlx: true,
      locations: [location.id],
    });
    await client.put(at(paths.status, { id: employer.id, postId: post.id }), { status: 'published' });
    const board = async () =>
      (await client.get(`${jobBoardPaths.search}?keyword=lapsed`)).json<JobBoardSearchResponse>().data;
    expect((await board()).map((row) => row.id)).toEqual([post.id]);

    // Its 60 days pass: only the date changes, nothing else is written.
    await t.db
      .update(schema.jobPosts)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.jobPosts.id, post.id));
    const detail = (await client.get(at(paths.post, { id: employer.id, postId: post.id }))).json<JobPost>();
    expect(detail).toMatchObject({ state: 'expired', employer_job_post_status: 'Expired' });
    const list = (await client.get(at(paths.list, { id: employer.id }))).json<JobPostListResponse>();
    expect(list.data.map((row) => row.employer_job_post_status)).toEqual(['Expired']);
    expect(await board()).toEqual([]);
    expect((await client.get(jobBoardPaths.detail(post.id))).statusCode).toBe(404);
    const feed = (await client.get(paths.nlxFeed)).json<NlxFeedResponse>();
    expect(feed.jobs.map((job) => job.id)).not.toContain(post.id);

    // Publishing again starts a new 60 days.
    const again = (
      await client.put(at(paths.status, { id: employer.id, postId: post.id }), { status: 'published' })
    ).json<JobPost>();
    expect(again).toMatchObject({ state: 'published', employer_job_post_status: 'Published' });
  });
});

describe('the NLX feed', () => {
  it('queues flagged posts for the feed and never claims they were sent', async () => {
    const client = await t.as('caseManager');
    const { employer, location } = await createEmployerThroughApi(client, { nlx_company_number: 'NLX-42' });
    const flagged = await createPostThroughApi(client, employer.id, { send_to_nlx: true, title: 'Feed Welder' });
    const quiet = await createPostThroughApi(client, employer.id, { send_to_nlx: false, title: 'Quiet Clerk' });
    await client.post(at(paths.addLocations, { id: employer.id, postId: flagged.id }), { locations: [location.id] });
    for (const post of [flagged, quiet])
      await client.put(at(paths.status, { id: employer.id, postId: post.id }), { status: 'published' });
    const read = (await client.get(at(paths.post, { id: employer.id, postId: flagged.id }))).json<JobPost>();
    expect(read.nlx_feed).toMatchObject({ action: 'publish', pulled_at: null });

    const feed = (await client.get(paths.nlxFeed)).json<NlxFeedResponse>();
    const titles = feed.jobs.map((job) => job.title);
    expect(titles).toContain('Feed Welder');
    expect(titles).not.toContain('Quiet Clerk');
    expect(feed.jobs.find((job) => job.title === 'Feed Welder')).toMatchObject({
      nlx_company_number: 'NLX-42',
      locations: [{ city: 'Denver', state: 'CO', zipcode: '80202' }],
    });
    expect(feed.changes).toContainEqual(expect.objectContaining({ job_post_id: flagged.id, action: 'publish' }));
    const pulled = (await client.get(at(paths.post, { id: employer.id, postId: flagged.id }))).json<JobPost>();
    expect(pulled.nlx_feed?.pulled_at).not.toBeNull();

    await client.put(at(paths.status, { id: employer.id, postId: flagged.id }), { status: 'draft' });
    const next = (await client.get(paths.nlxFeed)).json<NlxFeedResponse>();
    expect(next.jobs.map((job) => job.title)).not.toContain('Feed Welder');
    expect(next.changes).toEqual([expect.objectContaining({ job_post_id: flagged.id, action: 'withdraw' })]);
  });
});

describe('employer documents', () => {
  async function upload(client: Awaited<ReturnType<TestApp['as']>>, fileName: string, bytes: Buffer) {
    const query = new URLSearchParams({ fileName, purpose: 'employer_document', size: String(bytes.length) });
    const signed = await client.get(`${documentPaths.signedUrl}?${query}`);
    expect(signed.statusCode, signed.body).toBe(200);
    const answer = signed.json<SignedUrlResponse>();
    expect(answer.max_bytes).toBe(25 * 1024 * 1024);
    expect((await putFile(answer.url, bytes)).statusCode).toBe(200);
    return answer.path;
  }

  it('records uploads on the employer, lists them paged, and opens them to staff who reach the employer', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client);
    const url = at(employerPaths.documents, { id: employer.id });
    expect((await client.get(url)).json()).toMatchObject({ data: [], total: 0 });
    const path = await upload(client, 'Agreement.pdf', samplePdf);
    const recorded = await client.post(url, { documents: [{ original_name: 'Agreement.pdf', path }] });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json<{ data: { id: number }[] }>().data[0]!.id;
    const list = (await client.get(`${url}?page=1&perPage=10`)).json<EmployerDocumentList>();
    expect(list).toMatchObject({
      total: 1,
      per_page: 10,
      data: [{ document: { id, original_filename: 'Agreement.pdf' } }],
    });
    expect((await client.get(documentPaths.download(id))).statusCode).toBe(200);
    expect((await (await t.as('admin')).get(documentPaths.download(id))).statusCode).toBe(200);
    expect((await (await t.as('caseManagerOther')).get(documentPaths.download(id))).statusCode).toBe(403);
    // The same upload cannot be recorded twice, nor as a customer's document.
    const again = await client.post(url, { documents: [{ original_name: 'Agreement.pdf', path }] });
    expect(again.statusCode).toBe(422);
    expect((await client.delete(at(employerPaths.document, { id: employer.id, documentId: id }))).statusCode).toBe(200);
    expect((await client.get(url)).json<EmployerDocumentList>().total).toBe(0);
  });

  it('refuses the whole batch when one file was not uploaded, leaving no rows', async () => {
    const client = await t.as('caseManager');
    const { employer } = await createEmployerThroughApi(client);
    const path = await upload(client, 'One.pdf', samplePdf);
    const url = at(employerPaths.documents, { id: employer.id });
    const response = await client.post(url, {
      documents: [
        { original_name: 'One.pdf', path },
        { original_name: 'Two.pdf', path: 'employer_document/never-uploaded.pdf' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect((await client.get(url)).json<EmployerDocumentList>().total).toBe(0);
    const customerUpload = await client.post(documentPaths.documents, {
      original_name: 'One.pdf',
      path,
      customer_id: t.world.customer.id,
    });
    expect(customerUpload.statusCode).toBe(422);
  });

  it('gives customers no employer-document upload link, and refuses files above 25 MB', async () => {
    const customer = await t.as('customer');
    const query = new URLSearchParams({ fileName: 'a.pdf', purpose: 'employer_document' });
    expect((await customer.get(`${documentPaths.signedUrl}?${query}`)).statusCode).toBe(403);
    const staff = await t.as('caseManager');
    const big = new URLSearchParams({
      fileName: 'a.pdf',
      purpose: 'employer_document',
      size: String(25 * 1024 * 1024 + 1),
    });
    const response = await staff.get(`${documentPaths.signedUrl}?${big}`);
    expect(response.statusCode).toBe(413);
    expect(employerMessages.documentTooBig('a.pdf')).toBe('a.pdf is too big (max: 25MB)');
  });
});
