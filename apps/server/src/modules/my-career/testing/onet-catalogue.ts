import path from 'node:path';
import {
  normalizeTitle,
  parseReferenceFolder,
  type OccupationRecord,
  sharedDataFolder,
  skipWithoutSharedData,
} from '@portal/db/reference';
import { careerClusterSeed } from '@portal/db/seed';
import { buildCatalogue, type CatalogueOccupationInput, type EngineCatalogue } from '../catalogue.ts';

/** The full O*NET 29.3 catalogue (1,016 occupations) read from the shared public files, for the engine's tests. */

/** True where the shared data is missing outside CI (under CI a missing folder fails instead). */
export const skipWithoutOnet = skipWithoutSharedData(path.join('onet-29.3', 'Occupation Data.txt'));

export interface OnetCatalogue {
  catalogue: EngineCatalogue;
  records: OccupationRecord[];
  idOf(code: string): number;
  /** A job title to an occupation id: an exact title or alternate title (as the finder ranks an exact title first). */
  resolveTitle(title: string): number | null;
}

export function catalogueFromRecords(records: OccupationRecord[]): OnetCatalogue {
  const clusterIds = new Map<string, number>(careerClusterSeed.map((cluster) => [cluster.name, cluster.id]));
  const ids = new Map(records.map((record, index) => [record.code, index + 1]));
  const inputs: CatalogueOccupationInput[] = records.map((record, index) => ({
    id: index + 1,
    title: record.title,
    educationLevel: record.educationLevel,
    clusterIds: record.clusters.flatMap((cluster) =>
      clusterIds.has(cluster.name) ? [clusterIds.get(cluster.name)!] : [],
    ),
    skills: record.skills,
    knowledge: record.knowledge,
    related: record.related.flatMap((code) =>
      ids.has(code) ? [{ id: ids.get(code)!, tier: record.relatedTiers?.[code] ?? 'Primary-Short' }] : [],
    ),
  }));
  const catalogue = buildCatalogue(inputs, new Map(careerClusterSeed.map((cluster) => [cluster.id, cluster.name])));
  const byTitle = new Map<string, number>();
  records.forEach((record, index) => {
    byTitle.set(normalizeTitle(record.title), index + 1);
  });
  records.forEach((record, index) => {
    for (const title of [...record.alsoCalled, ...record.alternateTitles]) {
      const key = normalizeTitle(title);
      if (!byTitle.has(key)) byTitle.set(key, index + 1);
    }
  });
  records.forEach((record, index) => {
    for (const title of record.reportedTitles ?? []) {
      const key = normalizeTitle(title);
      if (!byTitle.has(key)) byTitle.set(key, index + 1);
    }
  });
  return {
    catalogue,
    records,
    idOf: (code) => ids.get(code)!,
    resolveTitle: (title) => byTitle.get(normalizeTitle(title)) ?? null,
  };
}

export async function loadOnetCatalogue(): Promise<OnetCatalogue> {
  const parsed = await parseReferenceFolder(sharedDataFolder);
  return catalogueFromRecords(parsed.occupations!);
}
