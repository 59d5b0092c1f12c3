import { formConstants, type JobTitle } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireSignedIn } from '../../platform/access/policies.ts';
import type { ZipPlace } from '../../platform/geo/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

const jobTitleLimit = 20;

export async function listRaces(db: Db, actor: Actor) {
  requireSignedIn(actor);
  const rows = await repository.listRaces(db);
  return { data: rows.map((row) => ({ id: row.id, display_name: row.displayName, description: row.description })) };
}

export async function lookupZip(actor: Actor, lookup: (zip: string) => Promise<ZipPlace | null>, zip: string) {
  requireSignedIn(actor);
  const place = await lookup(zip);
  if (!place) throw notFound();
  return place;
}

/** Titles containing the search text, plus the already chosen one (`include`) so its label shows before a search. */
export async function searchJobTitles(db: Db, actor: Actor, search: string, include: number | undefined) {
  requireSignedIn(actor);
  const data: JobTitle[] = search === '' ? [] : await repository.searchJobTitles(db, search, jobTitleLimit);
  if (
    include !== undefined &&
    include !== formConstants.neverEmployedValue &&
    !data.some((row) => row.id === include)
  ) {
    const chosen = await repository.findJobTitle(db, include);
    if (chosen) data.unshift(chosen);
  }
  return { data };
}
