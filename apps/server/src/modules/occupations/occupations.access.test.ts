import { createOccupation } from '@portal/db/factories';
import { describeAccessMatrix, matrixRoles } from '../../testing/access-matrix.ts';

/**
 * Clusters are public (guests use the cluster pages too). Opportunities and saving them are for signed-in
 * customers only: guests get 401, staff 403. Saves are per customer (see occupations.test.ts).
 */
describeAccessMatrix('occupations', [
  { method: 'GET', url: () => '/internal-api/career-clusters', allowed: matrixRoles },
  {
    method: 'GET',
    url: () => '/internal-api/career-opportunity?keyword=nurse&page=1',
    allowed: ['customer', 'anotherCustomer'],
  },
  {
    method: 'GET',
    url: async ({ db }) => `/internal-api/career-opportunity/${(await createOccupation(db)).id}`,
    allowed: ['customer', 'anotherCustomer'],
  },
  {
    method: 'POST',
    url: () => '/internal-api/career-opportunity/save',
    body: async ({ db }) => ({ opportunity: (await createOccupation(db)).id }),
    allowed: ['customer', 'anotherCustomer'],
  },
]);
