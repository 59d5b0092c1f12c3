import {
  brightOutlookReason,
  occupationConstants,
  occupationMessages,
  salaryBuckets,
  type MatchStatus,
  type MyCareerOpportunity,
  type MyCareerPage,
  type MyCareerSearch,
  type OccupationMatchResponse,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import { normalizeTitle } from '@portal/db/reference';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { keywordHits, keywordPatterns } from '../occupations/keyword-hits.ts';
import { educationScales } from '../occupations/repository.ts';
import { catalogueForSet } from './cache.ts';
import { explain, hasAnyInput } from './engine.ts';
import { myCareerJobNames } from './jobs.ts';
import { myCareerPage } from './opportunities-repository.ts';
import * as repository from './repository.ts';

/** The match engine's calls: status, the customer's opportunities, one occupation's match. */

const roundScore = (score: number) => Math.round(score * 10_000) / 10_000;

/**
 * What the status says, read without its side effect: the four flags, whether any input is given (a saved cluster
 * counts), whether the customer has a set at all, and `matches`, from the set's versions against the catalogue.
 */
async function readStatus(db: Db, customerId: number) {
  const [inputs, state, stamp] = await Promise.all([
    repository.hasInputs(db, customerId),
    repository.matchState(db, customerId),
    repository.catalogueStamp(db),
  ]);
  const flags = {
    clusterSurvey: inputs.cluster_survey,
    pairinSurvey: inputs.skills_survey,
    professional: inputs.professional,
    education: inputs.education,
  };
  const anyInput = Object.values(flags).some(Boolean) || inputs.saved_clusters;
  // Without a set, a customer with inputs has none until the recompute `getStatus` asks for has run.
  const matches = state
    ? state.computedVersion === state.requestedVersion && state.catalogueStamp === stamp
    : !anyInput;
  return { flags, anyInput, hasSet: state !== null, matches };
}

/** The four flags come from the inputs themselves; `matches` from the set's versions against the catalogue. */
export async function getStatus(db: Db, jobs: JobQueue, actor: Actor): Promise<MatchStatus> {
  const { customerId } = requireCustomer(actor);
  const { flags, anyInput, hasSet, matches } = await readStatus(db, customerId);
  if (!hasSet && anyInput) {
    // Inputs given before the engine existed (or seeded): scored on first sight.
    await repository.markInputsChanged(db, customerId);
    await jobs.send(myCareerJobNames.recompute, {});
  }
  const given = Object.values(flags).filter(Boolean).length;
  return { ...flags, matches, completed: given / 4 };
}

/**
 * For the Occupation Finder's `sort=match-if-any` (issue #30): whether the status would tell the page that the
 * customer has match data, as the page reads it (`completed` above 0 and `matches`), so a search asked beside the
 * status call is in the order the page would have asked for after it.
 */
export async function hasMatchData(db: Db, customerId: number): Promise<boolean> {
  const { flags, matches } = await readStatus(db, customerId);
  return matches && Object.values(flags).some(Boolean);
}

async function scalesFor(db: Db, ids: number[] | undefined): Promise<number[] | null> {
  if (!ids || ids.length === 0) return null;
  const scales = await educationScales(db, ids);
  if (ids.some((id) => !scales.has(id))) throw invalid({ education: [occupationMessages.invalidEducation] });
  return [...new Set(scales.values())];
}

export async function listOpportunities(db: Db, actor: Actor, query: MyCareerSearch): Promise<MyCareerPage> {
  const { customerId } = requireCustomer(actor);
  const state = await repository.matchState(db, customerId);
  const page = query.page ?? 1;
  const bucket = salaryBuckets.find((candidate) => candidate.value === query.salary);
  const keyword = normalizeTitle(query.keyword ?? '');
  const hits = keyword === '' ? null : await keywordHits(db, keywordPatterns(keyword));
  const scales = await scalesFor(db, query.education);
  const { pageSize } = occupationConstants;
  const profile = state?.hasScores && state.inputs && hasAnyInput(state.inputs) ? state.inputs : null;
  // Explanations use the catalogue the shown set was computed against (in memory: no query while it is current).
  const [current, { total, rows }] = await Promise.all([
    profile ? catalogueForSet(db, state!.catalogueStamp) : null,
    myCareerPage(db, {
      customerId,
      scales,
      clusters: query.clusters && query.clusters.length > 0 ? query.clusters : null,
      salaryMin: bucket ? bucket.min : null,
      salaryMax: bucket ? bucket.max : null,
      saved: query.saved ?? false,
      brightOutlook: query.brightOutlook ?? false,
      hitIds: hits ? hits.map((hit) => hit.id) : null,
      hitScores: hits ? hits.map((hit) => hit.score) : null,
      hitTiers: hits ? hits.map((hit) => hit.tier) : null,
      // Best match first is the default; asked for without scores, it falls back to the example order.
      sort: query.sort === 'match-desc' ? null : (query.sort ?? null),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    }),
  ]);
  const data = rows.map((row): MyCareerOpportunity => {
    const reason = brightOutlookReason(row.growthRate, row.brightOutlookCategory);
    const index = current?.catalogue.indexOf.get(row.id);
    const explanation = profile && current && index !== undefined ? explain(current.catalogue, profile, index) : null;
    const score = row.score === null ? null : roundScore(row.score);
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
      match_score: score,
      is_saved: row.isSaved,
      // The badge shows the stored score; the explanation's shares are of that same set's inputs.
      explanation: explanation && score !== null ? { ...explanation, score: roundScore(explanation.score) } : null,
    };
  });
  return { data, currentPage: page, lastPage: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function getMatch(db: Db, actor: Actor, occupationId: number): Promise<OccupationMatchResponse> {
  const { customerId } = requireCustomer(actor);
  const state = await repository.matchState(db, customerId);
  const current = await catalogueForSet(db, state?.catalogueStamp ?? null);
  const index = current.catalogue.indexOf.get(occupationId);
  if (index === undefined) throw notFound();
  if (!state?.hasScores || !state.inputs) return { data: null };
  const score = await repository.scoreFor(db, customerId, occupationId);
  if (score === null) return { data: null };
  const explanation = explain(current.catalogue, state.inputs, index);
  return {
    data: {
      occupation_id: occupationId,
      match_score: roundScore(score),
      explanation: { ...explanation, score: roundScore(explanation.score) },
    },
  };
}

/** For the Occupation Finder: whether the customer has scores (the match-desc sort needs them). */
export async function hasMatchScores(db: Db, customerId: number): Promise<boolean> {
  return (await repository.matchState(db, customerId))?.hasScores ?? false;
}
