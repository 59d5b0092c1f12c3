import type { EducationalExperience, JobExperience } from '@portal/contracts';

export const jobsPath = '/internal-api/customer-job-experiences';
export const educationsPath = '/internal-api/customer-educational-experiences';
export const educationLevelsPath = '/internal-api/education-levels';

export function jobExperience(overrides: Partial<JobExperience> = {}): JobExperience {
  return {
    id: 7,
    job_title: 'Warehouse Associate',
    company_name: 'Acme Logistics',
    start_date: '2020-03-01',
    finish_date: '2021-05-01',
    current_role: false,
    description: 'Picking and packing.',
    start_date_formatted: 'Mar/2020',
    finish_date_formatted: 'May/2021',
    accomplishments: [{ id: 1, uuid: '6f1c1e8e-2c0a-4c5e-9a51-0d7f3b1a2b3c', description: 'Shipped 300 orders a day' }],
    ...overrides,
  };
}

export function educationalExperience(overrides: Partial<EducationalExperience> = {}): EducationalExperience {
  return {
    id: 3,
    school: 'Front Range Community College',
    education_level_id: 2,
    education_level: 'Associate degree',
    field_of_study: 'Logistics',
    finish_date: '2019-05-31',
    finish_date_formatted: 'May/2019',
    description: null,
    accomplishments: [{ id: 4, uuid: '9b2d3f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', description: "Dean's list" }],
    ...overrides,
  };
}

export const educationLevels = [
  { id: 1, name: 'High school diploma or GED' },
  { id: 2, name: 'Associate degree' },
  { id: 3, name: "Bachelor's degree" },
];
