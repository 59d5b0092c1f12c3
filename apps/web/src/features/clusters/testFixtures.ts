import type { ClusterResult, SurveyForm, SurveyInterest } from '@portal/contracts';

/** Test data for the clusters feature's component tests. */

/** Guest pages ask whether a customer is signed in (to send them to the customer variant). */
export const signedOut = {
  'GET /internal-api/customer-portal/current-user': { status: 401, body: { message: 'Unauthenticated.' } },
};
export const signedInCustomer = {
  'GET /internal-api/customer-portal/current-user': {
    body: {
      userId: 7,
      guard: 'customer',
      internal: false,
      name: 'Maria Lopez',
      email: 'maria@example.test',
      role: null,
      locationIds: [],
    },
  },
};

export const surveyFixture = (selected: number[] = []): SurveyForm => ({
  response:
    selected.length > 0
      ? { id: 41, created_at: '2026-03-02T15:00:00.000Z', updated_at: '2026-03-02T15:00:00.000Z' }
      : null,
  data: [
    {
      id: 1,
      title: 'Activities I would enjoy (1 of 4)',
      description: 'Tick every activity you would enjoy.',
      options: [
        { id: 11, description: 'Grow vegetables, herbs or flowers', selected: selected.includes(11) },
        { id: 12, description: 'Write code or build a website or an app', selected: selected.includes(12) },
      ],
    },
    {
      id: 2,
      title: 'What I am like (1 of 2)',
      description: 'Tick every statement that sounds like you.',
      options: [
        { id: 21, description: 'I am good with numbers', selected: selected.includes(21) },
        { id: 22, description: 'I am a good listener', selected: selected.includes(22) },
      ],
    },
    {
      id: 3,
      title: 'School subjects I like (1 of 2)',
      description: 'Tick every subject you enjoy.',
      options: [
        { id: 31, description: 'Physics', selected: selected.includes(31) },
        { id: 32, description: 'Accounting', selected: selected.includes(32) },
      ],
    },
  ],
});

const names = ['Information Technology', 'Finance', 'Health Science', 'Marketing', 'Manufacturing'] as const;

/** Five ranked clusters: IT 5, Finance 3, Health 3 (tied, fewer activities), Marketing 1, Manufacturing 0. */
export function resultsFixture({ savedIds = [] as number[] } = {}): ClusterResult[] {
  const scores = [5, 3, 3, 1, 0];
  return names.map((name, index) => {
    const id = index + 1;
    const score = scores[index]!;
    return {
      rank: index + 1,
      score,
      max_score: 12,
      counts: { activity: score > 0 ? 1 : 0, quality: Math.max(score - 1, 0), subject: 0 },
      chosen: {
        activity: score > 0 ? [`An activity of ${name}`] : [],
        quality: Array.from({ length: Math.max(score - 1, 0) }, (_, n) => `Quality ${n + 1} of ${name}`),
        subject: [],
      },
      explanation: `You chose ${score} option${score === 1 ? '' : 's'} linked to ${name}.`,
      tie_note: index === 2 ? 'Same score as Finance, which comes first alphabetically.' : null,
      tie: index === 2 ? { above: 'Finance', reason: 'alphabetical' as const } : null,
      cluster: {
        data: {
          id,
          name,
          description: `What ${name} is about.`,
          is_saved: savedIds.includes(id),
          cluster_link: `/customer-portal/occupations?cluster=${id}`,
        },
      },
    };
  });
}

export const interestsFixture: SurveyInterest[] = [
  interest(
    7,
    '2026-03-02T15:00:00.000Z',
    12,
    1,
    'Activities I would enjoy (1 of 4)',
    'Write code or build a website or an app',
  ),
  interest(7, '2026-03-02T15:00:00.000Z', 21, 2, 'What I am like (1 of 2)', 'I am good with numbers'),
  interest(
    3,
    '2025-11-20T10:00:00.000Z',
    11,
    1,
    'Activities I would enjoy (1 of 4)',
    'Grow vegetables, herbs or flowers',
  ),
];

function interest(
  responseId: number,
  createdAt: string,
  optionId: number,
  stepId: number,
  title: string,
  description: string,
): SurveyInterest {
  return {
    created_at: createdAt,
    response_id: responseId,
    option: {
      data: {
        id: optionId,
        question_id: stepId,
        description,
        kind: 'activity',
        cluster_id: 1,
        question: { data: { id: stepId, title } },
      },
    },
  };
}
