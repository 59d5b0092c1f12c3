import { jobBoardPaths } from '@portal/contracts';
import { createBoardEmployer, createJobPost, createOccupation } from '@portal/db/factories';
import type { Db } from '@portal/db';
import { describeAccessMatrix, matrixRoles } from '../../testing/access-matrix.ts';

/**
 * The board is public (docs/spec-decisions.md, job board): guests, customers and staff may search, read a post and
 * click Apply. Open counts are measured from a customer's own ZIP, so only customers may ask for them.
 */
const everyone = matrixRoles;
const customers = ['customer', 'anotherCustomer'] as const;

async function livePost(db: Db) {
  const employer = await createBoardEmployer(db);
  return createJobPost(db, { employerId: employer.id, locationIds: [employer.locations[0]!.id] });
}

describeAccessMatrix('job board', [
  { method: 'GET', url: () => jobBoardPaths.search, allowed: everyone },
  { method: 'GET', url: () => `${jobBoardPaths.search}?address=80202&radius=25&keyword=warehouse`, allowed: everyone },
  { method: 'GET', url: () => jobBoardPaths.filters, allowed: everyone },
  {
    method: 'GET',
    name: '/internal-api/job-board/{id}',
    url: async ({ db }) => jobBoardPaths.detail((await livePost(db)).id),
    allowed: everyone,
  },
  {
    method: 'POST',
    name: '/internal-api/job-board/apply-click/{id}',
    url: async ({ db }) => jobBoardPaths.applyClick((await livePost(db)).id),
    allowed: everyone,
  },
  {
    method: 'GET',
    name: '/internal-api/job-board/open-counts',
    url: async ({ db }) => `${jobBoardPaths.openCounts}?occupations=${(await createOccupation(db)).id}`,
    allowed: customers,
  },
]);
