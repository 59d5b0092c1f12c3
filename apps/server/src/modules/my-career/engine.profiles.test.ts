import { beforeAll, describe, expect, it } from 'vitest';
import { skillIds } from '@portal/contracts';
import { careerClusterSeed } from '@portal/db/seed';
import { explain, scoreAll, type MatchProfile } from './engine.ts';
import { loadOnetCatalogue, skipWithoutOnet, type OnetCatalogue } from './testing/onet-catalogue.ts';

/**
 * Hand-built customers a career counsellor would recognise, scored against the full O*NET 29.3 catalogue (1,016
 * occupations, read from the shared public files). Each asserts the matches a counsellor would expect near the top.
 */

let onet: OnetCatalogue;

beforeAll(async () => {
  onet = await loadOnetCatalogue();
}, 120_000);

const clusterId = (name: string) => careerClusterSeed.find((cluster) => cluster.name === name)!.id;

/** A cluster survey with `ticks` of the cluster's 12 options ticked. */
function survey(ticks: Record<string, number>, saved: string[] = []): MatchProfile['clusters'] {
  return {
    strengths: Object.fromEntries(Object.entries(ticks).map(([name, count]) => [String(clusterId(name)), count / 12])),
    saved: saved.map(clusterId),
  };
}

function jobs(...titles: string[]): number[] {
  return titles.map((title) => {
    const id = onet.resolveTitle(title);
    if (id === null) throw new Error(`No occupation has the title ${title}`);
    return id;
  });
}

/** Occupation codes from the best match down. */
function ranked(profile: MatchProfile): string[] {
  const scores = scoreAll(onet.catalogue, profile);
  const order = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]! || a - b);
  return order.map((index) => onet.records[onet.catalogue.ids[index]! - 1]!.code);
}

/** The survey asks for every skill: a profile starts from one rating for all. */
const everySkill = (rating: number) => Object.fromEntries(skillIds.map((id) => [id, rating]));

const rankOf = (order: string[], code: string) => order.indexOf(code) + 1;

describe.skipIf(skipWithoutOnet)('counsellor profiles on the full O*NET catalogue', { timeout: 60_000 }, () => {
  it('has the whole catalogue', () => {
    expect(onet.catalogue.size).toBe(1016);
  });

  it('nursing assistant, Health Science, associate degree: Registered Nurses and LPNs in the top 10', () => {
    const order = ranked({
      clusters: survey({ 'Health Science': 7, 'Human Services': 3 }),
      skills: null,
      jobs: jobs('Nursing Assistant', 'Nursing Aide'),
      education: 3,
    });
    expect(rankOf(order, '29-1141.00')).toBeLessThanOrEqual(10);
    expect(rankOf(order, '29-2061.00')).toBeLessThanOrEqual(10);
  });

  it('welder, high school, Manufacturing: welding and machining above office work', () => {
    const order = ranked({
      clusters: survey({ Manufacturing: 7, 'Architecture & Construction': 2 }),
      skills: null,
      jobs: jobs('Welder'),
      education: 1,
    });
    expect(rankOf(order, '51-4121.00')).toBeLessThanOrEqual(5);
    for (const office of ['43-9061.00', '43-4051.00', '43-6014.00']) {
      expect(rankOf(order, '51-4041.00')).toBeLessThan(rankOf(order, office));
      expect(rankOf(order, '51-4121.00')).toBeLessThan(rankOf(order, office));
    }
  });

  it('web developer with a degree and strong programming: Software Developers in the top 15', () => {
    const order = ranked({
      clusters: survey({ 'Information Technology': 8 }),
      skills: {
        ...everySkill(3),
        programming: 5,
        'critical-thinking': 4,
        'problem-solving': 4,
        mathematics: 4,
        'technology-design': 4,
      },
      jobs: jobs('Web Developer'),
      education: 4,
    });
    expect(rankOf(order, '15-1252.00')).toBeLessThanOrEqual(15);
    expect(rankOf(order, '15-1254.00')).toBeLessThanOrEqual(5);
  });

  it('bookkeeper with a bachelor degree, Finance: Accountants and Auditors in the top 10', () => {
    const order = ranked({
      clusters: survey({ Finance: 7, 'Business Management & Administration': 4 }),
      skills: null,
      jobs: jobs('Bookkeeper'),
      education: 4,
    });
    expect(rankOf(order, '13-2011.00')).toBeLessThanOrEqual(10);
  });

  it('truck driver, high school, Transportation: truck driving near the top, far above software work', () => {
    const order = ranked({
      clusters: survey({ 'Transportation, Distribution & Logistics': 7 }),
      skills: null,
      jobs: jobs('Tractor Trailer Driver'),
      education: 1,
    });
    expect(rankOf(order, '53-3032.00')).toBeLessThanOrEqual(5);
    expect(rankOf(order, '53-3032.00')).toBeLessThan(rankOf(order, '15-1252.00') - 200);
  });

  it('teacher aide with a bachelor degree, Education & Training: teaching occupations in the top 15', () => {
    const order = ranked({
      clusters: survey({ 'Education & Training': 8 }),
      skills: null,
      jobs: jobs('Teacher Aide'),
      education: 4,
    });
    expect(rankOf(order, '25-9042.00')).toBeLessThanOrEqual(5);
    expect(rankOf(order, '25-2021.00')).toBeLessThanOrEqual(15);
  });

  it('electrician helper, high school, Construction: Electricians in the top 10', () => {
    const order = ranked({
      clusters: survey({ 'Architecture & Construction': 7 }),
      skills: null,
      jobs: jobs('Electrician Helper'),
      education: 1,
    });
    expect(rankOf(order, '47-2111.00')).toBeLessThanOrEqual(10);
  });

  it('line cook, high school, Hospitality: restaurant cooks in the top 5, chefs in the top 20', () => {
    const order = ranked({
      clusters: survey({ 'Hospitality & Tourism': 7 }),
      skills: null,
      jobs: jobs('Line Cook'),
      education: 1,
    });
    expect(rankOf(order, '35-2014.00')).toBeLessThanOrEqual(5);
    // Chefs usually need culinary training beyond high school: near the top, not in it.
    expect(rankOf(order, '35-1011.00')).toBeLessThanOrEqual(20);
  });

  it('skills survey only, strong with numbers and computers: software work far above roofing', () => {
    const skills = Object.fromEntries(
      [
        'programming',
        'mathematics',
        'critical-thinking',
        'problem-solving',
        'technology-design',
        'systems-analysis',
      ].map((id) => [id, 5]),
    );
    const order = ranked({
      clusters: null,
      skills: { ...everySkill(3), ...skills, repairing: 1, 'equipment-maintenance': 1, installation: 1 },
      jobs: null,
      education: null,
    });
    expect(rankOf(order, '15-1252.00')).toBeLessThan(rankOf(order, '47-2181.00'));
  });

  it('education history alone never makes a Top or Great match', () => {
    const scores = scoreAll(onet.catalogue, { clusters: null, skills: null, jobs: null, education: 5 });
    expect(Math.max(...scores)).toBeLessThan(0.6);
  });

  it('explains a match: shares add up to the score and one sentence says what would raise it', () => {
    const profile: MatchProfile = {
      clusters: survey({ 'Health Science': 7 }),
      skills: null,
      jobs: jobs('Nursing Assistant'),
      education: 2,
    };
    const index = onet.catalogue.indexOf.get(onet.idOf('29-1141.00'))!;
    const explanation = explain(onet.catalogue, profile, index);
    const total = explanation.factors.reduce((sum, factor) => sum + factor.share, 0);
    expect(total).toBeCloseTo(explanation.score, 5);
    expect(explanation.score).toBeCloseTo(scoreAll(onet.catalogue, profile)[index]!, 5);
    expect(explanation.raise).toMatch(/would raise this match from|could raise this match from/);
  });
});
