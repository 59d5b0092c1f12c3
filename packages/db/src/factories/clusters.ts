import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  clusterSurveyAnswers,
  clusterSurveyOptions,
  clusterSurveyResponses,
  clusterSurveySteps,
  savedClusters,
} from '../schema/index.ts';

/** Factories for the clusters area: survey responses (customer or guest) and saved clusters. */

export type SurveyOptionKindName = 'activity' | 'quality' | 'subject';

export interface SurveyOptionRow {
  id: number;
  stepId: number;
  clusterId: number;
  kind: string;
  description: string;
}

/** The seeded survey's options in step and position order. */
export function listSurveyOptions(db: DbOrTx): Promise<SurveyOptionRow[]> {
  return db
    .select({
      id: clusterSurveyOptions.id,
      stepId: clusterSurveyOptions.stepId,
      clusterId: clusterSurveyOptions.clusterId,
      kind: clusterSurveyOptions.kind,
      description: clusterSurveyOptions.description,
    })
    .from(clusterSurveyOptions)
    .innerJoin(clusterSurveySteps, eq(clusterSurveySteps.id, clusterSurveyOptions.stepId))
    .orderBy(asc(clusterSurveySteps.position), asc(clusterSurveyOptions.position));
}

/** A guest's cookie token and the SHA-256 hash the database keeps (the server's rule, repeated for fixtures). */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: createHash('sha256').update(token).digest('hex') };
}

export interface SurveyResponseOverrides {
  customerId?: number;
  guestTokenHash?: string;
  /** Ids of the options ticked; every other option is stored as not ticked. */
  selectedOptionIds: number[];
  createdAt?: Date;
}

/** One survey taken by a customer or a guest, with an answer for every option of the survey. */
export async function createClusterSurveyResponse(db: DbOrTx, overrides: SurveyResponseOverrides) {
  const { selectedOptionIds, createdAt = new Date(), customerId, guestTokenHash } = overrides;
  if ((customerId === undefined) === (guestTokenHash === undefined)) {
    throw new Error('A survey response belongs to a customer or to a guest, not both or neither');
  }
  const [response] = await db
    .insert(clusterSurveyResponses)
    .values({ customerId: customerId ?? null, guestTokenHash: guestTokenHash ?? null, createdAt, updatedAt: createdAt })
    .returning();
  const selected = new Set(selectedOptionIds);
  const options = await listSurveyOptions(db);
  await db
    .insert(clusterSurveyAnswers)
    .values(
      options.map((option) => ({ responseId: response!.id, optionId: option.id, selected: selected.has(option.id) })),
    );
  return response!;
}

/** Ticks every option of the given clusters (optionally only some kinds). */
export async function optionIdsFor(
  db: DbOrTx,
  clusterIds: number[],
  kinds: readonly SurveyOptionKindName[] = ['activity', 'quality', 'subject'],
): Promise<number[]> {
  const options = await listSurveyOptions(db);
  return options
    .filter((option) => clusterIds.includes(option.clusterId) && kinds.includes(option.kind as SurveyOptionKindName))
    .map((option) => option.id);
}

export async function saveClusterFor(db: DbOrTx, customerId: number, clusterId: number) {
  await db.insert(savedClusters).values({ customerId, clusterId }).onConflictDoNothing();
}
