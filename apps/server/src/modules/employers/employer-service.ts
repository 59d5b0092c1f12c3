import type { employerListQuerySchema } from '@portal/contracts';
import {
  type Employer,
  type EmployerBodyParsed,
  type EmployerListResponse,
  employerLimits,
  employerMessages,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './employer-repository.ts';
import { queueWithdrawalsOfEmployer } from './nlx-feed.ts';
import { pagedResult } from './paging.ts';
import { type EmployerRow, originatorScope, reachableEmployer } from './scope.ts';

export function toEmployer(row: EmployerRow): Employer {
  return {
    id: row.id,
    company_name: row.companyName,
    account_originator: row.accountOriginator,
    account_originator_location_id: row.accountOriginatorLocationId,
    fein: row.fein,
    website: row.website,
    nlx_company_number: row.nlxCompanyNumber,
    h2a_jobs: row.h2aJobs,
    h2b_jobs: row.h2bJobs,
    host_registered_apprenticeships: row.hostRegisteredApprenticeships,
    host_registered_apprenticeships_future: row.hostRegisteredApprenticeshipsFuture,
    host_registered_apprenticeships_types: row.hostRegisteredApprenticeshipsTypes,
    work_based_learning_opportunities: row.workBasedLearningOpportunities,
    work_based_learning_opportunities_future: row.workBasedLearningOpportunitiesFuture,
    work_based_learning_opportunities_types: row.workBasedLearningOpportunitiesTypes,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listEmployers(
  db: Db,
  actor: Actor,
  query: z.output<typeof employerListQuerySchema>,
): Promise<EmployerListResponse> {
  const staff = requireStaff(actor);
  const perPage = employerLimits.pageSize;
  const { rows, total } = await repository.listEmployers(
    db,
    originatorScope(staff),
    { field: query.search_by, term: query.search_term || undefined },
    { limit: perPage, offset: (query.page - 1) * perPage },
  );
  const data = rows.map((row) => ({
    id: row.id,
    company_name: row.companyName,
    fein: row.fein,
    website: row.website,
    account_originator: row.accountOriginator,
    address: row.address ?? null,
    county: row.county ?? null,
    zipcode: row.zipcode ?? null,
    locations_count: row.locationsCount,
    job_posts_count: row.jobPostsCount,
  }));
  return pagedResult(data, query.page, perPage, total);
}

export async function getEmployer(db: Db, actor: Actor, id: number): Promise<Employer> {
  const { employer } = await reachableEmployer(db, actor, id);
  return toEmployer(employer);
}

export async function createEmployer(db: Db, actor: Actor, body: EmployerBodyParsed, ip: string): Promise<Employer> {
  const staff = requireStaff(actor);
  // Staff spec 2.14: the account originator is the creator's own location, never chosen in the form.
  const originator = staff.locationIds[0];
  const [location] = originator === undefined ? [] : await repository.locationNames(db, [originator]);
  if (originator === undefined || !location)
    throw invalid({ account_originator: [employerMessages.noOriginatorLocation] });
  const row = await db.transaction(async (tx) => {
    const inserted = await repository.insertEmployer(tx, body, {
      createdBy: staff.staffId,
      accountOriginatorLocationId: originator,
    });
    await audit(tx, { actor, action: 'employer.create', entityType: 'employer', entityId: inserted.id, ip });
    return inserted;
  });
  return toEmployer({ ...row, accountOriginator: location.name });
}

/** The account originator is read-only once created (staff spec 2.14): an update never moves the record. */
export async function updateEmployer(
  db: Db,
  actor: Actor,
  id: number,
  body: EmployerBodyParsed,
  ip: string,
): Promise<Employer> {
  const { employer } = await reachableEmployer(db, actor, id);
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateEmployer(tx, id, body);
    if (!updated) throw notFound();
    await audit(tx, { actor, action: 'employer.update', entityType: 'employer', entityId: id, ip });
    return updated;
  });
  return toEmployer({ ...row, accountOriginator: employer.accountOriginator });
}

export async function deleteEmployer(db: Db, actor: Actor, id: number, ip: string) {
  await reachableEmployer(db, actor, id);
  await db.transaction(async (tx) => {
    await repository.softDeleteEmployer(tx, id);
    await queueWithdrawalsOfEmployer(tx, id);
    await audit(tx, { actor, action: 'employer.delete', entityType: 'employer', entityId: id, ip });
  });
  return { deleted: true };
}
