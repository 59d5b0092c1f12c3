import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  authPaths,
  customerHomeImpactQuestions,
  customerHomePaths as paths,
  customerHomeResourcePath,
  customerHomeTools,
  type CustomerHomeAdminResource,
  type CustomerHomeImpactQuestionsResponse,
  type CustomerHomeProfileWidget,
  type CustomerHomeResources,
  type CustomerHomeToolsPage,
  type CustomerHomeToolsWidget,
  documentPaths,
  jobBoardPaths,
  occupationPaths,
  type SignedUrlResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import type { OpenApiJson } from '../../testing/openapi-json.ts';
import { createTestApp, type TestApp, TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf, samplePng } from '../documents/documents.fixtures.ts';
import { toolOfRoute } from './tool-use.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t?.close());

async function signedAvatarUrl(client: TestClient, fileName: string, size: number): Promise<SignedUrlResponse> {
  const query = new URLSearchParams({ fileName, purpose: 'avatar', size: String(size) });
  const response = await client.get(`${documentPaths.signedUrl}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SignedUrlResponse>();
}
const putFile = (url: string, bytes: Buffer) =>
  t.app.inject({ method: 'PUT', url, payload: bytes, headers: { 'content-type': 'application/octet-stream' } });
/** A customer of Location A with no history, signed in. */
async function freshCustomer() {
  const fresh = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
  const client = new TestClient(t.app);
  await client.fetchCsrfToken();
  const login = await client.post(authPaths.customerLogin, { email: fresh.portalEmail, password: fresh.password });
  expect(login.statusCode, login.body).toBe(200);
  return { fresh, client };
}
const pendingUploads = async (userId: number) =>
  (await t.db.select({ n: count() }).from(schema.pendingUploads).where(eq(schema.pendingUploads.userId, userId)))[0]?.n;

describe('profile widget and impact questions', () => {
  it('counts answered questions, and an answer changes the widget', async () => {
    const customer = await t.as('customer');
    const before = await customer.get(paths.profileWidget);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toContain('no-store');
    expect(before.json()).toMatchObject({
      answered: 0,
      questions: customerHomeImpactQuestions.length,
      data: {
        first_name: t.world.customer.firstName,
        last_name: t.world.customer.lastName,
        location: 'Location A',
        avatar_url: null,
        percentage: 0,
      },
    });

    const saved = await customer.put(paths.impactQuestions, {
      answers: { work_status: 'Yes, part time', main_goal: 'Get a better job' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = saved.json<CustomerHomeImpactQuestionsResponse>().data.filter((q) => q.answer !== null);
    expect(answered.map((q) => q.key)).toEqual(['work_status', 'main_goal']);

    const after = (await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>();
    expect(after.answered).toBe(2);
    expect(after.last_updated).not.toBeNull();

    // null clears one; keys left out stay.
    await customer.put(paths.impactQuestions, { answers: { main_goal: null } });
    expect((await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>().answered).toBe(1);
  });

  it('the completion bar follows the My Career inputs', async () => {
    const customer = await t.as('anotherCustomer');
    const job = await customer.post('/internal-api/customer-job-experiences', {
      job_title: 'Cook',
      company_name: 'Diner',
      start_date: '2020-01-01',
      current_role: true,
      accomplishments: [{ uuid: randomUUID(), description: 'Ran the grill' }],
    });
    expect(job.statusCode, job.body).toBe(201);
    expect((await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>().data.percentage).toBe(25);
  });

  it('refuses an answer that is not an option, and an unknown question (422 with field errors)', async () => {
    const customer = await t.as('customer');
    const wrong = await customer.put(paths.impactQuestions, { answers: { work_status: 'Sometimes' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>().errors?.['answers.work_status']).toEqual(['Choose one of the answers shown.']);
    const unknown = await customer.put(paths.impactQuestions, { answers: { shoe_size: 'Yes' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<ErrorBody>().errors?.['answers.shoe_size']).toEqual(['There is no such question.']);
    const missing = await customer.put(paths.impactQuestions, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>().errors?.answers).toBeDefined();
  });
});

describe('avatar', () => {
  it('an uploaded image becomes the avatar, served to the customer and to staff of their location only', async () => {
    const customer = await t.as('customer');
    const signed = await signedAvatarUrl(customer, 'me.png', samplePng.length);
    expect((await putFile(signed.url, samplePng)).statusCode).toBe(200);
    const set = await customer.put(paths.avatar, { path: signed.path });
    expect(set.statusCode, set.body).toBe(200);
    const url = set.json<{ avatar_url: string | null }>().avatar_url ?? '';
    expect(url).toMatch(new RegExp(`^/internal-api/avatars/${t.world.customer.id}\\?v=\\d+$`));
    expect((await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>().data.avatar_url).toBe(url);
    expect(await pendingUploads(t.world.customer.id)).toBe(0);

    const image = await customer.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(samplePng)).toBe(true);
    expect((await (await t.as('caseManager')).get(url)).statusCode).toBe(200);
    expect((await (await t.as('caseManagerOther')).get(url)).statusCode).toBe(403);
    expect((await (await t.as('anotherCustomer')).get(url)).statusCode).toBe(403);

    // A second picture replaces the first, whose file goes.
    const again = await signedAvatarUrl(customer, 'me2.png', samplePng.length);
    await putFile(again.url, samplePng);
    expect((await customer.put(paths.avatar, { path: again.path })).statusCode).toBe(200);
    expect(await t.app.storage.exists(signed.path)).toBe(false);
    expect(await t.app.storage.exists(again.path)).toBe(true);

    expect((await customer.delete(paths.avatar)).statusCode).toBe(204);
    expect((await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>().data.avatar_url).toBeNull();
    expect(await t.app.storage.exists(again.path)).toBe(false);
  });

  it('a failed upload leaves no rows and no avatar: wrong type, wrong content, not uploaded, another purpose', async () => {
    const customer = await t.as('customer');
    const pdfName = await customer.get(`${documentPaths.signedUrl}?fileName=me.pdf&purpose=avatar`);
    expect(pdfName.statusCode).toBe(422);

    const liar = await signedAvatarUrl(customer, 'me.png', samplePdf.length);
    const put = await putFile(liar.url, samplePdf);
    expect(put.statusCode).toBe(422);
    expect((await customer.put(paths.avatar, { path: liar.path })).statusCode).toBe(422);

    const never = await signedAvatarUrl(customer, 'never.png', samplePng.length);
    const notUploaded = await customer.put(paths.avatar, { path: never.path });
    expect(notUploaded.statusCode).toBe(422);
    expect(notUploaded.json<ErrorBody>().errors?.path).toBeDefined();

    const documentQuery = new URLSearchParams({ fileName: 'doc.png', size: String(samplePng.length) });
    const document = (await customer.get(`${documentPaths.signedUrl}?${documentQuery}`)).json<SignedUrlResponse>();
    await putFile(document.url, samplePng);
    expect((await customer.put(paths.avatar, { path: document.path })).statusCode).toBe(422);

    const stolen = await signedAvatarUrl(await t.as('anotherCustomer'), 'other.png', samplePng.length);
    await putFile(stolen.url, samplePng);
    expect((await customer.put(paths.avatar, { path: stolen.path })).statusCode).toBe(422);

    expect((await customer.get(paths.profileWidget)).json<CustomerHomeProfileWidget>().data.avatar_url).toBeNull();
    expect(
      await t.db
        .select()
        .from(schema.customerAvatars)
        .where(eq(schema.customerAvatars.customerId, t.world.customer.id)),
    ).toEqual([]);
    expect((await customer.put(paths.avatar, {})).statusCode).toBe(422);
  });
});

describe('tools', () => {
  it('counts the tools a customer really used in the last month, and the share they saved something in', async () => {
    const { fresh, client } = await freshCustomer();
    const empty = await client.get(paths.toolsWidget);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ total_visited: 0, total_updated_percent: 0 });
    expect(empty.json<CustomerHomeToolsWidget>().Tools.length).toBe(
      customerHomeTools.filter((tool) => tool.featured).length,
    );

    expect((await client.get(`${jobBoardPaths.search}`)).statusCode).toBe(200);
    expect((await client.get(`${jobBoardPaths.search}?page=2`)).statusCode).toBe(200);
    expect((await client.get(occupationPaths.search)).statusCode).toBe(200);
    const job = await client.post('/internal-api/customer-job-experiences', {
      job_title: 'Cook',
      company_name: 'Diner',
      start_date: '2020-01-01',
      current_role: true,
      accomplishments: [{ uuid: randomUUID(), description: 'Ran the grill' }],
    });
    expect(job.statusCode, job.body).toBe(201);

    const widget = (await client.get(paths.toolsWidget)).json<CustomerHomeToolsWidget>();
    expect(widget.total_visited).toBe(3);
    expect(widget.total_updated_percent).toBe(Math.round((1 / customerHomeTools.length) * 100));
    const uses = await t.db
      .select()
      .from(schema.customerToolUses)
      .where(eq(schema.customerToolUses.customerId, fresh.id));
    expect(uses.filter((use) => use.tool === 'job_board')).toHaveLength(1);

    const page = (await client.get(paths.tools)).json<CustomerHomeToolsPage>().data;
    expect(page.find((tool) => tool.id === 'job_board')?.last_used_at).not.toBeNull();
    expect(page.find((tool) => tool.id === 'resume')?.last_used_at).toBeNull();
  });

  it('a refused call and a staff call are not a use', async () => {
    const { client } = await freshCustomer();
    expect((await client.post('/internal-api/customer-job-experiences', {})).statusCode).toBe(422);
    expect((await (await t.as('caseManager')).get(jobBoardPaths.search)).statusCode).toBe(200);
    expect((await client.get(paths.toolsWidget)).json<CustomerHomeToolsWidget>().total_visited).toBe(0);
  });

  it('maps routes to tools by their registered path', () => {
    expect(toolOfRoute('GET', '/internal-api/job-board/:id')).toEqual({ tool: 'job_board', kind: 'visit' });
    expect(toolOfRoute('POST', '/internal-api/program-finder/:id')).toEqual({ tool: 'program_finder', kind: 'update' });
    expect(toolOfRoute('GET', '/internal-api/job-boards')).toBeNull();
    expect(toolOfRoute('GET', undefined)).toBeNull();
  });
});

describe('curated resources', () => {
  const body = {
    type: 'video',
    url: 'https://videos.example.org/interview-tips',
    title: 'Interview tips',
    content: '<p>Three <strong>tips</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    thumbnail_url: 'https://videos.example.org/interview-tips.jpg',
    duration_minutes: 4,
  };

  it('an admin adds one (HTML sanitised on the server), customers see it once published', async () => {
    const admin = await t.as('admin');
    const created = await admin.post(paths.adminResources, body);
    expect(created.statusCode, created.body).toBe(201);
    const resource = created.json<CustomerHomeAdminResource>();
    expect(resource.content).toContain('<strong>tips</strong>');
    expect(resource.content).not.toContain('<script');
    expect(resource.content).not.toContain('onerror');

    const customer = await t.as('customer');
    const seen = (await customer.get(paths.resourcesWidget)).json<CustomerHomeResources>().data;
    expect(seen.find((item) => item.id === resource.id)).toMatchObject({
      type: 'video',
      title: 'Interview tips',
      duration_minutes: 4,
    });

    const hidden = await admin.put(customerHomeResourcePath(resource.id), { ...body, published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = (await customer.get(paths.resourcesWidget)).json<CustomerHomeResources>().data;
    expect(after.find((item) => item.id === resource.id)).toBeUndefined();

    expect((await admin.delete(customerHomeResourcePath(resource.id))).statusCode).toBe(204);
    expect((await admin.delete(customerHomeResourcePath(resource.id))).statusCode).toBe(404);
    expect((await admin.put(customerHomeResourcePath(resource.id), body)).statusCode).toBe(404);
  });

  it('refuses bad input with field errors (422)', async () => {
    const admin = await t.as('admin');
    const bad = await admin.post(paths.adminResources, {
      type: 'podcast',
      url: 'javascript:alert(1)',
      title: '',
      thumbnail_url: 'ftp://x',
      duration_minutes: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<ErrorBody>().errors ?? {}).sort()).toEqual(
      ['duration_minutes', 'thumbnail_url', 'title', 'type', 'url'].sort(),
    );
    expect(bad.json<ErrorBody>().errors?.url).toEqual(['Enter a web address that starts with http:// or https://.']);
  });
});

describe('OpenAPI', () => {
  it("documents the home's routes from their Zod schemas", async () => {
    const document = (await (await t.as('caseManager')).get('/internal-api/docs/json')).json<OpenApiJson>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        paths.profileWidget,
        paths.toolsWidget,
        paths.resourcesWidget,
        paths.impactQuestions,
        paths.avatar,
        paths.adminResources,
        '/internal-api/customer-home/resources/{id}',
        '/internal-api/avatars/{customerId}',
      ]),
    );
    const put = document.paths[paths.impactQuestions]?.put;
    expect(put?.requestBody?.content['application/json']?.schema.required).toEqual(['answers']);
  });
});
