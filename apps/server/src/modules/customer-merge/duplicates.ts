import { sql } from 'drizzle-orm';
import { mergeUndoDays, type PossibleDuplicates } from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { canSeeCustomer, isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { rowsOf } from './catalog.ts';
import { nameDistance } from '../customers/typo-ranking.ts';

/** At most this many edits between the normalised names (the typo search's one-edit mistakes, and one more). */
const maxEdits = 2;
/** People born on one day are few even at a million customers; more than this are not read. */
const sameBirthdateLimit = 500;
/** Records merged into one are listed up to this many (a record merged into 20 times is a case for support). */
const mergedFromLimit = 20;

interface Candidate {
  id: number;
  first_name: string;
  last_name: string;
  birthdate: string | null;
  search_name: string;
  location_ids: number[];
  locations: string[];
}

/**
 * Possible duplicates of a customer: the same birthdate (its index) and a name the typo search would take for
 * the same one (ADR 0026's distance, in either order of the names, the normalised "first last" the search
 * keeps). Deleted and merged records are not offered; only records the caller can reach are listed.
 */
export async function possibleDuplicates(db: Db, actor: Actor, customerId: number): Promise<PossibleDuplicates> {
  const staff = requireStaff(actor);
  const [self] = await rowsOf<Candidate & { merged_into: number | null; swapped: string }>(
    db,
    sql`
    select c.id, c.first_name, c.last_name, c.birthdate::text as birthdate, c.search_name, c.location_ids,
      c.merged_into, portal_search_name(c.last_name || ' ' || c.first_name) as swapped,
      array(select l.name from locations l where l.id = any(c.location_ids) order by l.name) as locations
    from customers c where c.id = ${customerId}`,
  );
  if (!self) throw notFound();
  if (!canSeeCustomer(staff, { id: self.id, locationIds: self.location_ids })) throw forbidden();
  const none = {
    merged_into: self.merged_into,
    duplicates: [],
    can_merge: isAdmin(staff),
    undo_merge_id: null,
    merged_from: [],
  };
  if (self.merged_into !== null) return { ...none, undo_merge_id: await undoableMerge(db, staff, self.id) };
  const mergedFrom = await rowsOf<{ id: number; merged_at: string }>(
    db,
    sql`
    select m.loser_id as id, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as merged_at
    from customer_merges m where m.survivor_id = ${self.id} and m.status = 'completed'
    order by m.id desc limit ${mergedFromLimit}`,
  );
  if (self.birthdate === null) return { ...none, merged_from: mergedFrom };

  const found = await rowsOf<Candidate>(
    db,
    sql`
    select c.id, c.first_name, c.last_name, c.birthdate::text as birthdate, c.search_name, c.location_ids,
      array(select l.name from locations l where l.id = any(c.location_ids) order by l.name) as locations
    from customers c
    where c.birthdate = ${self.birthdate}::date and c.id <> ${self.id} and c.deleted_at is null
      and c.merged_into is null
    order by c.id limit ${sameBirthdateLimit}`,
  );
  const queries = [self.search_name, self.swapped];
  const duplicates = found
    .filter((candidate) => canSeeCustomer(staff, { id: candidate.id, locationIds: candidate.location_ids }))
    .map((candidate) => ({ candidate, distance: nameDistance(queries, candidate.search_name) }))
    .filter(({ distance }) => distance <= maxEdits)
    .sort((a, b) => a.distance - b.distance || a.candidate.id - b.candidate.id)
    .map(({ candidate }) => ({
      id: candidate.id,
      first_name: candidate.first_name,
      last_name: candidate.last_name,
      birthdate: candidate.birthdate,
      locations: candidate.locations,
    }));
  return { ...none, duplicates, merged_from: mergedFrom };
}

/**
 * The merge that took this record away, when the caller may undo it now (service.undo's rules): an admin who
 * reaches the survivor, the merge finished, within mergeUndoDays, the survivor not itself merged away since.
 */
async function undoableMerge(db: Db, staff: StaffActor, loserId: number): Promise<number | null> {
  if (!isAdmin(staff)) return null;
  const [merge] = await rowsOf<{ id: number; survivor_id: number; location_ids: number[] }>(
    db,
    sql`
    select m.id, m.survivor_id, s.location_ids from customer_merges m join customers s on s.id = m.survivor_id
    where m.loser_id = ${loserId} and m.status = 'completed' and s.merged_into is null
      and m.created_at > now() - make_interval(days => ${mergeUndoDays})
    order by m.id desc limit 1`,
  );
  if (!merge || !canSeeCustomer(staff, { id: merge.survivor_id, locationIds: merge.location_ids })) return null;
  return merge.id;
}
