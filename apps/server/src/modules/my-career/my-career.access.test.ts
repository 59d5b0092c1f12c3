import { skillIds } from '@portal/contracts';
import { describeAccessMatrix } from '../../testing/access-matrix.ts';

const customers = ['customer', 'anotherCustomer'] as const;
const ratings = () => ({ ratings: Object.fromEntries(skillIds.map((id) => [id, 3])) });

/**
 * My Career and the skills survey are the signed-in customer's own: customers only (guests 401, staff 403). No id in
 * these paths names another customer's data (the match call's id is an occupation; 404 means no such occupation).
 */
describeAccessMatrix('my-career', [
  { method: 'GET', url: () => '/internal-api/my-career/data-input-completion', allowed: customers },
  { method: 'GET', url: () => '/internal-api/my-career/opportunities?page=1', allowed: customers },
  {
    method: 'GET',
    url: () => '/internal-api/my-career/match/1',
    allowed: customers,
    name: '/internal-api/my-career/match/{id}',
  },
  { method: 'GET', url: () => '/internal-api/skills-survey', allowed: customers },
  { method: 'PUT', url: () => '/internal-api/skills-survey', body: ratings, allowed: customers },
  { method: 'GET', url: () => '/internal-api/skills-survey/result', allowed: customers },
]);
