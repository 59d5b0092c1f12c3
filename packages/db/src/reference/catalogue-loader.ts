import { count } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { occupations } from '../schema/occupations.ts';
import { referenceTables, settleTables } from './settle.ts';
import { type BuiltInCatalogue, loadBuiltInCatalogue } from '../seed/catalogue/index.ts';
import {
  lockReferenceWriters,
  recordReferenceImport,
  storeCipCodes,
  storeCipSoc,
  storeOccupations,
  storeProgramCatalogue,
} from './store.ts';

export interface CatalogueSeedResult {
  /** False when occupations were already there (an import or an earlier start): nothing was written. */
  loaded: boolean;
  occupations: number;
  programs: number;
}

/**
 * Loads the built-in demo catalogue (seed/catalogue) through the same writer as the importer, in
 * one transaction, but only into an empty catalogue, so an operator's import is never overwritten.
 * The career clusters (seedReference) must already be there.
 */
export async function seedCatalogue(db: Db, given?: BuiltInCatalogue): Promise<CatalogueSeedResult> {
  const skipped = { loaded: false, occupations: 0, programs: 0 };
  if (await hasOccupations(db)) return skipped;
  const result = await db.transaction(async (tx) => {
    await lockReferenceWriters(tx);
    // Another process may have loaded it while this one waited for the lock.
    if (await hasOccupations(tx)) return skipped;
    // Read (and checked) only when it is about to be written.
    const catalogue = given ?? loadBuiltInCatalogue();
    await storeCipCodes(tx, catalogue.cip);
    await storeCipSoc(tx, catalogue.cipSoc);
    await storeOccupations(tx, catalogue.occupations);
    await storeProgramCatalogue(tx, {
      programTypes: catalogue.programTypes,
      programFormats: catalogue.programFormats,
      providerTypes: catalogue.providerTypes,
      providers: catalogue.providers,
      programs: catalogue.programs,
    });
    if (catalogue.occupations.length > 0) {
      await recordReferenceImport(tx, {
        source: 'built-in-catalogue',
        vintage: 'Demo catalogue (O*NET 29.3 codes, BLS 2024 figures)',
        rowCount: catalogue.occupations.length,
      });
    }
    return { loaded: true, occupations: catalogue.occupations.length, programs: catalogue.programs.length };
  });
  // Statistics and merged GIN pending lists for what was just loaded, rather than waiting for autovacuum.
  if (result.loaded) await settleTables(db, referenceTables);
  return result;
}

async function hasOccupations(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(occupations);
  return (existing?.n ?? 0) > 0;
}
