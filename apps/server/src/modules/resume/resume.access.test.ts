import { resumePaths } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const resume = {
  paper_size: 'a4',
  name: 'Jordan Rivera',
  email: '',
  phone: '',
  address: '',
  objective: 'Registered Nurses',
  jobs: [],
  educations: [],
};

/** A resume is the signed-in customer's own: staff and guests get none, neither the draft nor the PDF. */
describeAccessMatrix('resume', [
  { method: 'GET', url: () => resumePaths.draft, allowed: ['customer', 'anotherCustomer'] },
  { method: 'POST', url: () => resumePaths.pdf, body: () => resume, allowed: ['customer', 'anotherCustomer'] },
]);
