import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  myCareerPaths,
  skillIds,
  skillsSurveyPaths,
  skillsSurveyTexts,
  type ClusterResults,
  type EducationLevel,
  type MatchStatus,
  type MyCareerPage,
  type OccupationMatchResponse,
  type OpportunityDetail,
  type OpportunityPage,
  type SkillsSurveyForm,
  type SkillsSurveyResult,
} from '@portal/contracts';
import { authPaths } from '@portal/contracts';
import { createClusterSurveyResponse, newGuestToken, optionIdsFor } from '@portal/db/factories';
import { seedCatalogue } from '@portal/db/reference';
import { createTestApp, TestClient, type TestApp } from '../../testing/test-app.ts';
import { credentialsFor } from '../../testing/world.ts';
import { recomputeStale } from './recompute.ts';
import { deleteExpiredGuestSurveys } from './repository.ts';

// The built-in demo catalogue (218 real O*NET occupations), scored through the API as a customer.

let t: TestApp;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  customer = await t.as('customer');
}, 240_000);
afterAll(() => t.close());

const uuid = () => crypto.randomUUID();

async function status(client = customer): Promise<MatchStatus> {
  const response = await client.get(myCareerPaths.completion);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json<{ data: MatchStatus }>().data;
}

async function page(query = '', client = customer): Promise<MyCareerPage> {
  const response = await client.get(`${myCareerPaths.opportunities}${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyCareerPage>();
}

const finderSearch = '/internal-api/career-opportunity';
const ids = (found: { data: { id: number }[] }) => found.data.map((item) => item.id);

/**
 * The Finder's `sort=match-if-any` (issue #30) answers the page the status would have made it ask for (best match
 * with match data, else the default order) and names that order.
 */
async function expectMatchIfAny(applied: 'match-desc' | null): Promise<OpportunityPage> {
  const response = await customer.get(`${finderSearch}?sort=match-if-any`);
  expect(response.statusCode, response.body).toBe(200);
  const ifAny = response.json<OpportunityPage>();
  expect(ifAny.appliedSort).toBe(applied);
  const asked = (
    await customer.get(applied ? `${finderSearch}?sort=${applied}` : finderSearch)
  ).json<OpportunityPage>();
  expect(asked).not.toHaveProperty('appliedSort');
  expect(ifAny.data).toEqual(asked.data);
  return ifAny;
}

describe('My Career / Match Engine (participant spec 3, 4, 7, 9)', { timeout: 120_000 }, () => {
  it('a customer with nothing entered: no flags, nothing to calculate, example matches without scores', async () => {
    expect(await status()).toEqual({
      clusterSurvey: false,
      pairinSurvey: false,
      professional: false,
      education: false,
      matches: true,
      completed: 0,
    });
    const first = await page();
    expect(first.data).toHaveLength(10);
    expect(first.data.every((item) => item.match_score === null && item.explanation === null)).toBe(true);
    const one = await customer.get(myCareerPaths.match(first.data[0]!.id));
    expect(one.json<OccupationMatchResponse>().data).toBeNull();
    // The finder refuses the match sort until there are scores.
    expect((await customer.get('/internal-api/career-opportunity?sort=match-desc')).statusCode).toBe(422);
    // Best match if any: no match data, so the default order.
    await expectMatchIfAny(null);
  });

  it('inputs given through their own calls make the scores stale, and a recompute scores and explains them', async () => {
    const job = await customer.post('/internal-api/customer-job-experiences', {
      job_title: 'Welder',
      company_name: 'Front Range Fabrication',
      start_date: '2018-04-01',
      current_role: true,
      accomplishments: [{ uuid: uuid(), description: 'Certified in MIG welding' }],
    });
    expect(job.statusCode, job.body).toBe(201);
    const levels = (await customer.get('/internal-api/education-levels')).json<{ data: EducationLevel[] }>().data;
    const education = await customer.post('/internal-api/customer-educational-experiences', {
      school: 'Jefferson High School',
      education_level_id: levels[1]!.id,
      field_of_study: 'General studies',
      accomplishments: [{ uuid: uuid(), description: 'Diploma' }],
    });
    expect(education.statusCode, education.body).toBe(201);
    const manufacturing = await optionIdsFor(t.db, [13]);
    const survey = await customer.post('/internal-api/career-cluster-survey', {
      option: Object.fromEntries(manufacturing.slice(0, 7).map((id) => [String(id), true])),
    });
    expect(survey.statusCode, survey.body).toBe(201);

    const stale = await status();
    expect(stale).toMatchObject({ clusterSurvey: true, professional: true, education: true, pairinSurvey: false });
    expect(stale.matches).toBe(false);
    expect(stale.completed).toBe(0.75);
    await expectMatchIfAny(null);

    await recomputeStale(t.db);
    expect((await status()).matches).toBe(true);

    const scored = await page();
    const scores = scored.data.map((item) => item.match_score!);
    expect(scores.every((score) => score > 0 && score <= 1)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // A welder with a Manufacturing survey: welding work is the best match.
    expect(scored.data[0]!.title).toMatch(/Weld/);
    for (const item of scored.data) {
      const explanation = item.explanation!;
      const total = explanation.factors.reduce((sum, factor) => sum + factor.share, 0);
      expect(total).toBeCloseTo(item.match_score!, 3);
      expect(explanation.factors.find((factor) => factor.factor === 'skills')).toMatchObject({
        present: false,
        share: 0,
      });
    }
    expect(scored.data.some((item) => item.explanation!.raise?.includes('skills survey'))).toBe(true);

    const top = scored.data[0]!;
    const match = (await customer.get(myCareerPaths.match(top.id))).json<OccupationMatchResponse>();
    expect(match.data!.match_score).toBe(top.match_score);

    // The finder: match-desc sort and a score per card; the detail carries it too.
    const finder = (await customer.get('/internal-api/career-opportunity?sort=match-desc')).json<OpportunityPage>();
    expect(finder.data[0]!.id).toBe(top.id);
    expect(finder.data[0]!.match_score).toBe(top.match_score);
    expect((await expectMatchIfAny('match-desc')).data[0]!.id).toBe(top.id);
    const detail = (await customer.get(`/internal-api/career-opportunity/${top.id}`)).json<{
      data: OpportunityDetail;
    }>();
    expect(detail.data.match_score).toBe(top.match_score);
  });

  it('keeps showing the last complete scores while a recompute is pending', async () => {
    const before = await page();
    const ratings = Object.fromEntries(skillIds.map((id) => [id, 3]));
    const saved = await customer.put(skillsSurveyPaths.save, { ratings });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await status()).matches).toBe(false);
    // The last scores are still there (match-desc is allowed), but the status says no match data: the default order.
    const byMatch = (await customer.get(`${finderSearch}?sort=match-desc`)).json<OpportunityPage>();
    expect(ids(await expectMatchIfAny(null))).not.toEqual(ids(byMatch));
    const during = await page();
    expect(during.data.map((item) => [item.id, item.match_score])).toEqual(
      before.data.map((item) => [item.id, item.match_score]),
    );
    await recomputeStale(t.db);
    const after = await status();
    expect(after).toMatchObject({ matches: true, pairinSurvey: true, completed: 1 });
    await expectMatchIfAny('match-desc');
    const now = await page();
    expect(now.data[0]!.explanation!.factors.find((factor) => factor.factor === 'skills')!.present).toBe(true);
  });

  it('filters by education, clusters, salary, keyword, saved and Bright Outlook, and pages', async () => {
    const all = await page();
    expect(all.lastPage).toBe(22);
    const second = await page('page=2');
    expect(second.data.map((item) => item.id)).not.toContain(all.data[0]!.id);
    const health = await page('clusters=8');
    expect(health.data.every((item) => item.clusters.some((cluster) => cluster.id === 8))).toBe(true);
    const rich = await page('salary=90001-0');
    expect(rich.data.every((item) => item.median_annual_salary! > 90_000)).toBe(true);
    const bright = await page('brightOutlook=1');
    expect(bright.data.length).toBeGreaterThan(0);
    expect(bright.data.every((item) => item.bright_outlook_job)).toBe(true);
    const keyword = await page('keyword=nurse');
    expect(keyword.data.length).toBeGreaterThan(0);
    // Titles and alternate titles are searched: the best match first among them, a nursing title on the page.
    expect(keyword.data.some((item) => /nurs/i.test(item.title))).toBe(true);
    expect(keyword.lastPage).toBeLessThan(all.lastPage);
    expect((await page('saved=1')).data).toEqual([]);
    const sorted = await page('sort=a-z');
    const titles = sorted.data.map((item) => item.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  it('match-if-any gives the default order to a customer whose inputs have no set yet, as the status does', async () => {
    // Inputs from before the engine (or seeded): no set. The search alone does not start one; the status call does.
    await t.db.execute(sql`delete from customer_matches`);
    await expectMatchIfAny(null);
    expect(await status()).toMatchObject({ matches: false, completed: 1 });
    await expectMatchIfAny(null);
    await recomputeStale(t.db);
    expect((await status()).matches).toBe(true);
    await expectMatchIfAny('match-desc');
  });

  it('answers 422 with our messages for bad filters', async () => {
    const cases: [string, string, string][] = [
      ['brightOutlook=maybe', 'brightOutlook', 'The bright outlook filter must be 1 or 0.'],
      ['salary=1-2', 'salary', 'The selected salary is invalid.'],
      ['clusters=99', 'clusters', 'The selected cluster is invalid.'],
      ['page=0', 'page', 'The page must be a whole number of at least 1.'],
      ['education=999999', 'education', 'The selected education is invalid.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await customer.get(`${myCareerPaths.opportunities}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(JSON.stringify(response.json()), query).toContain(message);
      expect(JSON.stringify(response.json()), query).toContain(field);
    }
    expect((await customer.get(myCareerPaths.match(999_999))).statusCode).toBe(404);
  });
});

describe('the skills survey', { timeout: 60_000 }, () => {
  it('shows every skill unrated before the survey, and no result', async () => {
    const other = await t.as('anotherCustomer');
    const form = (await other.get(skillsSurveyPaths.survey)).json<SkillsSurveyForm>();
    expect(form.updated_at).toBeNull();
    expect(form.data.flatMap((step) => step.skills)).toHaveLength(35);
    const result = await other.get(skillsSurveyPaths.result);
    expect(result.statusCode).toBe(404);
    expect(result.body).toContain(skillsSurveyTexts.noResult);
  });

  it('answers 422 per skill for missing or out-of-range ratings and unknown skills, writing nothing', async () => {
    const other = await t.as('anotherCustomer');
    const ratings: Record<string, unknown> = Object.fromEntries(skillIds.map((id) => [id, 4]));
    ratings.reading = 6;
    delete ratings.writing;
    ratings.juggling = 3;
    const response = await other.put(skillsSurveyPaths.save, { ratings });
    expect(response.statusCode).toBe(422);
    const body = JSON.stringify(response.json());
    expect(body).toContain(skillsSurveyTexts.ratingRequired);
    expect(body).toContain('reading');
    expect(body).toContain('writing');
    expect(body).toContain(skillsSurveyTexts.unknownSkill);
    expect((await other.get(skillsSurveyPaths.survey)).json<SkillsSurveyForm>().updated_at).toBeNull();
  });

  it('saves, retakes and shows strengths with the occupations that rely on them', async () => {
    const other = await t.as('anotherCustomer');
    const ratings = Object.fromEntries(skillIds.map((id) => [id, 2]));
    Object.assign(ratings, { 'service-orientation': 5, 'social-perceptiveness': 5, listening: 4 });
    expect((await other.put(skillsSurveyPaths.save, { ratings })).statusCode).toBe(200);
    const form = (await other.get(skillsSurveyPaths.survey)).json<SkillsSurveyForm>();
    expect(form.data[2]!.skills.find((skill) => skill.id === 'service-orientation')!.rating).toBe(5);
    await recomputeStale(t.db);
    const result = (await other.get(skillsSurveyPaths.result)).json<{ data: SkillsSurveyResult }>().data;
    expect(result.strengths.map((skill) => skill.id)).toEqual([
      'social-perceptiveness',
      'service-orientation',
      'listening',
    ]);
    expect(result.strengths[0]!.occupations.length).toBeGreaterThan(0);
    expect(result.growth.length).toBeGreaterThan(0);
  });
});

describe('guest cluster surveys', { timeout: 60_000 }, () => {
  it("move to the customer's account when the guest signs in on the same browser", async () => {
    const browser = new TestClient(t.app);
    await browser.fetchCsrfToken();
    const options = await optionIdsFor(t.db, [5]);
    const taken = await browser.post('/internal-api/guest/career-cluster-survey', {
      option: { [String(options[0])]: true },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const { email, password } = credentialsFor(t.world, 'anotherCustomer');
    expect((await browser.post(authPaths.customerLogin, { email, password })).statusCode).toBe(200);
    expect((await status(browser)).clusterSurvey).toBe(true);
    const result = (await browser.get('/internal-api/career-cluster-survey/result')).json<ClusterResults>();
    expect(result.data[0]!.cluster.data.id).toBe(5);
    // The guest cookie is gone: the guest variant has no survey now.
    expect((await browser.get('/internal-api/guest/career-cluster-survey/edit')).statusCode).toBe(404);
  });

  it('expire after 30 days untouched', async () => {
    const old = await createClusterSurveyResponse(t.db, {
      guestTokenHash: newGuestToken().hash,
      selectedOptionIds: [1],
    });
    const recent = await createClusterSurveyResponse(t.db, {
      guestTokenHash: newGuestToken().hash,
      selectedOptionIds: [1],
    });
    await t.db.execute(
      sql`update cluster_survey_responses set updated_at = now() - interval '31 days' where id = ${old.id}`,
    );
    expect(await deleteExpiredGuestSurveys(t.db, 30)).toBeGreaterThanOrEqual(1);
    const found = await t.db.execute(
      sql`select id from cluster_survey_responses where id in (${old.id}, ${recent.id})`,
    );
    const left = (found as { rows: { id: number }[] }).rows;
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});
