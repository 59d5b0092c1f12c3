import { readFile } from 'node:fs/promises';
import type { OccupationRecord, RiasecInterest } from '../records.ts';
import type { FoundFile } from './files.ts';
import { readTabSeparated, type Table } from './table.ts';

export const onetCode = /^\d{2}-\d{4}\.\d{2}$/;

/** Knowledge and skills kept per occupation: the ten most important with importance >= 3 (O*NET OnLine's cut). */
export const topicLimit = 10;
export const topicMinImportance = 3;

/**
 * O*NET RL categories (1 less than high school ... 12 post-doctoral training) onto the portal's
 * 1-5 education scale: 1 high school or less, 2 certificate or some college, 3 associate's,
 * 4 bachelor's or post-baccalaureate certificate, 5 master's and above.
 */
export function educationLevelFromRl(category: number): number {
  if (category <= 2) return 1;
  if (category <= 4) return 2;
  if (category === 5) return 3;
  if (category <= 7) return 4;
  return 5;
}

const riasec: Record<string, RiasecInterest> = {
  Realistic: 'R',
  Investigative: 'I',
  Artistic: 'A',
  Social: 'S',
  Enterprising: 'E',
  Conventional: 'C',
};

export function emptyOccupation(code: string, title: string, description: string): OccupationRecord {
  return {
    code,
    title,
    description,
    educationLevel: null,
    jobZone: null,
    medianAnnualSalary: null,
    growthRate: null,
    annualJobOpenings: null,
    brightOutlookCategory: null,
    clusters: [],
    alsoCalled: [],
    alternateTitles: [],
    reportedTitles: [],
    tasks: [],
    knowledge: [],
    skills: [],
    tech: [],
    interests: {},
    related: [],
    relatedTiers: {},
  };
}

export async function readOccupationData(file: FoundFile): Promise<Map<string, OccupationRecord>> {
  const table = await readTabSeparated(file.path, file.name);
  const [code, title, description] = ['O*NET-SOC Code', 'Title', 'Description'].map((c) => table.column(c));
  const records = new Map<string, OccupationRecord>();
  for (const row of table.rows) {
    const key = table.code(row, code!, onetCode);
    if (records.has(key)) throw table.error(row.line, `occupation ${key} is listed twice`);
    records.set(key, emptyOccupation(key, table.required(row, title!), table.required(row, description!)));
  }
  return records;
}

/** Rows of a per-occupation file whose code is loaded; other codes are ignored (a partial download). */
function* eachOccupationRow(table: Table, records: Map<string, OccupationRecord>) {
  const code = table.column('O*NET-SOC Code');
  for (const row of table.rows) {
    const record = records.get(table.code(row, code, onetCode));
    if (record) yield { row, record };
  }
}

function pushUnique(list: string[], value: string) {
  if (!list.includes(value)) list.push(value);
}

export type OnetDetailFile =
  | 'alternateTitles'
  | 'reportedTitles'
  | 'tasks'
  | 'education'
  | 'jobZones'
  | 'knowledge'
  | 'skills'
  | 'technology'
  | 'related'
  | 'interests';

/** Reads one O*NET detail file into the records; returns the number of data rows read. */
export async function applyOnetFile(
  kind: OnetDetailFile,
  file: FoundFile,
  records: Map<string, OccupationRecord>,
): Promise<number> {
  const table = await readTabSeparated(file.path, file.name);
  appliers[kind](table, records);
  return table.rows.length;
}

const appliers: Record<OnetDetailFile, (table: Table, records: Map<string, OccupationRecord>) => void> = {
  alternateTitles(table, records) {
    const title = table.column('Alternate Title');
    for (const { row, record } of eachOccupationRow(table, records)) {
      pushUnique(record.alternateTitles, table.required(row, title));
    }
  },

  reportedTitles(table, records) {
    const title = table.column('Reported Job Title');
    const shown = table.column('Shown in My Next Move');
    for (const { row, record } of eachOccupationRow(table, records)) {
      const flag = table.text(row, shown);
      if (flag !== 'Y' && flag !== 'N')
        throw table.error(row.line, `"Shown in My Next Move" must be Y or N: "${flag}"`);
      pushUnique(flag === 'Y' ? record.alsoCalled : record.reportedTitles!, table.required(row, title));
    }
  },

  tasks(table, records) {
    const task = table.column('Task');
    const type = table.column('Task Type');
    for (const { row, record } of eachOccupationRow(table, records)) {
      const value = table.text(row, type);
      if (value !== '' && value !== 'Core' && value !== 'Supplemental' && value !== 'n/a') {
        throw table.error(row.line, `"Task Type" must be Core, Supplemental or blank: "${value}"`);
      }
      record.tasks.push({
        task: table.required(row, task),
        type: value === 'Core' || value === 'Supplemental' ? value : null,
      });
    }
    // Core tasks first (the detail page shows three), otherwise in the file's order.
    const rank = (t: { type: string | null }) => (t.type === 'Core' ? 0 : t.type === 'Supplemental' ? 1 : 2);
    for (const record of records.values()) record.tasks.sort((a, b) => rank(a) - rank(b));
  },

  education(table, records) {
    const [element, scale, category, value] = ['Element ID', 'Scale ID', 'Category', 'Data Value'].map((c) =>
      table.column(c),
    );
    const best = new Map<OccupationRecord, { category: number; value: number }>();
    for (const { row, record } of eachOccupationRow(table, records)) {
      if (table.text(row, scale!) !== 'RL' || table.text(row, element!) !== '2.D.1') continue;
      const cat = table.number(row, category!)!;
      if (!Number.isInteger(cat) || cat < 1 || cat > 12)
        throw table.error(row.line, `RL category out of range: ${cat}`);
      const share = table.number(row, value!)!;
      const current = best.get(record);
      if (!current || share > current.value) best.set(record, { category: cat, value: share });
    }
    for (const [record, { category: cat }] of best) record.educationLevel = educationLevelFromRl(cat);
  },

  jobZones(table, records) {
    const zone = table.column('Job Zone');
    for (const { row, record } of eachOccupationRow(table, records)) {
      const value = table.number(row, zone)!;
      if (!Number.isInteger(value) || value < 1 || value > 5)
        throw table.error(row.line, `Job Zone out of range: ${value}`);
      record.jobZone = value;
    }
  },

  knowledge: (table, records) => applyImportance(table, records, 'knowledge'),
  skills: (table, records) => applyImportance(table, records, 'skills'),

  technology(table, records) {
    const example = table.column('Example');
    const hot = table.column('Hot Technology');
    const byRecord = new Map<OccupationRecord, Map<string, boolean>>();
    for (const { row, record } of eachOccupationRow(table, records)) {
      const name = table.required(row, example);
      const flag = table.text(row, hot);
      if (flag !== 'Y' && flag !== 'N') throw table.error(row.line, `"Hot Technology" must be Y or N: "${flag}"`);
      let names = byRecord.get(record);
      if (!names) byRecord.set(record, (names = new Map<string, boolean>()));
      names.set(name, (names.get(name) ?? false) || flag === 'Y');
    }
    // Hot technologies first, then by name; one entry per product.
    for (const [record, names] of byRecord) {
      record.tech = [...names]
        .map(([name, isHot]) => ({ name, hot: isHot }))
        .sort((a, b) => Number(b.hot) - Number(a.hot) || a.name.localeCompare(b.name));
    }
  },

  related(table, records) {
    const [related, tier, index] = ['Related O*NET-SOC Code', 'Relatedness Tier', 'Index'].map((c) => table.column(c));
    const ranked = new Map<OccupationRecord, { code: string; tier: string; index: number }[]>();
    for (const { row, record } of eachOccupationRow(table, records)) {
      const entry = {
        code: table.code(row, related!, onetCode),
        tier: table.required(row, tier!),
        index: table.number(row, index!)!,
      };
      let list = ranked.get(record);
      if (!list) ranked.set(record, (list = []));
      list.push(entry);
    }
    for (const [record, list] of ranked) {
      list.sort((a, b) => a.index - b.index);
      record.related = [];
      record.relatedTiers = {};
      for (const entry of list) {
        if (entry.code === record.code || record.relatedTiers[entry.code]) continue;
        record.related.push(entry.code);
        record.relatedTiers[entry.code] = entry.tier;
      }
    }
  },

  interests(table, records) {
    const [name, scale, value] = ['Element Name', 'Scale ID', 'Data Value'].map((c) => table.column(c));
    for (const { row, record } of eachOccupationRow(table, records)) {
      if (table.text(row, scale!) !== 'OI') continue;
      const letter = riasec[table.text(row, name!)];
      if (!letter) throw table.error(row.line, `unknown interest "${table.text(row, name!)}"`);
      record.interests[letter] = table.number(row, value!)!;
    }
  },
};

/** Knowledge and Skills: the IM (importance) scale, most important first, suppressed estimates left out. */
function applyImportance(table: Table, records: Map<string, OccupationRecord>, kind: 'knowledge' | 'skills') {
  const [name, scale, value] = ['Element Name', 'Scale ID', 'Data Value'].map((c) => table.column(c));
  const suppress = table.findColumn('Recommend Suppress');
  const byRecord = new Map<OccupationRecord, { name: string; importance: number }[]>();
  for (const { row, record } of eachOccupationRow(table, records)) {
    if (table.text(row, scale!) !== 'IM') continue;
    const importance = table.number(row, value!)!;
    if (suppress >= 0 && table.text(row, suppress) === 'Y') continue;
    let list = byRecord.get(record);
    if (!list) byRecord.set(record, (list = []));
    list.push({ name: table.required(row, name!), importance });
  }
  for (const [record, list] of byRecord) {
    record[kind] = list
      .filter((item) => item.importance >= topicMinImportance)
      .sort((a, b) => b.importance - a.importance || a.name.localeCompare(b.name))
      .slice(0, topicLimit);
  }
}

/** "O*NET 29.3 Database, May 2025 Release" from Read Me.txt; a fallback when the file is absent. */
export async function onetVintage(readMe: FoundFile | undefined): Promise<string> {
  if (!readMe) return 'O*NET (release not stated)';
  const lines = (await readFile(readMe.path, 'utf8'))
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^-+$/.test(l));
  return lines.slice(0, 2).join(', ') || 'O*NET (release not stated)';
}
