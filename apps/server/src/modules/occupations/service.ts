import {
  brightOutlookReason,
  matchIfAnySort,
  occupationConstants,
  occupationMessages,
  outlookFor,
  salaryBuckets,
  salaryRating,
  type CareerCluster,
  type Opportunity,
  type OpportunityDetail,
  type OpportunityPage,
  type OpportunitySearch,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { normalizeTitle } from '@portal/db/reference';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { scoreFor } from '../my-career/repository.ts';
import { hasMatchData, hasMatchScores } from '../my-career/service.ts';
import { keywordPatterns } from './keyword-hits.ts';
import * as repository from './repository.ts';

/**
 * Occupations are reference data every customer reads alike; only the saved flag is the caller's own, so
 * every query is given the caller's customer id and another customer's saves never show.
 */

/** Clusters are read by guests too (the career-cluster pages). */
export function listCareerClusters(db: Db): Promise<CareerCluster[]> {
  return repository.listCareerClusters(db);
}

function toOpportunity(row: repository.OpportunityRow): Opportunity {
  const reason = brightOutlookReason(row.growthRate, row.brightOutlookCategory);
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    description: row.description,
    growth_rate: row.growthRate,
    median_annual_salary: row.medianAnnualSalary,
    annual_job_openings: row.annualJobOpenings,
    bright_outlook_job: reason !== null,
    bright_outlook_reason: reason,
    clusters: row.clusters,
    // The customer's latest complete set from the match engine (my-career); null before one exists.
    match_score: row.matchScore == null ? null : Math.round(row.matchScore * 10_000) / 10_000,
    is_saved: row.isSaved,
  };
}

async function scalesFor(db: Db, ids: number[] | undefined): Promise<number[] | null> {
  if (!ids || ids.length === 0) return null;
  const scales = await repository.educationScales(db, ids);
  if (ids.some((id) => !scales.has(id))) throw invalid({ education: [occupationMessages.invalidEducation] });
  return [...new Set(scales.values())];
}

/** `match-if-any`: best match first when the status would say the customer has match data, else the default order. */
async function appliedSortFor(db: Db, customerId: number, sort: OpportunitySearch['sort']) {
  if (sort !== matchIfAnySort) return undefined;
  return (await hasMatchData(db, customerId)) ? ('match-desc' as const) : null;
}

export async function searchOpportunities(db: Db, actor: Actor, query: OpportunitySearch): Promise<OpportunityPage> {
  const { customerId } = requireCustomer(actor);
  if (query.sort === 'match-desc' && !(await hasMatchScores(db, customerId))) {
    throw invalid({ sort: [occupationMessages.noMatchData] });
  }
  const page = query.page ?? 1;
  const bucket = salaryBuckets.find((candidate) => candidate.value === query.salary);
  const keyword = normalizeTitle(query.keyword ?? '');
  const { pageSize } = occupationConstants;
  const [scales, appliedSort] = await Promise.all([
    scalesFor(db, query.education),
    appliedSortFor(db, customerId, query.sort),
  ]);
  const { total, rows } = await repository.searchOpportunities(
    db,
    {
      customerId,
      scales,
      clusters: query.cluster && query.cluster.length > 0 ? query.cluster : null,
      salaryMin: bucket ? bucket.min : null,
      salaryMax: bucket ? bucket.max : null,
      saved: query.saved ?? false,
      sort: appliedSort === undefined ? (query.sort ?? null) : appliedSort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    },
    keyword === '' ? null : keywordPatterns(keyword),
  );
  return {
    data: rows.map(toOpportunity),
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / pageSize)),
    ...(appliedSort === undefined ? {} : { appliedSort }),
  };
}

export async function getOpportunity(db: Db, actor: Actor, id: number): Promise<OpportunityDetail> {
  const { customerId } = requireCustomer(actor);
  const row = await repository.findOpportunity(db, id, customerId);
  if (!row) throw notFound();
  const matchScore = await scoreFor(db, customerId, id);
  const topics = (kind: string) => row.topics.filter((topic) => topic.kind === kind).map((topic) => topic.name);
  return {
    ...toOpportunity({ ...row, matchScore }),
    aliases: row.aliases,
    video: row.video,
    meta: {
      education_level: row.educationLevel,
      tech: topics('tech'),
      knowledge: topics('knowledge'),
      skills: topics('skills'),
      tasks: row.tasks,
    },
    bright_outlook_category: row.brightOutlookCategory,
    // Only national BLS figures are loaded; the local facts repeat them.
    local: { growthRate: row.growthRate, medianAnnualSalary: row.medianAnnualSalary },
    outlook: outlookFor(row.growthRate),
    salary_rating: salaryRating(row.medianAnnualSalary),
    related: row.related,
  };
}

export async function toggleSavedOpportunity(db: Db, actor: Actor, occupationId: number) {
  const { customerId } = requireCustomer(actor);
  const isSaved = await db.transaction(async (tx) => {
    if (!(await repository.occupationExists(tx, occupationId))) throw notFound();
    return repository.toggleSaved(tx, customerId, occupationId);
  });
  return { is_saved: isSaved };
}
