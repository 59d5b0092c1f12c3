import type {
  Employer,
  EmployerBody,
  employerDocumentListResponseSchema,
  EmployerLocation,
  EmployerLocationBody,
  EmployerUserBody,
  employerUserListResponseSchema,
  JobPost,
  JobPostBody,
  optionListSchema,
  serviceProvidedListResponseSchema,
} from '@portal/contracts';
import { employerPath, employerPaths, jobPostPaths } from '@portal/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestClient } from '../../testing/test-app.ts';

/** The answers the tests read, as the routes' response schemas type them. */
export type EmployerUserList = z.infer<typeof employerUserListResponseSchema>;
export type EmployerDocumentList = z.infer<typeof employerDocumentListResponseSchema>;
export type OptionList = z.infer<typeof optionListSchema>;
export type ServiceProvidedList = z.infer<typeof serviceProvidedListResponseSchema>;
/** What a create that answers `{ data: { id } }` returns. */
export interface CreatedData {
  data: { id: number };
}

/** Bodies the forms would send, valid unless a test overrides a field. */
let sequence = 0;
export const employerBody = (overrides: Partial<EmployerBody> = {}): EmployerBody => ({
  company_name: `Tallgrass Test Works ${++sequence}`,
  fein: String(123_450_000 + sequence).padStart(9, '0'),
  website: 'https://tallgrass.example',
  nlx_company_number: null,
  h2a_jobs: false,
  h2b_jobs: false,
  host_registered_apprenticeships: false,
  host_registered_apprenticeships_future: true,
  hostRegisteredApprenticeshipsTypes: [],
  work_based_learning_opportunities: true,
  work_based_learning_opportunities_future: null,
  workBasedLearningOpportunitiesTypes: ['Internships'],
  ...overrides,
});

export const locationBody = (overrides: Partial<EmployerLocationBody> = {}): EmployerLocationBody => ({
  label: 'Main office',
  address: '1600 Wynkoop St',
  city: 'Denver',
  county: 'Denver',
  state: 'CO',
  zipcode: '80202',
  phone: '(303) 555-0100',
  ...overrides,
});

export const userBody = (overrides: Partial<EmployerUserBody> = {}): EmployerUserBody => ({
  primary_contact: true,
  name: 'Robin Contact',
  title: 'HR Manager',
  email: `robin.${++sequence}@tallgrass.example`,
  phone: '(303) 555-0101',
  ...overrides,
});

export const jobPostBody = (overrides: Partial<JobPostBody> = {}): JobPostBody => ({
  send_to_nlx: false,
  remote: false,
  title: 'Forklift Operator',
  description: 'Move pallets safely across a busy dock.',
  benefits: 'Health, dental, paid time off',
  onet_code: '53-7051.00',
  industry: '48-49',
  job_position_type_id: 1,
  job_position_type_value: null,
  encouraged_types: [1],
  salary_range_min: 19,
  salary_range_max: 24,
  pay_unit: 'hour',
  minimum_educational_level: 1,
  hours_per_week: 40,
  apply_link: 'https://jobs.tallgrass.example/forklift',
  contact_email: null,
  ...overrides,
});

/** An employer with one location, created through the API by `client`. */
export async function createEmployerThroughApi(client: TestClient, overrides: Partial<EmployerBody> = {}) {
  const created = await client.post(employerPaths.list, employerBody(overrides));
  expect(created.statusCode, created.body).toBe(201);
  const employer = created.json<Employer>();
  const location = await client.post(employerPath(employerPaths.locations, { id: employer.id }), locationBody());
  expect(location.statusCode, location.body).toBe(201);
  return { employer, location: location.json<EmployerLocation>() };
}

export async function createPostThroughApi(
  client: TestClient,
  employerId: number,
  overrides: Partial<JobPostBody> = {},
) {
  const response = await client.post(employerPath(jobPostPaths.list, { id: employerId }), jobPostBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<JobPost>();
}
