import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { careerClusters, clusterSurveyOptions, clusterSurveySteps } from '../schema/index.ts';
import { surveySteps } from './catalogue/survey.ts';

/**
 * Writes the career-cluster survey (catalogue/survey.ts) when it is not there yet. An existing
 * survey is left alone: saved answers point at its option ids. Needs the 16 clusters first.
 */
export async function seedClusterSurvey(db: DbOrTx): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(clusterSurveySteps);
  if ((existing?.n ?? 0) > 0) return;

  const clusters = await db.select({ id: careerClusters.id, name: careerClusters.name }).from(careerClusters);
  const clusterIds = new Map(clusters.map((cluster) => [cluster.name, cluster.id]));
  const clusterId = (name: string) => {
    const id = clusterIds.get(name);
    if (id === undefined) throw new Error(`Survey option names an unknown career cluster: ${name}`);
    return id;
  };

  await db.transaction(async (tx) => {
    for (const [stepIndex, step] of surveySteps.entries()) {
      const [row] = await tx
        .insert(clusterSurveySteps)
        .values({ position: stepIndex + 1, title: step.title, description: step.description })
        .returning({ id: clusterSurveySteps.id });
      await tx.insert(clusterSurveyOptions).values(
        step.options.map((option, position) => ({
          stepId: row!.id,
          clusterId: clusterId(option.cluster),
          kind: option.kind,
          position: position + 1,
          description: option.description,
        })),
      );
    }
  });
}
