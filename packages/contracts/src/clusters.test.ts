import { describe, expect, it } from 'vitest';
import { explainScore, rankClusters, surveyAnswersBodySchema, type ScoredOption } from './clusters.ts';

const clusters = [
  { id: 3, name: 'Cooking' },
  { id: 1, name: 'Astronomy' },
  { id: 2, name: 'Baking' },
  { id: 4, name: 'Dancing' },
];

/** Two options of each kind per cluster; `ticks` names how many of each kind are ticked. */
function options(ticks: Record<number, Partial<Record<ScoredOption['kind'], number>>>): ScoredOption[] {
  return clusters.flatMap(({ id }) =>
    (['activity', 'quality', 'subject'] as const).flatMap((kind) =>
      [0, 1].map((n) => ({
        clusterId: id,
        kind,
        description: `${kind} ${n} of ${id}`,
        selected: n < (ticks[id]?.[kind] ?? 0),
      })),
    ),
  );
}

describe('rankClusters', () => {
  it('ranks by the number of ticked options, all kinds counting the same', () => {
    const ranked = rankClusters(clusters, options({ 2: { activity: 1, subject: 2 }, 4: { quality: 2, subject: 2 } }));
    expect(ranked.map((r) => [r.name, r.rank, r.score])).toEqual([
      ['Dancing', 1, 4],
      ['Baking', 2, 3],
      ['Astronomy', 3, 0],
      ['Cooking', 4, 0],
    ]);
    expect(ranked[0]).toMatchObject({
      maxScore: 6,
      counts: { activity: 0, quality: 2, subject: 2 },
      chosen: {
        activity: [],
        quality: ['quality 0 of 4', 'quality 1 of 4'],
        subject: ['subject 0 of 4', 'subject 1 of 4'],
      },
      explanation: 'You chose 2 qualities and 2 subjects linked to Dancing.',
      tieNote: null,
    });
    expect(ranked[1]!.explanation).toBe('You chose 1 activity and 2 subjects linked to Baking.');
    expect(ranked[2]!.explanation).toBe('You chose no activities, qualities or subjects linked to Astronomy.');
    // Zero scores tie on nothing worth explaining.
    expect(ranked[3]!.tieNote).toBeNull();
  });

  it('breaks ties by activities, then qualities, then alphabetical order, and says so', () => {
    const ranked = rankClusters(
      clusters,
      options({
        1: { quality: 2, subject: 1 }, // 3, no activities
        2: { activity: 1, subject: 2 }, // 3, one activity
        3: { activity: 1, quality: 1, subject: 1 }, // 3, one activity, one quality
        4: { activity: 1, quality: 1, subject: 1 }, // the same as Cooking
      }),
    );
    expect(ranked.map((r) => r.name)).toEqual(['Cooking', 'Dancing', 'Baking', 'Astronomy']);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(ranked[0]!.tieNote).toBeNull();
    expect(ranked[1]!.tieNote).toBe('Same score as Cooking, which comes first alphabetically.');
    expect(ranked[2]!.tieNote).toBe(
      'Same score as Dancing, which ranks higher because you chose more of its qualities.',
    );
    expect(ranked[3]!.tieNote).toBe(
      'Same score as Baking, which ranks higher because you chose more of its activities.',
    );
    expect(ranked[0]!.explanation).toBe('You chose 1 activity, 1 quality and 1 subject linked to Cooking.');
  });

  it('ignores options of clusters it was not given', () => {
    const ranked = rankClusters(clusters, [{ clusterId: 99, kind: 'activity', description: 'x', selected: true }]);
    expect(ranked.every((r) => r.score === 0 && r.maxScore === 0)).toBe(true);
  });
});

describe('explainScore', () => {
  it('uses singular and plural words', () => {
    expect(explainScore('Finance', { activity: 1, quality: 0, subject: 0 })).toBe(
      'You chose 1 activity linked to Finance.',
    );
    expect(explainScore('Finance', { activity: 4, quality: 2, subject: 1 })).toBe(
      'You chose 4 activities, 2 qualities and 1 subject linked to Finance.',
    );
  });
});

describe('surveyAnswersBodySchema', () => {
  const errorsOf = (body: unknown) => {
    const result = surveyAnswersBodySchema.safeParse(body);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts a map of option ids to booleans with one ticked', () => {
    expect(surveyAnswersBodySchema.parse({ option: { '12': true, '13': false } })).toEqual({
      option: { '12': true, '13': false },
    });
  });

  it('names the bad keys and values and asks for one ticked option', () => {
    expect(errorsOf({ option: { abc: true, '5': 'yes', '0': true } })).toEqual([
      // Integer-like keys come first in a JavaScript object.
      ['option.0', 'This option is not part of the survey.'],
      ['option.5', 'Each answer must be true or false.'],
      ['option.abc', 'This option is not part of the survey.'],
    ]);
    expect(errorsOf({ option: { '5': false } })).toEqual([
      ['option', 'Please choose at least one activity, quality or subject.'],
    ]);
    expect(errorsOf({})).toEqual([['option', 'Please choose at least one activity, quality or subject.']]);
    expect(errorsOf({ option: [] })).toEqual([['option', 'Please choose at least one activity, quality or subject.']]);
  });
});
