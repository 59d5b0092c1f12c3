import path from 'node:path';
import type { FoundFile } from './files.ts';
import { readCsv, readWorkbookSheet, type Table } from './table.ts';

const socCode = /^\d{2}-\d{4}$/;

/**
 * OEWS marks a wage at or above its top code with `#`. For May 2023 and May 2024 the annual top
 * code is $239,200; we store that floor (the true median is at least this much).
 */
export const oewsTopCodedAnnualWage = 239_200;

/** BLS figures keyed by SOC code; `lookup` applies the O*NET join rule. */
export class SocFigures<T> {
  constructor(readonly byCode: Map<string, T>) {}

  /** The first seven characters of the O*NET-SOC code, else the broad code (xx-xxx0); undefined when BLS has neither. */
  matchedCode(onetCode: string): string | undefined {
    const soc = onetCode.slice(0, 7);
    const broad = `${soc.slice(0, 6)}0`;
    return this.byCode.has(soc) ? soc : this.byCode.has(broad) ? broad : undefined;
  }

  lookup(onetCode: string): T | undefined {
    const code = this.matchedCode(onetCode);
    return code === undefined ? undefined : this.byCode.get(code);
  }
}

export interface OewsResult {
  /** A_MEDIAN in dollars; null where BLS publishes no annual median (`*`, `**`). */
  wages: SocFigures<number | null>;
  vintage: string;
  rows: number;
  /** SOC codes whose A_MEDIAN is `#`. */
  topCoded: Set<string>;
}

function oewsVintage(fileName: string): string {
  const year = /M(\d{4})/i.exec(path.basename(fileName))?.[1];
  return year ? `OEWS May ${year}, national` : 'OEWS national';
}

/** BLS OEWS national file: detailed and broad rows, national median annual wage. */
export async function readOews(file: FoundFile): Promise<OewsResult> {
  const required = ['OCC_CODE', 'O_GROUP', 'A_MEDIAN'];
  const table = file.path.toLowerCase().endsWith('.xlsx')
    ? await readWorkbookSheet(file.path, file.name, { required, keyColumn: 'OCC_CODE' })
    : await readCsv(file.path, file.name);
  const [code, group, median] = required.map((c) => table.column(c));
  const detailed = new Map<string, number | null>();
  const broad = new Map<string, number | null>();
  const topCoded = new Set<string>();
  for (const row of table.rows) {
    const kind = table.required(row, group!);
    if (kind !== 'detailed' && kind !== 'broad') continue;
    const occ = table.code(row, code!, socCode);
    let wage: number | null;
    if (table.text(row, median!) === '#') {
      wage = oewsTopCodedAnnualWage;
      topCoded.add(occ);
    } else {
      wage = table.number(row, median!, ['', '*', '**']);
    }
    (kind === 'detailed' ? detailed : broad).set(occ, wage === null ? null : Math.round(wage));
  }
  // A detailed row wins when BLS uses the same code at both levels.
  const byCode = new Map([...broad, ...detailed]);
  return { wages: new SocFigures(byCode), vintage: oewsVintage(file.name), rows: table.rows.length, topCoded };
}

export interface Projection {
  /** Percent employment change over the projection decade, one decimal. */
  growthRate: number | null;
  /** Average annual openings, people. */
  annualJobOpenings: number | null;
  /** BLS typical education needed for entry on the 1-5 scale; used only where O*NET has no RL data. */
  entryEducation: number | null;
}

/** BLS "typical education needed for entry" onto the same 1-5 scale as the O*NET RL mapping. */
export const blsEntryEducation: Record<string, number> = {
  'No formal educational credential': 1,
  'High school diploma or equivalent': 1,
  'Some college, no degree': 2,
  'Postsecondary nondegree award': 2,
  "Associate's degree": 3,
  "Bachelor's degree": 4,
  "Master's degree": 5,
  'Doctoral or professional degree': 5,
};

export interface ProjectionsResult {
  projections: SocFigures<Projection>;
  vintage: string;
  rows: number;
}

/** BLS Employment Projections Table 1.2: the CSV copy or the official occupation.xlsx. */
export async function readProjections(file: FoundFile): Promise<ProjectionsResult> {
  const xlsx = file.path.toLowerCase().endsWith('.xlsx');
  const columns: [string | RegExp, string | RegExp, string | RegExp] = xlsx
    ? [/National Employment Matrix code$/, /^Employment change, percent/, /^Occupational openings/]
    : ['soc_code', 'employment_change_pct', 'annual_openings_thousands'];
  const table: Table = xlsx
    ? await readWorkbookSheet(file.path, file.name, { sheet: 'Table 1.2', required: columns, keyColumn: columns[0] })
    : await readCsv(file.path, file.name);
  const [code, change, openings] = columns.map((c) => table.column(c));
  const education = table.findColumn(xlsx ? 'Typical education needed for entry' : 'typical_entry_education');
  const byCode = new Map<string, Projection>();
  const unavailable = ['', '—', '-', '–'];
  for (const row of table.rows) {
    const growth = table.number(row, change!, unavailable);
    const thousands = table.number(row, openings!, unavailable);
    const entry = education < 0 ? '' : table.text(row, education);
    if (!unavailable.includes(entry) && blsEntryEducation[entry] === undefined) {
      throw table.error(row.line, `unknown typical entry education "${entry}"`);
    }
    byCode.set(table.code(row, code!, socCode), {
      growthRate: growth === null ? null : Math.round(growth * 10) / 10,
      annualJobOpenings: thousands === null ? null : Math.round(thousands * 1000),
      entryEducation: blsEntryEducation[entry] ?? null,
    });
  }
  // The years come from the header ("Employment change, percent, 2024–34") or the CSV's name (..._2024_34.csv).
  const years = /(\d{4})[_–-](\d{2,4})/.exec(xlsx ? (table.header[change!] ?? '') : path.basename(file.name));
  const span = years ? `${years[1]}-${years[2]}` : null;
  return {
    projections: new SocFigures(byCode),
    vintage: span ? `Employment Projections ${span}` : 'Employment Projections',
    rows: table.rows.length,
  };
}
