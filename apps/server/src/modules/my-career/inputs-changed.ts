import type { Actor } from '../../platform/access/actor.ts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { myCareerJobNames } from './jobs.ts';
import { markInputsChanged } from './repository.ts';

/**
 * Called by the routes that change a match input (cluster survey and saved clusters, skills survey, job and
 * education experiences) once their write succeeded: the customer's scores are stale until the recompute job,
 * nudged here, catches up (the minute sweep would otherwise).
 */
export async function matchInputsChanged(app: AppInstance, actor: Actor): Promise<void> {
  if (actor.kind !== 'customer') return;
  await markInputsChanged(app.db, actor.customerId);
  await app.jobs.send(myCareerJobNames.recompute, {});
}
