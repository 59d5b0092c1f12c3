import { careerClusterSeed } from '../../seed/career-clusters.ts';
import type { OccupationRecord } from '../records.ts';
import type { FoundFile } from './files.ts';
import { onetCode } from './onet.ts';
import { readCsv } from './table.ts';

const clusterNames = new Set<string>(careerClusterSeed.map((c) => c.name));

export interface ListResult {
  rows: number;
  /** Rows whose occupation is in the import. */
  matched: number;
}

/**
 * O*NET OnLine "All Career Clusters": one row per occupation; an occupation in several clusters
 * lists them joined by "; " with its pathways joined the same way. The first cluster is primary.
 */
export async function applyCareerClusters(
  file: FoundFile,
  records: Map<string, OccupationRecord>,
): Promise<ListResult> {
  const table = await readCsv(file.path, file.name);
  const [cluster, pathway, code] = ['Career Cluster', 'Career Pathway', 'Code'].map((c) => table.column(c));
  let matched = 0;
  for (const row of table.rows) {
    const record = records.get(table.code(row, code!, onetCode));
    const names = table.required(row, cluster!).split('; ');
    const pathways = table.text(row, pathway!).split('; ');
    for (const name of names) {
      if (!clusterNames.has(name)) throw table.error(row.line, `unknown career cluster "${name}"`);
    }
    if (!record) continue;
    matched += 1;
    record.clusters = [];
    names.forEach((name, i) => {
      if (record.clusters.some((c) => c.name === name)) return;
      record.clusters.push({ name, pathway: pathways[i]?.trim() || null });
    });
  }
  return { rows: table.rows.length, matched };
}

/** O*NET OnLine "All Bright Outlook Occupations": Code and Categories (joined by "; "). */
export async function applyBrightOutlook(file: FoundFile, records: Map<string, OccupationRecord>): Promise<ListResult> {
  const table = await readCsv(file.path, file.name);
  const [code, categories] = ['Code', 'Categories'].map((c) => table.column(c));
  let matched = 0;
  for (const row of table.rows) {
    const record = records.get(table.code(row, code!, onetCode));
    const value = table.required(row, categories!);
    if (!record) continue;
    matched += 1;
    record.brightOutlookCategory = value
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .join('; ');
  }
  return { rows: table.rows.length, matched };
}
