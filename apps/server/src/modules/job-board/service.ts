import {
  jobBoardConstants,
  jobBoardMessages,
  type JobBoardFilters,
  type JobBoardPost,
  type JobBoardSearchInput,
  type JobBoardSearchResponse,
  type JobOpenCountsResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { findCustomerWriteState } from '../../platform/access/customer-writable.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import type { Geocoder } from '../../platform/geo/index.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { industryName, industryOptions, positionTypeName, positionTypeOptions } from './labels.ts';
import * as repository from './repository.ts';

/**
 * The job board: anyone may search and read live posts (guests too: search engines read the JobPosting data; see
 * docs/spec-decisions.md). Apply clicks are counted for guests and customers; open counts are per signed-in customer.
 */

const metersPerMile = 1609.344;
const maxWords = 8;

/** The lower-cased words of a keyword search (each must match), or none. */
export function keywordWords(keyword: string | undefined): string[] {
  const words = (keyword ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length >= 1);
  return [...new Set(words)].slice(0, maxWords);
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toPost(row: repository.BoardRow): JobBoardPost {
  const post: JobBoardPost = {
    id: row.id,
    title: row.title,
    description: row.description,
    employer: { id: row.employerId, company_name: row.companyName },
    remote: row.remote,
    salary_range_min: row.salaryRangeMin,
    salary_range_max: row.salaryRangeMax,
    pay_unit: row.payUnit,
    hours_per_week: row.hoursPerWeek,
    minimum_educational_level: row.educationLevel,
    posted_at: isoOrNull(row.postedAt),
    expires_at: isoOrNull(row.expiresAt),
    apply_link: row.applyLink,
    cluster: row.clusterId === null ? null : { id: row.clusterId, name: row.clusterName ?? '' },
    contact_email: row.contactEmail,
    onet_code: row.onetCode,
    occupation: row.occupationId === null ? null : { id: row.occupationId, name: row.occupationTitle ?? '' },
    industry: industryName(row.industry),
    position_type: positionTypeName(row.jobPositionTypeId),
    benefits: row.benefits,
    location: row.city === null ? null : { city: row.city, state: row.state ?? '', zipcode: row.zipcode ?? '' },
  };
  if (row.meters !== null) post.distance_miles = Math.round((row.meters / metersPerMile) * 10) / 10;
  return post;
}

export async function searchBoard(
  db: Db,
  geocoder: Geocoder,
  _actor: Actor,
  query: JobBoardSearchInput,
): Promise<JobBoardSearchResponse> {
  let origin: repository.Origin | null = null;
  let originAddress: string | null = null;
  if (query.address) {
    const place = await geocoder.forward(query.address);
    if (!place) throw invalid({ address: [jobBoardMessages.unknownAddress] });
    const radius = query.radius ?? jobBoardConstants.defaultRadius;
    origin = { latitude: place.latitude, longitude: place.longitude, radiusMeters: radius * metersPerMile };
    originAddress = place.address;
  }
  let occupation: { id: number; code: string; title: string } | null = null;
  if (query.occupation !== undefined) {
    occupation = await repository.findOccupation(db, query.occupation);
    if (!occupation) throw invalid({ occupation: [jobBoardMessages.unknownOccupation] });
  }
  const page = query.page ?? 1;
  const perPage = jobBoardConstants.pageSize;
  const filters: repository.BoardFilters = {
    page,
    perPage,
    words: keywordWords(query.keyword),
    origin,
    remote: query.remote,
    industries: query.industry,
    educationLevelIds: query.education,
    positionTypeIds: query.positionType,
    minAnnualSalary: query.salary,
    onetCodes: occupation ? [occupation.code] : undefined,
  };
  let { rows, total } = await repository.searchPosts(db, filters);
  // No dead end: an occupation with nothing open shows the open posts of related occupations, and says so.
  let related = false;
  if (occupation && total === 0) {
    const codes = await repository.relatedOccupationCodes(db, occupation.id);
    if (codes.length > 0) {
      ({ rows, total } = await repository.searchPosts(db, { ...filters, onetCodes: codes }));
      related = total > 0;
    }
  }
  return {
    data: rows.map(toPost),
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(Math.min(total, repository.countCap) / perPage)),
    total,
    perPage,
    origin: originAddress === null ? null : { address: originAddress },
    occupation: occupation && { id: occupation.id, name: occupation.title },
    related,
  };
}

export async function postDetail(db: Db, _actor: Actor, id: number): Promise<JobBoardPost> {
  const row = await repository.findLivePost(db, id);
  if (!row) throw notFound();
  return toPost(row);
}

/**
 * Counts a click on Apply. A customer's click names the customer, unless their record is read-only (archived or
 * deleted): then it is counted for the post alone, so nothing is added to that record (docs/spec-decisions.md).
 */
export async function recordApplyClick(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.isLive(tx, id))) throw notFound();
    let customerId: number | null = null;
    if (actor.kind === 'customer') {
      const customer = await findCustomerWriteState(tx, actor.customerId);
      if (customer && customer.status && customer.deletedAt === null) customerId = customer.id;
    }
    await repository.recordApplyClick(tx, id, customerId);
  });
}

export async function filterOptions(db: Db, _actor: Actor): Promise<JobBoardFilters> {
  return {
    industries: industryOptions(),
    education_levels: await repository.educationLevelOptions(db),
    position_types: positionTypeOptions(),
  };
}

export async function openCounts(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  occupationIds: number[],
  radius: number | undefined,
): Promise<JobOpenCountsResponse> {
  const { customerId } = requireCustomer(actor);
  const miles = radius ?? jobBoardConstants.defaultRadius;
  const zip = await repository.customerZip(db, customerId);
  const place = zip ? await geocoder.forward(zip) : null;
  const origin = place && { latitude: place.latitude, longitude: place.longitude, radiusMeters: miles * metersPerMile };
  const counts = await repository.openCounts(db, occupationIds, origin);
  return {
    data: counts.map((row) => ({ occupation_id: row.occupationId, onet_code: row.code, count: row.count })),
    origin: place && { address: place.address },
    radius: miles,
  };
}
