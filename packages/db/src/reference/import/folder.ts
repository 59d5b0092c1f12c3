import { stat } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  cipCodes,
  cipSocCrosswalk,
  occupationClusters,
  occupationInterests,
  occupations,
  occupationTasks,
  occupationTitles,
  occupationTopics,
  referenceImports,
  relatedOccupations,
} from '../../schema/occupations.ts';
import type { ProgressListener, WriteCounts } from '../batch.ts';
import type { CipRecord, CipSocRecord, OccupationRecord } from '../records.ts';
import { referenceTables, settleTables } from '../settle.ts';
import {
  lockReferenceWriters,
  type OccupationStoreResult,
  recordReferenceImport,
  storeCipCodes,
  storeCipSoc,
  storeOccupations,
} from '../store.ts';
import { readOews, readProjections } from './bls.ts';
import { type FoundFile, findOfficialFiles, type OfficialFile } from './files.ts';
import { readCipCodes, readCipSocCrosswalk } from './nces.ts';
import { applyOnetFile, type OnetDetailFile, onetVintage, readOccupationData } from './onet.ts';
import { applyBrightOutlook, applyCareerClusters } from './onet-lists.ts';

export interface ImportOptions {
  onProgress?: ProgressListener | undefined;
}

export interface SourceLoaded {
  /** Key in reference_imports, e.g. 'onet', 'bls-oews'. */
  source: string;
  vintage: string;
  rowCount: number;
  file: string;
}

export interface ParsedReference {
  folder: string;
  /** Null when the folder holds no O*NET Occupation Data.txt. */
  occupations: OccupationRecord[] | null;
  cip: CipRecord[] | null;
  cipSoc: CipSocRecord[] | null;
  sources: SourceLoaded[];
  /** O*NET files the importer can read that were not found (their fields stay empty). */
  missingFiles: string[];
  /** Occupations with a BLS median wage (top-coded ones included), with projections. */
  wagesMatched: number;
  /** Occupations whose wage is BLS's top code (stored as the top-code floor). */
  topCodedWages: number;
  projectionsMatched: number;
  /** Occupations without O*NET RL data whose education level came from BLS typical entry education. */
  educationFromBls: number;
}

export interface ImportSummary extends ParsedReference {
  durationMs: number;
  writes: {
    occupations: OccupationStoreResult | null;
    cipCodes: WriteCounts | null;
    cipSoc: WriteCounts | null;
  };
  /** Row counts per table after the import. */
  tables: Record<string, number>;
  /** Share of imported occupations with a national median wage, 0-100. */
  wagesMatchedPercent: number;
}

const onetDetailFiles: [OnetDetailFile, string][] = [
  ['alternateTitles', 'Alternate Titles.txt'],
  ['reportedTitles', 'Sample of Reported Titles.txt'],
  ['tasks', 'Task Statements.txt'],
  ['education', 'Education, Training, and Experience.txt'],
  ['jobZones', 'Job Zones.txt'],
  ['knowledge', 'Knowledge.txt'],
  ['skills', 'Skills.txt'],
  ['technology', 'Technology Skills.txt'],
  ['related', 'Related Occupations.txt'],
  ['interests', 'Interests.txt'],
];

const enrichmentFiles: OfficialFile[] = [
  ...onetDetailFiles.map(([kind]) => kind),
  'careerClusters',
  'brightOutlook',
  'oewsCsv',
  'oewsXlsx',
  'projectionsCsv',
  'projectionsXlsx',
];

/** Reads every official file under `folder` into records, refusing a malformed file by name and line. Writes nothing. */
export async function parseReferenceFolder(folder: string, options: ImportOptions = {}): Promise<ParsedReference> {
  const info = await stat(folder).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`${folder} is not a folder`);
  const files = await findOfficialFiles(folder);
  if (Object.keys(files).length === 0) {
    throw new Error(`No reference files found under ${folder}; see the README section "Reference data".`);
  }
  const reading = async <T>(file: FoundFile, work: () => Promise<T>): Promise<T> => {
    options.onProgress?.({ phase: 'read', label: file.name, done: 0, total: 1 });
    const result = await work();
    options.onProgress?.({ phase: 'read', label: file.name, done: 1, total: 1 });
    return result;
  };

  const parsed: ParsedReference = {
    folder,
    occupations: null,
    cip: null,
    cipSoc: null,
    sources: [],
    missingFiles: [],
    wagesMatched: 0,
    topCodedWages: 0,
    projectionsMatched: 0,
    educationFromBls: 0,
  };

  if (files.occupationData) {
    const data = files.occupationData;
    const records = await reading(data, () => readOccupationData(data));
    parsed.sources.push({
      source: 'onet',
      vintage: await onetVintage(files.onetReadMe),
      rowCount: records.size,
      file: data.name,
    });
    for (const [kind, officialName] of onetDetailFiles) {
      const file = files[kind];
      if (file) await reading(file, () => applyOnetFile(kind, file, records));
      else parsed.missingFiles.push(officialName);
    }
    await applyLists(files, records, parsed, reading);
    await applyBls(files, records, parsed, reading);
    parsed.occupations = [...records.values()];
  } else {
    const orphan = enrichmentFiles.find((key) => files[key]);
    if (orphan) {
      throw new Error(
        `${files[orphan]!.name} adds to O*NET occupations, but "Occupation Data.txt" was not found under ${folder}`,
      );
    }
  }

  const cipFile = files.cipOfficial ?? files.cipClean;
  if (cipFile) {
    const { records, vintage } = await reading(cipFile, () => readCipCodes(cipFile));
    parsed.cip = records;
    parsed.sources.push({ source: 'nces-cip', vintage, rowCount: records.length, file: cipFile.name });
  }
  const crosswalkFile = files.crosswalkCsv ?? files.crosswalkXlsx;
  if (crosswalkFile) {
    const { records, vintage } = await reading(crosswalkFile, () => readCipSocCrosswalk(crosswalkFile));
    parsed.cipSoc = records;
    parsed.sources.push({ source: 'nces-cip-soc', vintage, rowCount: records.length, file: crosswalkFile.name });
  }
  return parsed;
}

type Reading = <T>(file: FoundFile, work: () => Promise<T>) => Promise<T>;

async function applyLists(
  files: Partial<Record<OfficialFile, FoundFile>>,
  records: Map<string, OccupationRecord>,
  parsed: ParsedReference,
  reading: Reading,
) {
  const clusters = files.careerClusters;
  if (clusters) {
    const result = await reading(clusters, () => applyCareerClusters(clusters, records));
    parsed.sources.push({
      source: 'onet-career-clusters',
      vintage: 'O*NET OnLine Career Clusters (16 clusters)',
      rowCount: result.rows,
      file: clusters.name,
    });
  }
  const bright = files.brightOutlook;
  if (bright) {
    const result = await reading(bright, () => applyBrightOutlook(bright, records));
    parsed.sources.push({
      source: 'onet-bright-outlook',
      vintage: 'O*NET OnLine Bright Outlook',
      rowCount: result.rows,
      file: bright.name,
    });
  }
}

async function applyBls(
  files: Partial<Record<OfficialFile, FoundFile>>,
  records: Map<string, OccupationRecord>,
  parsed: ParsedReference,
  reading: Reading,
) {
  // The CSV copy is preferred when both are present: same data, read ten times faster.
  const oewsFile = files.oewsCsv ?? files.oewsXlsx;
  if (oewsFile) {
    const oews = await reading(oewsFile, () => readOews(oewsFile));
    for (const record of records.values()) {
      const soc = oews.wages.matchedCode(record.code);
      record.medianAnnualSalary = soc === undefined ? null : (oews.wages.byCode.get(soc) ?? null);
      if (record.medianAnnualSalary !== null) parsed.wagesMatched += 1;
      if (soc !== undefined && oews.topCoded.has(soc)) parsed.topCodedWages += 1;
    }
    parsed.sources.push({ source: 'bls-oews', vintage: oews.vintage, rowCount: oews.rows, file: oewsFile.name });
  }
  const projectionsFile = files.projectionsCsv ?? files.projectionsXlsx;
  if (projectionsFile) {
    const ep = await reading(projectionsFile, () => readProjections(projectionsFile));
    for (const record of records.values()) {
      const projection = ep.projections.lookup(record.code);
      record.growthRate = projection?.growthRate ?? null;
      record.annualJobOpenings = projection?.annualJobOpenings ?? null;
      if (projection) parsed.projectionsMatched += 1;
      // O*NET's RL survey is the source; BLS's typical entry education fills the occupations it does not cover.
      if (record.educationLevel === null && projection?.entryEducation) {
        record.educationLevel = projection.entryEducation;
        parsed.educationFromBls += 1;
      }
    }
    parsed.sources.push({
      source: 'bls-projections',
      vintage: ep.vintage,
      rowCount: ep.rows,
      file: projectionsFile.name,
    });
  }
}

const countedTables = {
  occupations,
  occupation_titles: occupationTitles,
  occupation_tasks: occupationTasks,
  occupation_topics: occupationTopics,
  occupation_interests: occupationInterests,
  related_occupations: relatedOccupations,
  occupation_clusters: occupationClusters,
  cip_codes: cipCodes,
  cip_soc_crosswalk: cipSocCrosswalk,
  reference_imports: referenceImports,
};

export async function countReferenceRows(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(countedTables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/**
 * Parses every official file under `folder`, then writes all of it in ONE transaction: a bad file
 * is refused before anything is written, and a failure while writing leaves the database as it was.
 * The career clusters (seedReference) must already be there.
 */
export async function importReferenceFolder(
  db: Db,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const parsed = await parseReferenceFolder(folder, options);
  const writes: ImportSummary['writes'] = { occupations: null, cipCodes: null, cipSoc: null };
  await db.transaction(async (tx) => {
    await lockReferenceWriters(tx);
    if (parsed.occupations) writes.occupations = await storeOccupations(tx, parsed.occupations, options);
    if (parsed.cip) writes.cipCodes = await storeCipCodes(tx, parsed.cip);
    if (parsed.cipSoc) writes.cipSoc = await storeCipSoc(tx, parsed.cipSoc);
    for (const { source, vintage, rowCount } of parsed.sources) {
      await recordReferenceImport(tx, { source, vintage, rowCount });
    }
  });
  // Fresh planner statistics and merged GIN pending lists on every table written: without them Postgres may scan
  // every title for a typo search right after a bulk load.
  await settleTables(db, referenceTables);
  const total = parsed.occupations?.length ?? 0;
  return {
    ...parsed,
    writes,
    tables: await countReferenceRows(db),
    wagesMatchedPercent: total === 0 ? 0 : (parsed.wagesMatched / total) * 100,
    durationMs: performance.now() - started,
  };
}
