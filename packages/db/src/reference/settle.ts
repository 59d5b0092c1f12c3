import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Every table the reference writer (store.ts, store-programs.ts, title-words.ts) fills. */
export const referenceTables = [
  'occupations',
  'occupation_clusters',
  'occupation_titles',
  'occupation_title_words',
  'title_words',
  'occupation_tasks',
  'occupation_topics',
  'occupation_interests',
  'related_occupations',
  'cip_codes',
  'cip_soc_crosswalk',
  'reference_imports',
  'program_types',
  'program_formats',
  'provider_types',
  'providers',
  'provider_locations',
  'programs',
] as const;

/**
 * After a bulk write, outside its transaction: fresh planner statistics for every table it filled, and their GIN
 * indexes' pending lists merged (every search reads a pending list in full, and the planner prices it in), so
 * searches keep their indexes without waiting for autovacuum (issue #16, docs/decisions/0026-typo-search-ranking.md).
 * ANALYZE alone does not merge them; gin_clean_pending_list does, and runs in PGlite too.
 */
export async function settleTables(db: Db, tables: readonly string[]) {
  if (tables.length === 0) return;
  await db.execute(sql.raw(`analyze ${tables.map((table) => `"${table}"`).join(', ')}`));
  await db.execute(sql`select gin_clean_pending_list(i.indexrelid)
    from pg_index i join pg_class x on x.oid = i.indexrelid join pg_am a on a.oid = x.relam
    where a.amname = 'gin' and i.indrelid = any(${sql.raw(`array[${tables.map((t) => `'"${t}"'::regclass`).join(', ')}]`)})`);
}
