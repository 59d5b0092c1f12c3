import type { Db } from '@portal/db';
import { normalizeTitle } from '@portal/db/reference';
import { bestOccupationForTitle } from '../occupations/keyword-hits.ts';
import { buildCatalogue, type EngineCatalogue } from './catalogue.ts';
import * as repository from './repository.ts';

/**
 * The engine's catalogue is read from the database once and kept in memory, per database, until the catalogue
 * stamp changes (an import or the demo catalogue wrote occupations). Job titles resolved to occupations are kept
 * with it: the same title resolves the same way until the catalogue changes.
 */
export interface LoadedCatalogue {
  stamp: string;
  catalogue: EngineCatalogue;
  titles: Map<string, Promise<number | null>>;
}

const loaded = new WeakMap<Db, Promise<LoadedCatalogue>>();

export async function currentCatalogue(db: Db): Promise<LoadedCatalogue> {
  const stamp = await repository.catalogueStamp(db);
  const cached = loaded.get(db);
  if (cached) {
    const value = await cached.catch(() => null);
    if (value?.stamp === stamp) return value;
  }
  const loading = repository.loadCatalogueRows(db).then(({ occupations, clusterNames }) => ({
    stamp,
    catalogue: buildCatalogue(occupations, clusterNames),
    titles: new Map<string, Promise<number | null>>(),
  }));
  loaded.set(db, loading);
  return loading;
}

/**
 * The catalogue a stored set was computed against, when it is the one in memory: no stamp query (the set's stamp
 * names it). Otherwise, or without a set, the current catalogue.
 */
export async function catalogueForSet(db: Db, setStamp: string | null): Promise<LoadedCatalogue> {
  const cached = await loaded.get(db)?.catch(() => null);
  if (cached && setStamp !== null && cached.stamp === setStamp) return cached;
  return currentCatalogue(db);
}

/** The occupation ids of past job titles (titles that name none are left out). */
export async function resolveJobTitles(db: Db, current: LoadedCatalogue, titles: string[]): Promise<number[]> {
  const ids = await Promise.all(
    titles.map((title) => {
      const key = normalizeTitle(title).slice(0, 100);
      let found = current.titles.get(key);
      if (!found) {
        found = bestOccupationForTitle(db, key);
        current.titles.set(key, found);
      }
      return found;
    }),
  );
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
