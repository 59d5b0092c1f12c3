import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmployerBodyParsed, EmployerSearchField } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { containsPattern, prefixPattern } from './paging.ts';
import type { OriginatorScope } from './scope.ts';

const { employers, employerLocations, jobPosts, locations } = schema;

function searchCondition(field: EmployerSearchField, term: string): SQL {
  const located = (condition: SQL) =>
    sql`exists (select 1 from ${employerLocations} el where el.employer_id = ${employers.id} and el.deleted_at is null and ${condition})`;
  switch (field) {
    case 'company_name':
      return sql`lower(${employers.companyName}) like ${containsPattern(term)}`;
    case 'fein':
      return sql`${employers.fein} like ${prefixPattern(term.replace(/\D/g, ''))}`;
    case 'address':
      return located(sql`lower(el.address) like ${containsPattern(term)}`);
    case 'county':
      return located(sql`lower(el.county) like ${prefixPattern(term)}`);
    case 'zipcode':
      return located(sql`el.zipcode like ${prefixPattern(term)}`);
  }
}

export async function listEmployers(
  db: DbOrTx,
  scope: OriginatorScope,
  search: { field: EmployerSearchField; term: string | undefined },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [isNull(employers.deletedAt)];
  if (scope !== null) {
    if (scope.length === 0) return { rows: [], total: 0 };
    conditions.push(inArray(employers.accountOriginatorLocationId, scope));
  }
  if (search.term) conditions.push(searchCondition(search.field, search.term));
  const firstLocation = db
    .select({
      address: employerLocations.address,
      county: employerLocations.county,
      zipcode: employerLocations.zipcode,
    })
    .from(employerLocations)
    .where(and(eq(employerLocations.employerId, employers.id), isNull(employerLocations.deletedAt)))
    .orderBy(employerLocations.id)
    .limit(1)
    .as('first_location');
  const rows = await db
    .select({
      id: employers.id,
      companyName: employers.companyName,
      fein: employers.fein,
      website: employers.website,
      accountOriginator: locations.name,
      address: firstLocation.address,
      county: firstLocation.county,
      zipcode: firstLocation.zipcode,
      locationsCount: sql<number>`(select count(*)::int from ${employerLocations} el where el.employer_id = ${employers.id} and el.deleted_at is null)`,
      jobPostsCount: sql<number>`(select count(*)::int from ${jobPosts} jp where jp.employer_id = ${employers.id} and jp.deleted_at is null)`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employers)
    .innerJoin(locations, eq(locations.id, employers.accountOriginatorLocationId))
    .leftJoinLateral(firstLocation, sql`true`)
    .where(and(...conditions))
    .orderBy(sql`lower(${employers.companyName})`, employers.id)
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(employers)
      .where(and(...conditions));
    return { rows, total: counted?.total ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

function employerValues(body: EmployerBodyParsed) {
  return {
    companyName: body.company_name,
    fein: body.fein,
    website: body.website,
    nlxCompanyNumber: body.nlx_company_number,
    h2aJobs: body.h2a_jobs,
    h2bJobs: body.h2b_jobs,
    hostRegisteredApprenticeships: body.host_registered_apprenticeships,
    hostRegisteredApprenticeshipsFuture: body.host_registered_apprenticeships_future,
    hostRegisteredApprenticeshipsTypes: body.hostRegisteredApprenticeshipsTypes,
    workBasedLearningOpportunities: body.work_based_learning_opportunities,
    workBasedLearningOpportunitiesFuture: body.work_based_learning_opportunities_future,
    workBasedLearningOpportunitiesTypes: body.workBasedLearningOpportunitiesTypes,
  };
}

export async function insertEmployer(
  db: DbOrTx,
  body: EmployerBodyParsed,
  owner: { createdBy: number; accountOriginatorLocationId: number },
) {
  const [row] = await db
    .insert(employers)
    .values({ ...employerValues(body), ...owner })
    .returning();
  return row!;
}

export async function updateEmployer(db: DbOrTx, id: number, body: EmployerBodyParsed) {
  const [row] = await db
    .update(employers)
    .set({ ...employerValues(body), updatedAt: new Date() })
    .where(and(eq(employers.id, id), isNull(employers.deletedAt)))
    .returning();
  return row ?? null;
}

/**
 * Soft delete: the employer, its locations and contacts leave every staff list; its posts leave the board (the board
 * skips deleted employers) but still resolve for whoever applied.
 */
export async function softDeleteEmployer(db: DbOrTx, id: number) {
  const now = new Date();
  await db
    .update(employers)
    .set({ deletedAt: now })
    .where(and(eq(employers.id, id), isNull(employers.deletedAt)));
}

export async function locationNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, ids))
    .orderBy(locations.name);
}
