import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

const {
  careerClusters: clusters,
  clusterSurveySteps: steps,
  clusterSurveyOptions: options,
  clusterSurveyResponses: responses,
  clusterSurveyAnswers: answers,
  savedClusters: saved,
} = schema;

/** Whose survey: a signed-in customer's, or a guest's by the hash of their cookie token. */
export type SurveyOwner = { customerId: number } | { guestTokenHash: string };

function ownedBy(owner: SurveyOwner): SQL {
  return 'customerId' in owner
    ? eq(responses.customerId, owner.customerId)
    : eq(responses.guestTokenHash, owner.guestTokenHash);
}

// ---------------------------------------------------------------- the survey itself

/** Every option with its step, in survey order. Prepared: each survey page and result reads it. */
const surveyOptionsStatement = preparedStatement((db: Db) =>
  db
    .select({
      stepId: steps.id,
      stepTitle: steps.title,
      stepDescription: steps.description,
      optionId: options.id,
      clusterId: options.clusterId,
      kind: options.kind,
      description: options.description,
    })
    .from(options)
    .innerJoin(steps, eq(steps.id, options.stepId))
    .orderBy(asc(steps.position), asc(options.position))
    .prepare('cluster_survey_options'),
);
export type SurveyOptionRow = Awaited<ReturnType<typeof listSurveyOptions>>[number];

export function listSurveyOptions(db: Db) {
  return surveyOptionsStatement(db).execute();
}

export async function existingOptionIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: options.id }).from(options).where(inArray(options.id, ids));
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- responses and answers

const responseColumns = { id: responses.id, createdAt: responses.createdAt, updatedAt: responses.updatedAt };
export type ResponseRow = { id: number; createdAt: Date; updatedAt: Date };

/** The survey the results come from: the owner's most recently taken. */
export async function latestResponse(db: DbOrTx, owner: SurveyOwner): Promise<ResponseRow | null> {
  const [row] = await db
    .select(responseColumns)
    .from(responses)
    .where(ownedBy(owner))
    .orderBy(desc(responses.createdAt), desc(responses.id))
    .limit(1);
  return row ?? null;
}

export async function findResponse(db: DbOrTx, owner: SurveyOwner, id: number): Promise<ResponseRow | null> {
  const [row] = await db
    .select(responseColumns)
    .from(responses)
    .where(and(eq(responses.id, id), ownedBy(owner)));
  return row ?? null;
}

export async function insertResponse(tx: DbOrTx, owner: SurveyOwner): Promise<number> {
  const [row] = await tx
    .insert(responses)
    .values('customerId' in owner ? { customerId: owner.customerId } : { guestTokenHash: owner.guestTokenHash })
    .returning({ id: responses.id });
  return row!.id;
}

/** Marks a response as changed; a retake also counts as newly taken. */
export async function touchResponse(tx: DbOrTx, id: number, { retaken }: { retaken: boolean }) {
  const now = new Date();
  await tx
    .update(responses)
    .set(retaken ? { createdAt: now, updatedAt: now } : { updatedAt: now })
    .where(eq(responses.id, id));
}

export async function replaceAnswers(tx: DbOrTx, responseId: number, selection: Map<number, boolean>) {
  await tx.delete(answers).where(eq(answers.responseId, responseId));
  if (selection.size === 0) return;
  await tx.insert(answers).values([...selection].map(([optionId, selected]) => ({ responseId, optionId, selected })));
}

export async function selectedOptionIds(db: DbOrTx, responseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ optionId: answers.optionId })
    .from(answers)
    .where(and(eq(answers.responseId, responseId), eq(answers.selected, true)));
  return new Set(rows.map((row) => row.optionId));
}

/** Every ticked option of every survey the owner took, newest survey first, then in survey order. */
export function listInterests(db: DbOrTx, owner: SurveyOwner) {
  return db
    .select({
      responseId: responses.id,
      createdAt: responses.createdAt,
      optionId: options.id,
      description: options.description,
      kind: options.kind,
      clusterId: options.clusterId,
      stepId: steps.id,
      stepTitle: steps.title,
    })
    .from(answers)
    .innerJoin(responses, eq(responses.id, answers.responseId))
    .innerJoin(options, eq(options.id, answers.optionId))
    .innerJoin(steps, eq(steps.id, options.stepId))
    .where(and(ownedBy(owner), eq(answers.selected, true)))
    .orderBy(desc(responses.createdAt), desc(responses.id), asc(steps.position), asc(options.position));
}

// ---------------------------------------------------------------- clusters and saves

/** The 16 clusters, each flagged when the customer saved it (never for a guest). */
export function listClusters(db: DbOrTx, customerId: number | null) {
  const isSaved =
    customerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${saved} where ${saved.customerId} = ${customerId} and ${saved.clusterId} = ${clusters.id})`;
  return db
    .select({ id: clusters.id, name: clusters.name, description: clusters.description, isSaved })
    .from(clusters)
    .orderBy(asc(clusters.id));
}

export function listSavedClusters(db: DbOrTx, customerId: number) {
  return db
    .select({ id: clusters.id, name: clusters.name, description: clusters.description })
    .from(saved)
    .innerJoin(clusters, eq(clusters.id, saved.clusterId))
    .where(eq(saved.customerId, customerId))
    .orderBy(asc(clusters.name));
}

export async function clusterExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: clusters.id }).from(clusters).where(eq(clusters.id, id));
  return row !== undefined;
}

/** Saved becomes unsaved and the reverse; answers the new state. */
export async function toggleSavedCluster(tx: DbOrTx, customerId: number, clusterId: number): Promise<boolean> {
  const removed = await tx
    .delete(saved)
    .where(and(eq(saved.customerId, customerId), eq(saved.clusterId, clusterId)))
    .returning({ clusterId: saved.clusterId });
  if (removed.length > 0) return false;
  await tx.insert(saved).values({ customerId, clusterId }).onConflictDoNothing();
  return true;
}
