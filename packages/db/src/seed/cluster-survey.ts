import type { DbOrTx } from '../client.ts';

/** Writes the career-cluster survey (catalogue/survey.ts) when it is not there yet. Owned by the clusters area. */
export async function seedClusterSurvey(db: DbOrTx): Promise<void> {
  void db;
}
