import {
  clusterTexts,
  occupationsForClusterPath,
  rankClusters,
  type ClusterCard,
  type ClusterResults,
  type SurveyAnswers,
  type SurveyForm,
  type SurveyInterest,
  type SurveyOptionKind,
  type SurveyResponseSummary,
  type SurveyStep,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { newGuestToken } from './guest-token.ts';
import * as repository from './repository.ts';

/**
 * The career-cluster survey. Customers keep every survey they take (the interests panel groups them
 * by date) and results come from the latest; a guest has one survey, found by the hash of their
 * cookie token, that a retake overwrites. Nobody reaches another's survey: every query is scoped by
 * the caller's customer id or token hash, so another's id is simply not found.
 */

/** Who is taking the survey, through which variant of the API. */
export type SurveyCaller =
  { variant: 'customer'; actor: Actor } | { variant: 'guest'; actor: Actor; guestTokenHash: string | null };

/** The caller's surveys, or null for a guest who has none yet. Staff take no surveys. */
function ownerOf(caller: SurveyCaller): repository.SurveyOwner | null {
  if (caller.variant === 'customer') return { customerId: requireCustomer(caller.actor).customerId };
  if (caller.actor.kind === 'staff') throw forbidden();
  return caller.guestTokenHash ? { guestTokenHash: caller.guestTokenHash } : null;
}

const toSummary = (row: repository.ResponseRow): SurveyResponseSummary => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function toSteps(rows: repository.SurveyOptionRow[], selected: Set<number>): SurveyStep[] {
  const byStep = new Map<number, SurveyStep>();
  for (const row of rows) {
    let step = byStep.get(row.stepId);
    if (!step) {
      step = { id: row.stepId, title: row.stepTitle, description: row.stepDescription, options: [] };
      byStep.set(row.stepId, step);
    }
    step.options.push({ id: row.optionId, description: row.description, selected: selected.has(row.optionId) });
  }
  return [...byStep.values()];
}

/** GET create: the survey with nothing ticked. GET edit: the latest survey's answers ticked (404 before any). */
export async function getSurveyForm(db: Db, caller: SurveyCaller, mode: 'create' | 'edit'): Promise<SurveyForm> {
  const owner = ownerOf(caller);
  const rows = await repository.listSurveyOptions(db);
  if (mode === 'create') return { data: toSteps(rows, new Set()), response: null };
  const latest = owner ? await repository.latestResponse(db, owner) : null;
  if (!latest) throw notFound(clusterTexts.noSurveyYet);
  const selected = await repository.selectedOptionIds(db, latest.id);
  return { data: toSteps(rows, selected), response: toSummary(latest) };
}

/** Option keys must name options of the survey (the schema already checked their form and the booleans). */
async function selectionOf(db: Db, answers: SurveyAnswers): Promise<Map<number, boolean>> {
  const selection = new Map(Object.entries(answers).map(([key, value]) => [Number(key), value]));
  const known = await repository.existingOptionIds(db, [...selection.keys()]);
  const unknown = [...selection.keys()].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw invalid(Object.fromEntries(unknown.map((id) => [`option.${id}`, [clusterTexts.unknownOption]])));
  }
  return selection;
}

export interface SavedSurvey {
  summary: SurveyResponseSummary;
  /** A new guest token for the cookie, when this call created the guest's survey. */
  newGuestToken: string | null;
}

/** POST: a new survey. A guest who already has one retakes it (same row, answers replaced, date renewed). */
export async function saveSurvey(db: Db, caller: SurveyCaller, answers: SurveyAnswers): Promise<SavedSurvey> {
  const owner = ownerOf(caller);
  const selection = await selectionOf(db, answers);
  return db.transaction(async (tx) => {
    const retake = caller.variant === 'guest' && owner ? await repository.latestResponse(tx, owner) : null;
    let target = owner;
    let issued: string | null = null;
    // A guest without a survey gets a fresh token: a token the server did not issue is never adopted.
    if (caller.variant === 'guest' && !retake) {
      const fresh = newGuestToken();
      issued = fresh.token;
      target = { guestTokenHash: fresh.hash };
    }
    const id = retake ? retake.id : await repository.insertResponse(tx, target!);
    if (retake) await repository.touchResponse(tx, id, { retaken: true });
    await repository.replaceAnswers(tx, id, selection);
    const row = await repository.findResponse(tx, target!, id);
    return { summary: toSummary(row!), newGuestToken: issued };
  });
}

/** PUT {id}: new answers for one of the caller's own surveys (update mode). */
export async function updateSurvey(
  db: Db,
  caller: SurveyCaller,
  id: number,
  answers: SurveyAnswers,
): Promise<SurveyResponseSummary> {
  const owner = ownerOf(caller);
  if (!owner) throw notFound();
  const selection = await selectionOf(db, answers);
  const row = await db.transaction(async (tx) => {
    if (!(await repository.findResponse(tx, owner, id))) return null;
    await repository.replaceAnswers(tx, id, selection);
    await repository.touchResponse(tx, id, { retaken: false });
    return repository.findResponse(tx, owner, id);
  });
  if (!row) throw notFound();
  return toSummary(row);
}

export async function listInterests(db: Db, caller: SurveyCaller): Promise<SurveyInterest[]> {
  const owner = ownerOf(caller);
  if (!owner) return [];
  const rows = await repository.listInterests(db, owner);
  return rows.map((row) => ({
    created_at: row.createdAt.toISOString(),
    response_id: row.responseId,
    option: {
      data: {
        id: row.optionId,
        question_id: row.stepId,
        description: row.description,
        kind: row.kind as SurveyOptionKind,
        cluster_id: row.clusterId,
        question: { data: { id: row.stepId, title: row.stepTitle } },
      },
    },
  }));
}

function toClusterCard(row: { id: number; name: string; description: string }, isSaved: boolean): ClusterCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_saved: isSaved,
    cluster_link: occupationsForClusterPath(row.id),
  };
}

/** Every cluster ranked by the latest survey (contracts `scoringRule`); empty before any survey. */
export async function getResults(db: Db, caller: SurveyCaller): Promise<ClusterResults> {
  const owner = ownerOf(caller);
  const latest = owner ? await repository.latestResponse(db, owner) : null;
  if (!latest) return { data: [], survey: null };
  const customerId = owner && 'customerId' in owner ? owner.customerId : null;
  const [optionRows, selected, clusters] = await Promise.all([
    repository.listSurveyOptions(db),
    repository.selectedOptionIds(db, latest.id),
    repository.listClusters(db, customerId),
  ]);
  const ranked = rankClusters(
    clusters,
    optionRows.map((row) => ({
      clusterId: row.clusterId,
      kind: row.kind as SurveyOptionKind,
      description: row.description,
      selected: selected.has(row.optionId),
    })),
  );
  const byId = new Map(clusters.map((cluster) => [cluster.id, cluster]));
  return {
    survey: toSummary(latest),
    data: ranked.map((entry) => {
      const cluster = byId.get(entry.clusterId)!;
      return {
        rank: entry.rank,
        score: entry.score,
        max_score: entry.maxScore,
        counts: entry.counts,
        chosen: entry.chosen,
        explanation: entry.explanation,
        tie_note: entry.tieNote,
        tie: entry.tie,
        cluster: { data: toClusterCard(cluster, cluster.isSaved) },
      };
    }),
  };
}

export async function listSavedClusters(db: Db, actor: Actor): Promise<ClusterCard[]> {
  const { customerId } = requireCustomer(actor);
  const rows = await repository.listSavedClusters(db, customerId);
  return rows.map((row) => toClusterCard(row, true));
}

/** POST save-cluster: the same call saves and unsaves (spec 4). */
export async function toggleSavedCluster(db: Db, actor: Actor, clusterId: number) {
  const { customerId } = requireCustomer(actor);
  if (!(await repository.clusterExists(db, clusterId))) throw invalid({ cluster: [clusterTexts.invalidCluster] });
  const isSaved = await db.transaction((tx) => repository.toggleSavedCluster(tx, customerId, clusterId));
  return { cluster: clusterId, is_saved: isSaved };
}
