import type { Opportunity, OpportunityDetail, OpportunityPage } from '@portal/contracts';

/** Test data for the occupations feature's component tests. */
export function opportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 1,
    title: 'Electricians',
    image: null,
    description: 'Install, maintain and repair electrical wiring.',
    growth_rate: 9.5,
    median_annual_salary: 62_350,
    annual_job_openings: 81_000,
    bright_outlook_job: true,
    bright_outlook_reason: 'growth',
    clusters: [
      { id: 2, name: 'Architecture & Construction' },
      { id: 13, name: 'Manufacturing' },
    ],
    match_score: null,
    is_saved: false,
    ...overrides,
  };
}

export function page(data: Opportunity[], currentPage = 1, lastPage = 1): OpportunityPage {
  return { data, currentPage, lastPage };
}

export function opportunityDetail(overrides: Partial<OpportunityDetail> = {}): OpportunityDetail {
  return {
    ...opportunity(),
    aliases: ['Electrician', 'Maintenance Electrician'],
    video: null,
    meta: {
      education_level: 4,
      tech: ['AutoCAD', 'Microsoft Excel'],
      knowledge: ['Building and Construction', 'Mathematics', 'Mechanical', 'Physics', 'Design', 'Public Safety'],
      skills: ['Troubleshooting', 'Repairing', 'Critical Thinking'],
      tasks: ['Connect wires.', 'Read blueprints.', 'Test circuits.', 'Replace wiring.'],
    },
    bright_outlook_category: 'Rapid Growth',
    local: { growthRate: 9.5, medianAnnualSalary: 62_350 },
    outlook: 'bright',
    salary_rating: 3,
    related: [{ id: 7, title: 'Electrical Power-Line Installers and Repairers' }],
    ...overrides,
  };
}

export const clusters = [
  { id: 2, name: 'Architecture & Construction' },
  { id: 8, name: 'Health Science' },
  { id: 11, name: 'Information Technology' },
];

export const educationLevels = [
  { id: 1, name: 'Less than High School' },
  { id: 6, name: "Bachelor's Degree" },
];
