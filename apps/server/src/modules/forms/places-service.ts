import type { Actor } from '../../platform/access/actor.ts';
import { requireSignedIn } from '../../platform/access/policies.ts';
import type { PlacesService } from '../../platform/geo/places.ts';
import { notFound } from '../../platform/http/errors.ts';

/** Address suggestions for the primary-address question; 404 while no provider is configured. */
export async function suggestPlaces(
  places: PlacesService | null,
  actor: Actor,
  input: string,
  session: string | undefined,
) {
  requireSignedIn(actor);
  if (!places) throw notFound();
  return { data: await places.suggest(input, session) };
}

/** The chosen suggestion's address parts and coordinates; 404 for an unknown place or while the feature is off. */
export async function placeDetails(
  places: PlacesService | null,
  actor: Actor,
  placeId: string,
  session: string | undefined,
) {
  requireSignedIn(actor);
  if (!places) throw notFound();
  const place = await places.details(placeId, session);
  if (!place) throw notFound();
  return { data: place };
}
