import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchFactors, skillIds, type MatchFactor } from '@portal/contracts';
import { buildCatalogue, type CatalogueOccupationInput } from './catalogue.ts';
import { explain, scoreAll, type MatchProfile } from './engine.ts';

/** A small synthetic catalogue: 40 occupations with clusters, skills, knowledge, education and relations. */
const skillNames = ['Reading Comprehension', 'Programming', 'Repairing', 'Speaking', 'Mathematics', 'Coordination'];
const occupations: CatalogueOccupationInput[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  title: `Occupation ${index + 1}`,
  educationLevel: index % 6 === 0 ? null : (index % 5) + 1,
  clusterIds: [(index % 16) + 1, ((index * 7) % 16) + 1],
  skills: skillNames
    .filter((_, k) => (index + k) % 3 !== 0)
    .map((name, k) => ({ name, importance: 3 + ((index + k) % 3) * 0.7 })),
  knowledge: index % 4 === 0 ? [] : [{ name: `Area ${index % 5}`, importance: 3.5 }],
  related: [{ id: ((index + 1) % 40) + 1, tier: index % 2 ? 'Primary-Short' : 'Supplemental' }],
}));
const catalogue = buildCatalogue(
  occupations,
  new Map(Array.from({ length: 16 }, (_, i) => [i + 1, `Cluster ${i + 1}`])),
);

const rating = fc.integer({ min: 1, max: 5 });
const profileArbitrary: fc.Arbitrary<MatchProfile> = fc.record({
  clusters: fc.option(
    fc.record({
      strengths: fc.dictionary(fc.integer({ min: 1, max: 16 }).map(String), fc.double({ min: 0, max: 1, noNaN: true })),
      saved: fc.uniqueArray(fc.integer({ min: 1, max: 16 }), { maxLength: 3 }),
    }),
  ),
  skills: fc.option(fc.record(Object.fromEntries(skillIds.map((id) => [id, rating])))),
  jobs: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 3 })),
  education: fc.option(fc.integer({ min: 1, max: 5 })),
});

/** More evidence for one factor: a cluster ticked more or saved, a skill rated higher, another job, a higher degree. */
function moreEvidence(profile: MatchProfile, factor: MatchFactor, pick: number): MatchProfile {
  switch (factor) {
    case 'interests': {
      const clusters = profile.clusters ?? { strengths: {}, saved: [] };
      const id = String((pick % 16) + 1);
      return pick % 2
        ? { ...profile, clusters: { ...clusters, saved: [...new Set([...clusters.saved, Number(id)])] } }
        : {
            ...profile,
            clusters: {
              ...clusters,
              strengths: { ...clusters.strengths, [id]: Math.min(1, (clusters.strengths[id] ?? 0) + 0.25) },
            },
          };
    }
    case 'skills': {
      const skills = profile.skills ?? Object.fromEntries(skillIds.map((id) => [id, 1]));
      const id = skillIds[pick % skillIds.length]!;
      return { ...profile, skills: { ...skills, [id]: Math.min(5, (skills[id] ?? 1) + 1) } };
    }
    case 'experience':
      return { ...profile, jobs: [...new Set([...(profile.jobs ?? []), (pick % 40) + 1])] };
    case 'education':
      return { ...profile, education: Math.min(5, (profile.education ?? 0) + 1) };
  }
}

describe('match engine properties', () => {
  it("adding evidence for a factor never lowers that factor's share", () => {
    fc.assert(
      fc.property(profileArbitrary, fc.constantFrom(...matchFactors), fc.nat(1000), (profile, factor, pick) => {
        const richer = moreEvidence(profile, factor, pick);
        for (let i = 0; i < catalogue.size; i += 1) {
          const before = explain(catalogue, profile, i).factors.find((entry) => entry.factor === factor)!.share;
          const after = explain(catalogue, richer, i).factors.find((entry) => entry.factor === factor)!.share;
          expect(after).toBeGreaterThanOrEqual(before - 1e-9);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('scores lie in [0, 1], shares add up to the score, and the list and the explanation agree', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const scores = scoreAll(catalogue, profile);
        for (let i = 0; i < catalogue.size; i += 1) {
          const explanation = explain(catalogue, profile, i);
          expect(explanation.score).toBeGreaterThanOrEqual(0);
          expect(explanation.score).toBeLessThanOrEqual(1);
          expect(explanation.score).toBeCloseTo(scores[i]!, 5);
          const total = explanation.factors.reduce((sum, entry) => sum + entry.share, 0);
          expect(total).toBeCloseTo(explanation.score, 6);
        }
      }),
      { numRuns: 100 },
    );
  });
});
