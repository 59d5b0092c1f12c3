import type { MatchExplanation, MatchStatus, MyCareerOpportunity, MyCareerPage } from '@portal/contracts';

export const completionPath = '/internal-api/my-career/data-input-completion';
export const opportunitiesPath = '/internal-api/my-career/opportunities';

export function status(overrides: Partial<MatchStatus> = {}): { body: { data: MatchStatus } } {
  return {
    body: {
      data: {
        clusterSurvey: false,
        pairinSurvey: false,
        professional: false,
        education: false,
        matches: true,
        completed: 0,
        ...overrides,
      },
    },
  };
}

export function explanation(overrides: Partial<MatchExplanation> = {}): MatchExplanation {
  return {
    score: 0.84,
    label: 'Great',
    factors: [
      { factor: 'interests', label: 'Career Clusters survey', share: 0.34, fit: 0.9, present: true },
      { factor: 'skills', label: 'Skills survey', share: 0, fit: 0, present: false },
      { factor: 'experience', label: 'Work History', share: 0.4, fit: 0.95, present: true },
      { factor: 'education', label: 'Education History', share: 0.1, fit: 0.5, present: true },
    ],
    raise: 'Finishing an associate degree would raise this match from Great to Top.',
    ...overrides,
  };
}

export function match(id: number, title: string, score: number | null): MyCareerOpportunity {
  return {
    id,
    title,
    image: null,
    description: `${title} do useful work.`,
    growth_rate: 5,
    median_annual_salary: 50_000,
    annual_job_openings: 1000,
    bright_outlook_job: false,
    bright_outlook_reason: null,
    clusters: [{ id: 8, name: 'Health Science' }],
    match_score: score,
    is_saved: false,
    explanation: score === null ? null : explanation({ score }),
  };
}

export function matchPage(data: MyCareerOpportunity[], currentPage = 1, lastPage = 1): { body: MyCareerPage } {
  return { body: { data, currentPage, lastPage } };
}
