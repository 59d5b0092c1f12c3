import { createEducationalExperience, createJobExperience } from '@portal/db/factories';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const body = {
  job_title: 'Cashier',
  company_name: 'Corner Market',
  start_date: '2020-01-01',
  current_role: true,
  accomplishments: [{ uuid: '0e7d2c5a-52a4-4b8f-9c66-3c3f8e1a9b10', description: 'Balanced the till daily' }],
};
const educationBody = {
  school: 'Aurora Public Schools',
  education_level_id: 2,
  field_of_study: 'General Studies',
  accomplishments: [{ uuid: '5a3f7c1e-9b2d-4e6a-8f10-2c4d6e8f0a1b', description: 'Graduated' }],
};

/**
 * Experiences are the customer's own: only the owner may list or change them. The rows belong to
 * `world.customer`; `anotherCustomer` is signed in but gets 404 on the owner's ids.
 */
describeAccessMatrix('experiences', [
  { method: 'GET', url: () => '/internal-api/customer-job-experiences', allowed: ['customer', 'anotherCustomer'] },
  {
    method: 'POST',
    url: () => '/internal-api/customer-job-experiences',
    body: () => body,
    allowed: ['customer', 'anotherCustomer'],
  },
  {
    method: 'PUT',
    url: async ({ db, world }) =>
      `/internal-api/customer-job-experiences/${(await createJobExperience(db, world.customer.id)).id}`,
    body: () => body,
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
  },
  {
    method: 'DELETE',
    url: async ({ db, world }) =>
      `/internal-api/customer-job-experiences/${(await createJobExperience(db, world.customer.id)).id}`,
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
  },
  {
    method: 'GET',
    url: () => '/internal-api/customer-educational-experiences',
    allowed: ['customer', 'anotherCustomer'],
  },
  {
    method: 'POST',
    url: () => '/internal-api/customer-educational-experiences',
    body: () => educationBody,
    allowed: ['customer', 'anotherCustomer'],
  },
  {
    method: 'PUT',
    url: async ({ db, world }) =>
      `/internal-api/customer-educational-experiences/${(await createEducationalExperience(db, world.customer.id)).id}`,
    body: () => educationBody,
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
  },
  {
    method: 'DELETE',
    url: async ({ db, world }) =>
      `/internal-api/customer-educational-experiences/${(await createEducationalExperience(db, world.customer.id)).id}`,
    allowed: ['customer'],
    deniedStatus: { anotherCustomer: 404 },
  },
  {
    method: 'GET',
    url: () => '/internal-api/education-levels',
    allowed: ['guest', 'customer', 'anotherCustomer', 'caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'],
  },
]);
