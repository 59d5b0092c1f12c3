import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  clusterTexts,
  type ClusterCard,
  type ClusterResults,
  type SurveyForm,
  type SurveyInterest,
  type SurveyResponseSummary,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { listSurveyOptions, type SurveyOptionRow } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { hashGuestToken } from './guest-token.ts';

/** What saving a survey answers, and the list answers. */
type Saved = { data: SurveyResponseSummary };
type Listed<T> = { data: T[] };

const api = '/internal-api/career-cluster-survey';
const guestApi = '/internal-api/guest/career-cluster-survey';
const healthScience = 8;
const informationTechnology = 11;

let t: TestApp;
let options: SurveyOptionRow[];
beforeAll(async () => {
  t = await createTestApp();
  options = await listSurveyOptions(t.db);
});
afterAll(() => t.close());

/** Option ids of a cluster, optionally of one kind only, optionally only the first n. */
function idsOf(clusterId: number, kind?: string, n = Infinity): number[] {
  return options
    .filter((o) => o.clusterId === clusterId && (kind === undefined || o.kind === kind))
    .slice(0, n)
    .map((o) => o.id);
}

const answers = (ticked: number[], unticked: number[] = []) => ({
  option: Object.fromEntries([
    ...ticked.map((id): [number, boolean] => [id, true]),
    ...unticked.map((id): [number, boolean] => [id, false]),
  ]),
});

async function newGuest(): Promise<TestClient> {
  const client = t.anonymous();
  await client.fetchCsrfToken();
  return client;
}

async function responseCount() {
  const [row] = await t.db.select({ n: count() }).from(schema.clusterSurveyResponses);
  return row!.n;
}

describe('the seeded survey', () => {
  it('has 8 steps and, for every cluster, 4 activities, 4 qualities and 4 subjects', () => {
    expect(options).toHaveLength(192);
    for (let cluster = 1; cluster <= 16; cluster++) {
      for (const kind of ['activity', 'quality', 'subject']) expect(idsOf(cluster, kind)).toHaveLength(4);
    }
  });

  it('GET create lists every step with nothing ticked, for a customer and for a guest', async () => {
    for (const [client, path] of [
      [await t.as('customer'), `${api}/create`],
      [await newGuest(), `${guestApi}/create`],
    ] as const) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      const body = response.json<SurveyForm>();
      expect(body.response).toBeNull();
      expect(body.data).toHaveLength(8);
      expect(body.data[0]).toMatchObject({
        title: 'Activities I would enjoy (1 of 4)',
        description: expect.any(String) as string,
      });
      expect(body.data.flatMap((step) => step.options)).toHaveLength(192);
      expect(body.data.flatMap((step) => step.options).every((option) => option.selected === false)).toBe(true);
      // A step mixes clusters: no two neighbours of the first step share one.
      const firstStep = body.data[0]!.options.map((o) => options.find((row) => row.id === o.id)!.clusterId);
      expect(new Set(firstStep).size).toBe(16);
    }
  });
});

describe('a customer takes, updates and retakes the survey', () => {
  it('scores the clusters from the answers and explains each rank', async () => {
    const customer = await t.login('customer');
    const ticked = [...idsOf(healthScience), ...idsOf(informationTechnology, 'activity', 2)];
    const unticked = idsOf(1);
    const saved = await customer.post(api, answers(ticked, unticked));
    expect(saved.statusCode).toBe(201);
    const { id } = saved.json<Saved>().data;
    expect(saved.json<Saved>().data).toEqual({
      id,
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });

    const result = (await customer.get(`${api}/result`)).json<ClusterResults>();
    expect(result.survey?.id).toBe(id);
    expect(result.data).toHaveLength(16);
    expect(result.data.map((r) => r.rank)).toEqual([...Array(16).keys()].map((i) => i + 1));
    expect(result.data[0]).toEqual({
      rank: 1,
      score: 12,
      max_score: 12,
      counts: { activity: 4, quality: 4, subject: 4 },
      chosen: {
        activity: expect.arrayContaining([expect.any(String)]) as string[],
        quality: expect.any(Array) as unknown[],
        subject: expect.any(Array) as unknown[],
      },
      explanation: 'You chose 4 activities, 4 qualities and 4 subjects linked to Health Science.',
      tie_note: null,
      tie: null,
      cluster: {
        data: {
          id: healthScience,
          name: 'Health Science',
          description: expect.any(String) as string,
          is_saved: false,
          cluster_link: `/customer-portal/occupations?cluster=${healthScience}`,
        },
      },
    });
    expect(result.data[0]!.chosen.activity).toContain('Learn first aid or CPR');
    expect(result.data[1]).toMatchObject({
      rank: 2,
      score: 2,
      explanation: 'You chose 2 activities linked to Information Technology.',
      cluster: { data: { id: informationTechnology } },
    });
    // The untouched clusters follow in alphabetical order (ids 1-16 are alphabetical).
    expect(result.data.slice(2).map((r) => r.cluster.data.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13, 14, 15, 16,
    ]);
    expect(result.data[2]!.explanation).toBe(
      'You chose no activities, qualities or subjects linked to Agriculture, Food & Natural Resources.',
    );
  });

  it('GET edit ticks the latest answers; PUT replaces them; a retake adds a survey date', async () => {
    const customer = await t.login('customer');
    await customer.post(api, answers(idsOf(healthScience, 'subject')));
    const first = (await customer.post(api, answers(idsOf(informationTechnology, 'quality')))).json<Saved>().data;

    const edit = (await customer.get(`${api}/edit`)).json<SurveyForm>();
    expect(edit.response?.id).toBe(first.id);
    const ticked = edit.data.flatMap((step) => step.options.filter((o) => o.selected).map((o) => o.id));
    expect(ticked.sort()).toEqual(idsOf(informationTechnology, 'quality').sort());

    const updated = await customer.put(`${api}/${first.id}`, answers(idsOf(15, 'activity', 3)));
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Saved>().data.id).toBe(first.id);
    expect(updated.json<Saved>().data.created_at).toBe(first.created_at);
    const result = (await customer.get(`${api}/result`)).json<ClusterResults>();
    expect(result.data[0]).toMatchObject({ score: 3, cluster: { data: { id: 15 } } });
    expect(result.data[1]!.score).toBe(0);

    const interests = (await customer.get(`${api}/interests`)).json<Listed<SurveyInterest>>().data;
    const dates = [...new Set(interests.map((row) => row.response_id))];
    expect(dates.length).toBeGreaterThanOrEqual(3);
    // Newest survey first: the updated one, with its three activities.
    const newest = interests.filter((row) => row.response_id === first.id);
    expect(newest.map((row) => row.option.data.id).sort()).toEqual(idsOf(15, 'activity', 3).sort());
    expect(interests[0]).toEqual({
      created_at: first.created_at,
      response_id: first.id,
      option: {
        data: {
          id: expect.any(Number) as number,
          question_id: expect.any(Number) as number,
          description: expect.any(String) as string,
          kind: 'activity',
          cluster_id: 15,
          question: {
            data: { id: interests[0]!.option.data.question_id, title: expect.stringMatching(/^Activities/) as string },
          },
        },
      },
    });
  });

  it('GET edit before any survey answers 404, and a customer cannot update another customer’s survey', async () => {
    const other = await t.login('anotherCustomer');
    const edit = await other.get(`${api}/edit`);
    expect(edit.statusCode).toBe(404);
    expect(edit.json<ErrorBody>().message).toBe(clusterTexts.noSurveyYet);
    expect((await other.get(`${api}/result`)).json()).toEqual({ data: [], survey: null });
    expect((await other.get(`${api}/interests`)).json()).toEqual({ data: [] });

    const customer = await t.as('customer');
    const { id } = (await customer.post(api, answers(idsOf(3)))).json<Saved>().data;
    const denied = await other.put(`${api}/${id}`, answers(idsOf(4)));
    expect(denied.statusCode).toBe(404);
    expect((await other.get(`${api}/result`)).json<ClusterResults>().data).toEqual([]);
  });
});

describe('a guest takes the survey', () => {
  it('gets an HttpOnly token cookie whose hash alone is stored, and sees their own results', async () => {
    const guest = await newGuest();
    expect((await guest.get(`${guestApi}/result`)).json()).toEqual({ data: [], survey: null });
    expect((await guest.get(`${guestApi}/edit`)).statusCode).toBe(404);

    const saved = await guest.post(guestApi, answers(idsOf(9)));
    expect(saved.statusCode).toBe(201);
    const setCookie = String(saved.headers['set-cookie']);
    expect(setCookie).toMatch(/portal_cluster_guest=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const token = guest.cookies.get('portal_cluster_guest')!;
    const [row] = await t.db
      .select()
      .from(schema.clusterSurveyResponses)
      .where(eq(schema.clusterSurveyResponses.id, saved.json<Saved>().data.id));
    expect(row).toMatchObject({ customerId: null, guestTokenHash: hashGuestToken(token) });
    expect(row!.guestTokenHash).not.toContain(token);

    const result = (await guest.get(`${guestApi}/result`)).json<ClusterResults>();
    expect(result.data[0]).toMatchObject({
      rank: 1,
      score: 12,
      cluster: { data: { id: 9, name: 'Hospitality & Tourism', is_saved: false } },
    });
    const interests = (await guest.get(`${guestApi}/interests`)).json<Listed<SurveyInterest>>().data;
    expect(interests).toHaveLength(12);
    expect(interests.every((row) => row.option.data.cluster_id === 9)).toBe(true);
  });

  it('retakes and updates the same survey; nobody else sees it', async () => {
    const guest = await newGuest();
    const first = (await guest.post(guestApi, answers(idsOf(6, 'activity')))).json<Saved>().data;
    const before = await responseCount();

    const retake = await guest.post(guestApi, answers(idsOf(7, 'subject')));
    expect(retake.statusCode).toBe(201);
    expect(retake.json<Saved>().data.id).toBe(first.id);
    expect(retake.headers['set-cookie']).toBeUndefined();
    expect(await responseCount()).toBe(before);
    expect((await guest.get(`${guestApi}/result`)).json<ClusterResults>().data[0]!.cluster.data.id).toBe(7);

    const edit = (await guest.get(`${guestApi}/edit`)).json<SurveyForm>();
    expect(edit.response?.id).toBe(first.id);
    expect(edit.data.flatMap((s) => s.options.filter((o) => o.selected).map((o) => o.id)).sort()).toEqual(
      idsOf(7, 'subject').sort(),
    );
    const updated = await guest.put(`${guestApi}/${first.id}`, answers(idsOf(16, 'quality', 1)));
    expect(updated.statusCode).toBe(200);
    expect((await guest.get(`${guestApi}/result`)).json<ClusterResults>().data[0]).toMatchObject({
      score: 1,
      cluster: { data: { id: 16 } },
    });

    // Another guest, a customer (through either variant) and a forged cookie see none of it.
    const stranger = await newGuest();
    expect((await stranger.get(`${guestApi}/result`)).json<ClusterResults>().data).toEqual([]);
    expect((await stranger.get(`${guestApi}/interests`)).json<Listed<SurveyInterest>>().data).toEqual([]);
    expect((await stranger.put(`${guestApi}/${first.id}`, answers(idsOf(1)))).statusCode).toBe(404);
    const customer = await t.login('anotherCustomer');
    expect((await customer.get(`${guestApi}/result`)).json<ClusterResults>().data).toEqual([]);
    expect((await customer.get(`${api}/result`)).json<ClusterResults>().data).toEqual([]);
    expect((await customer.put(`${api}/${first.id}`, answers(idsOf(1)))).statusCode).toBe(404);
    const forged = await newGuest();
    forged.cookies.set('portal_cluster_guest', 'x'.repeat(43));
    expect((await forged.get(`${guestApi}/result`)).json<ClusterResults>().data).toEqual([]);
    // A cookie the server did not issue is replaced on the first survey, never adopted.
    const fresh = await forged.post(guestApi, answers(idsOf(2)));
    expect(fresh.statusCode).toBe(201);
    expect(forged.cookies.get('portal_cluster_guest')).not.toBe('x'.repeat(43));
  });

  it('needs the CSRF token to take the survey', async () => {
    const guest = await newGuest();
    const before = await responseCount();
    const response = await guest.post(guestApi, answers(idsOf(1)), { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe('CSRF token mismatch.');
    expect(await responseCount()).toBe(before);
  });
});

describe('saved clusters', () => {
  it('toggles with the same call, lists them, and shows the flag in the results', async () => {
    const customer = await t.login('customer');
    await customer.post(api, answers(idsOf(healthScience)));

    const saved = await customer.post(`${api}/save-cluster`, { cluster: healthScience });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { cluster: healthScience, is_saved: true } });
    await customer.post(`${api}/save-cluster`, { cluster: String(informationTechnology) });

    const list = (await customer.get(`${api}/customer-clusters`)).json<Listed<ClusterCard>>().data;
    expect(list).toEqual([
      {
        id: healthScience,
        name: 'Health Science',
        description: expect.any(String) as string,
        is_saved: true,
        cluster_link: '/customer-portal/occupations?cluster=8',
      },
      expect.objectContaining({
        id: informationTechnology,
        name: 'Information Technology',
        is_saved: true,
      }) as ClusterCard,
    ]);
    const result = (await customer.get(`${api}/result`)).json<ClusterResults>();
    const savedFlags = result.data.filter((r) => r.cluster.data.is_saved).map((r) => r.cluster.data.id);
    expect(savedFlags.sort((a, b) => a - b)).toEqual([healthScience, informationTechnology]);

    // Another customer sees none of them.
    const other = await t.login('anotherCustomer');
    expect((await other.get(`${api}/customer-clusters`)).json<Listed<ClusterCard>>().data).toEqual([]);

    const unsaved = await customer.post(`${api}/save-cluster`, { cluster: healthScience });
    expect(unsaved.json()).toEqual({ data: { cluster: healthScience, is_saved: false } });
    const after = (await customer.get(`${api}/customer-clusters`)).json<Listed<ClusterCard>>().data;
    expect(after.map((c) => c.id)).toEqual([informationTechnology]);
  });

  it('refuses guests and answers 422 for an unknown cluster', async () => {
    const guest = await newGuest();
    expect((await guest.post(`${api}/save-cluster`, { cluster: 1 })).statusCode).toBe(401);
    expect((await guest.get(`${api}/customer-clusters`)).statusCode).toBe(401);

    const customer = await t.as('customer');
    for (const cluster of [99, 0, -1, 1.5, 'abc', null, '99999999999']) {
      const response = await customer.post(`${api}/save-cluster`, { cluster });
      expect(response.statusCode, String(cluster)).toBe(422);
      expect(response.json<ErrorBody>().errors?.cluster).toEqual([clusterTexts.invalidCluster]);
    }
    expect((await customer.post(`${api}/save-cluster`, {})).statusCode).toBe(422);
  });
});

describe('bad survey bodies', () => {
  it('answer 422 with field errors and write nothing', async () => {
    const customer = await t.as('customer');
    const guest = await newGuest();
    const known = idsOf(1, 'activity', 1)[0]!;
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { option: [clusterTexts.noOptionSelected] }],
      [{ option: {} }, { option: [clusterTexts.noOptionSelected] }],
      [{ option: { [known]: false } }, { option: [clusterTexts.noOptionSelected] }],
      [
        { option: { [known]: 'yes' } },
        { [`option.${known}`]: [clusterTexts.answerNotBoolean], option: [clusterTexts.noOptionSelected] },
      ],
      [{ option: { abc: true } }, { 'option.abc': [clusterTexts.unknownOption] }],
      [{ option: { 999999: true, [known]: true } }, { 'option.999999': [clusterTexts.unknownOption] }],
      [{ option: { 99999999999: true } }, { 'option.99999999999': [clusterTexts.unknownOption] }],
    ];
    const before = await responseCount();
    for (const [client, path] of [
      [customer, api],
      [guest, guestApi],
    ] as const) {
      for (const [body, errors] of cases) {
        const response = await client.post(path, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json<ErrorBody>().errors, JSON.stringify(body)).toEqual(errors);
      }
    }
    expect(await responseCount()).toBe(before);
    expect(guest.cookies.has('portal_cluster_guest')).toBe(false);
  });

  it('answer 404 for an id that cannot name a survey', async () => {
    const customer = await t.as('customer');
    for (const id of ['abc', '0', '99999999999']) {
      expect((await customer.put(`${api}/${id}`, answers(idsOf(1)))).statusCode).toBe(404);
    }
  });
});
