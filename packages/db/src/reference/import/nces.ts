import path from 'node:path';
import type { CipRecord, CipSocRecord } from '../records.ts';
import type { FoundFile } from './files.ts';
import { readCsv, readWorkbookSheet } from './table.ts';

export const cipCodePattern = /^\d{2}(?:\.\d{2}(?:\d{2})?)?$/;
const socCode = /^\d{2}-\d{4}$/;
/** The crosswalk's "no related occupation" marker. */
const noMatchSoc = '99-9999';

/** Titles in the CIP list end with a full stop ("Agriculture, General."); the portal shows them without. */
export function cleanCipTitle(title: string): string {
  return title.replace(/\.$/, '').trim();
}

function yearOf(file: FoundFile, fallback: string): string {
  return /CIP[^\d]*(\d{4})/i.exec(path.basename(file.name))?.[1] ?? fallback;
}

export interface CipResult {
  records: CipRecord[];
  vintage: string;
}

/**
 * The NCES CIP list: the official CIPCode2020.csv (codes written as ="01.0000") or the cleaned
 * copy with snake_case headers. 2-, 4- and 6-digit codes are all kept.
 */
export async function readCipCodes(file: FoundFile): Promise<CipResult> {
  const official = /^CIPCode/i.test(path.basename(file.name));
  const table = await readCsv(file.path, file.name, { excelQuoted: official });
  const names = official ? ['CIPCode', 'CIPTitle', 'CIPDefinition'] : ['cip_code', 'cip_title', 'cip_definition'];
  const [code, title, definition] = names.map((c) => table.column(c));
  const byCode = new Map<string, CipRecord>();
  for (const row of table.rows) {
    const cip = table.code(row, code!, cipCodePattern);
    if (byCode.has(cip)) throw table.error(row.line, `CIP code ${cip} is listed twice`);
    byCode.set(cip, {
      code: cip,
      title: cleanCipTitle(table.required(row, title!)),
      definition: table.text(row, definition!) || null,
    });
  }
  return { records: [...byCode.values()], vintage: `CIP ${yearOf(file, '2020')}` };
}

export interface CrosswalkResult {
  records: CipSocRecord[];
  vintage: string;
  rows: number;
}

/** The NCES/BLS CIP-SOC crosswalk (CSV, or the workbook's "CIP-SOC" sheet), without the 99-9999 rows. */
export async function readCipSocCrosswalk(file: FoundFile): Promise<CrosswalkResult> {
  const xlsx = file.path.toLowerCase().endsWith('.xlsx');
  const [cipColumn, socColumn] = [/^CIP\d{4}Code$/, /^SOC\d{4}Code$/];
  const table = xlsx
    ? await readWorkbookSheet(file.path, file.name, {
        sheet: 'CIP-SOC',
        required: [cipColumn, socColumn],
        keyColumn: cipColumn,
      })
    : await readCsv(file.path, file.name);
  const [cip, soc] = [cipColumn, socColumn].map((c) => table.column(c));
  const seen = new Set<string>();
  const records: CipSocRecord[] = [];
  for (const row of table.rows) {
    const cipCode = table.code(row, cip!, cipCodePattern);
    const socValue = table.code(row, soc!, socCode);
    if (socValue === noMatchSoc) continue;
    const key = `${cipCode}|${socValue}`;
    if (seen.has(key)) continue;
    seen.add(key);
    records.push({ cipCode, socCode: socValue });
  }
  const years = /CIP(\d{4})_SOC(\d{4})/i.exec(path.basename(file.name));
  return {
    records,
    vintage: years ? `CIP ${years[1]} to SOC ${years[2]}` : 'CIP to SOC',
    rows: table.rows.length,
  };
}
