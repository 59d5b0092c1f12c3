import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file the importer knows, by its official name (case-insensitive). */
export const officialFiles = {
  occupationData: /^Occupation Data\.txt$/i,
  alternateTitles: /^Alternate Titles\.txt$/i,
  reportedTitles: /^Sample of Reported Titles\.txt$/i,
  tasks: /^Task Statements\.txt$/i,
  education: /^Education, Training, and Experience\.txt$/i,
  jobZones: /^Job Zones\.txt$/i,
  knowledge: /^Knowledge\.txt$/i,
  skills: /^Skills\.txt$/i,
  technology: /^Technology Skills\.txt$/i,
  related: /^Related Occupations\.txt$/i,
  interests: /^Interests\.txt$/i,
  onetReadMe: /^Read Me\.txt$/i,
  careerClusters: /^All_Career_Clusters\.csv$/i,
  brightOutlook: /^All_Bright_Outlook_Occupations\.csv$/i,
  /** BLS publishes the workbook; a CSV copy of its data sheet is accepted under the same year. */
  oewsCsv: /^(?:oews_)?national_M\d{4}(?:_dl)?\.csv$/i,
  oewsXlsx: /^national_M\d{4}_dl\.xlsx$/i,
  /** BLS Employment Projections: the occupation workbook (Table 1.2) or a CSV of Table 1.2. */
  projectionsCsv: /^ep_table_1_2_.*\.csv$/i,
  projectionsXlsx: /^occupation\.xlsx$/i,
  /** NCES CIP list: the official file (Excel-quoted codes) or its cleaned copy. */
  cipOfficial: /^CIPCode\d{4}\.csv$/i,
  cipClean: /^cip\d{4}_codes_clean\.csv$/i,
  crosswalkCsv: /^CIP\d{4}_SOC\d{4}_Crosswalk\.csv$/i,
  crosswalkXlsx: /^CIP\d{4}_SOC\d{4}_Crosswalk\.xlsx$/i,
} as const;

export type OfficialFile = keyof typeof officialFiles;

export interface FoundFile {
  /** Absolute path. */
  path: string;
  /** Path relative to the import folder, used in messages. */
  name: string;
}

async function walk(dir: string, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
}

/** Finds the official files anywhere under `folder`; the same file found twice is refused (which one is meant?). */
export async function findOfficialFiles(folder: string): Promise<Partial<Record<OfficialFile, FoundFile>>> {
  const all: string[] = [];
  await walk(folder, all);
  const found: Partial<Record<OfficialFile, FoundFile>> = {};
  for (const full of all) {
    const base = path.basename(full);
    for (const [key, pattern] of Object.entries(officialFiles) as [OfficialFile, RegExp][]) {
      if (!pattern.test(base)) continue;
      const name = path.relative(folder, full);
      const previous = found[key];
      if (previous) throw new Error(`Found two copies of ${base}: ${previous.name} and ${name}. Keep one.`);
      found[key] = { path: full, name };
    }
  }
  return found;
}
