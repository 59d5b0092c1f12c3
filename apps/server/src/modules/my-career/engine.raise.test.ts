import { beforeAll, describe, expect, it } from 'vitest';
import { matchLabel, matchPercent, matchRaiseKinds, skillIds, type MatchRaise } from '@portal/contracts';
import { careerClusterSeed } from '@portal/db/seed';
import english from '../../../../web/src/locales/en/occupations.ts';
import { explain, type MatchProfile } from './engine.ts';
import { loadOnetCatalogue, skipWithoutOnet, type OnetCatalogue } from './testing/onet-catalogue.ts';

/**
 * The sentence on what would raise a match comes with its figures (`raise_detail`), which the participant pages word
 * in Spanish from their catalogue (#24). Over the full O*NET catalogue and profiles that reach every kind of sentence,
 * the English catalogue worded from the figures must be the server's English sentence, character for character.
 */

let onet: OnetCatalogue;
beforeAll(async () => {
  onet = await loadOnetCatalogue();
}, 120_000);

const words = english.match.raise;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

function englishFromFigures(detail: MatchRaise): string {
  const [from, to] = [matchLabel(detail.from), matchLabel(detail.to)];
  const change =
    from === to
      ? fill(words.changePercent, { from: String(matchPercent(detail.from)), to: String(matchPercent(detail.to)) })
      : fill(words.changeLabel, { from: english.match.label[from], to: english.match.label[to] });
  const subject = new Intl.ListFormat('en', { type: 'conjunction' }).format(detail.subjects);
  const level = String(detail.education) as keyof typeof words.education;
  const education = detail.education === null ? '' : words.education[level];
  return fill(words[detail.kind], { change, subject, education });
}

const healthScience = String(careerClusterSeed.find((cluster) => cluster.name === 'Health Science')!.id);
const someSkills = Object.fromEntries(skillIds.slice(0, 12).map((id, n) => [id, 1 + (n % 3)]));
const lowSkills = Object.fromEntries(skillIds.map((id) => [id, 1]));

/** Profiles from nothing given to everything given, so that each kind of sentence is the best rise somewhere. */
const profiles: MatchProfile[] = [
  { clusters: null, skills: null, jobs: null, education: null },
  { clusters: { strengths: { [healthScience]: 0.5 }, saved: [] }, skills: null, jobs: null, education: null },
  { clusters: null, skills: someSkills, jobs: null, education: 1 },
  { clusters: { strengths: { [healthScience]: 0.9 }, saved: [] }, skills: someSkills, jobs: null, education: 2 },
  { clusters: { strengths: { [healthScience]: 0.9 }, saved: [] }, skills: someSkills, jobs: [1], education: null },
  {
    clusters: { strengths: { [healthScience]: 1 }, saved: [Number(healthScience)] },
    skills: someSkills,
    jobs: [1, 2],
    education: 1,
  },
  {
    clusters: { strengths: { [healthScience]: 1 }, saved: [Number(healthScience)] },
    skills: null,
    jobs: [1, 2, 3],
    education: 5,
  },
];
/** Everything given and strong but the skills: each occupation with the customer's past job being that occupation. */
const weakSkillsOnly = (occupationId: number): MatchProfile => ({
  clusters: { strengths: { [healthScience]: 1 }, saved: [Number(healthScience)] },
  skills: lowSkills,
  jobs: [occupationId],
  education: 5,
});

describe.skipIf(skipWithoutOnet)('what would raise a match, as figures', { timeout: 120_000 }, () => {
  it('words every sentence the server writes exactly as the English catalogue does from its figures', () => {
    const kinds = new Set<string>();
    let sentences = 0;
    for (const profile of [...profiles, null]) {
      for (let index = 0; index < onet.catalogue.ids.length; index += 1) {
        const explanation = explain(onet.catalogue, profile ?? weakSkillsOnly(onet.catalogue.ids[index]!), index);
        expect(explanation.raise === null).toBe(explanation.raise_detail === null);
        if (!explanation.raise || !explanation.raise_detail) continue;
        expect(englishFromFigures(explanation.raise_detail)).toBe(explanation.raise);
        kinds.add(explanation.raise_detail.kind);
        sentences += 1;
      }
    }
    expect(sentences).toBeGreaterThan(1000);
    expect([...kinds].sort()).toEqual([...matchRaiseKinds].sort());
  });
});
