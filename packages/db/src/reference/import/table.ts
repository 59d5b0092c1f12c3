import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';

// exceljs loads on the first workbook read, not when the server that bundles this package starts (issue #30).
const require = createRequire(import.meta.url);
let excel: typeof ExcelJS | undefined;
const loadExcel = () => (excel ??= require('exceljs') as typeof ExcelJS);

/** A file the importer refuses: names the file and the line so the operator can fix or re-download it. */
export class ReferenceFormatError extends Error {
  constructor(
    readonly file: string,
    /** Null when the whole file is unreadable. */
    readonly line: number | null,
    readonly problem: string,
  ) {
    super(line === null ? `${file}: ${problem}` : `${file}, line ${line}: ${problem}`);
    this.name = 'ReferenceFormatError';
  }
}

export interface TableRow {
  /** 1-based line (CSV/TSV) or row (spreadsheet) number in the source file. */
  line: number;
  cells: string[];
}

/** A header plus rows of text cells; columns are always looked up by their header name. */
export class Table {
  constructor(
    /** The file as shown in messages (path relative to the import folder, plus the sheet for workbooks). */
    readonly file: string,
    readonly header: string[],
    readonly headerLine: number,
    readonly rows: TableRow[],
  ) {}

  /** Index of a required column; a header may be matched exactly or by a pattern (BLS headers carry years). */
  column(name: string | RegExp): number {
    const index = this.findColumn(name);
    if (index < 0) throw this.error(this.headerLine, `missing required column "${String(name)}"`);
    return index;
  }

  findColumn(name: string | RegExp): number {
    return this.header.findIndex((h) => (typeof name === 'string' ? h === name : name.test(h)));
  }

  error(line: number, problem: string): ReferenceFormatError {
    return new ReferenceFormatError(this.file, line, problem);
  }

  /** A trimmed cell; an empty string when blank. */
  text(row: TableRow, column: number): string {
    return (row.cells[column] ?? '').trim();
  }

  /** A cell that must hold a value. */
  required(row: TableRow, column: number): string {
    const value = this.text(row, column);
    if (value === '') throw this.error(row.line, `empty "${this.header[column]}"`);
    return value;
  }

  /** A number; `blank` lists the cell texts that mean "no value" (null). Anything else non-numeric is refused. */
  number(row: TableRow, column: number, blank: readonly string[] = ['']): number | null {
    const value = this.text(row, column);
    if (blank.includes(value)) return null;
    const parsed = Number(value.replace(/,/g, ''));
    if (value === '' || !Number.isFinite(parsed)) {
      throw this.error(row.line, `"${this.header[column]}" is not a number: "${value}"`);
    }
    return parsed;
  }

  /** A cell that must match a pattern (codes). */
  code(row: TableRow, column: number, pattern: RegExp): string {
    const value = this.required(row, column);
    if (!pattern.test(value)) throw this.error(row.line, `"${this.header[column]}" is not a valid code: "${value}"`);
    return value;
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function checkHeader(file: string, header: string[], line: number): void {
  if (header.length === 0 || header.every((h) => h === '')) {
    throw new ReferenceFormatError(file, line, 'the header row is missing');
  }
}

/**
 * O*NET text files: tab-separated, one header row, no quoting (task statements contain quote
 * marks that are plain text). Every row must have as many cells as the header.
 */
export async function readTabSeparated(path: string, file: string): Promise<Table> {
  const lines = stripBom(await readFile(path, 'utf8')).split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t').map((h) => h.trim());
  checkHeader(file, header, 1);
  const rows: TableRow[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    if (cells.length !== header.length) {
      throw new ReferenceFormatError(file, i + 1, `expected ${header.length} columns, found ${cells.length}`);
    }
    rows.push({ line: i + 1, cells });
  }
  return new Table(file, header, 1, rows);
}

/** CSV with an optional UTF-8 byte-order mark; `excelQuoted` accepts NCES's `="01.0000"` cells. */
export async function readCsv(path: string, file: string, options: { excelQuoted?: boolean } = {}): Promise<Table> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info: true` each record comes as { record, info }; the typings do not model that option.
    records = parse(await readFile(path, 'utf8'), {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: options.excelQuoted ?? false,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    throw new ReferenceFormatError(file, line, `not a readable CSV file (${(error as Error).message})`);
  }
  const unwrap = options.excelQuoted ? (cell: string) => cell.replace(/^="(.*)"$/s, '$1') : (cell: string) => cell;
  const [first, ...rest] = records;
  const header = (first?.record ?? []).map((h) => unwrap(h).trim());
  checkHeader(file, header, first?.info.lines ?? 1);
  const rows = rest.map(({ record, info }) => {
    if (record.length !== header.length) {
      throw new ReferenceFormatError(file, info.lines, `expected ${header.length} columns, found ${record.length}`);
    }
    return { line: info.lines, cells: record.map(unwrap) };
  });
  return new Table(file, header, first?.info.lines ?? 1, rows);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result);
  return '';
}

/**
 * One sheet of an official BLS/NCES workbook. The header is the first row (of the first ten) that
 * has every `required` column; the table ends at the first row whose `keyColumn` is blank, because
 * the workbooks put footnotes under the data.
 */
export async function readWorkbookSheet(
  path: string,
  file: string,
  options: { sheet?: string; required: (string | RegExp)[]; keyColumn: string | RegExp },
): Promise<Table> {
  const workbook = new (loadExcel().Workbook)();
  try {
    await workbook.xlsx.readFile(path);
  } catch (error) {
    throw new ReferenceFormatError(file, null, `not a readable Excel workbook (${(error as Error).message})`);
  }
  const sheet = options.sheet ? workbook.getWorksheet(options.sheet) : workbook.worksheets[0];
  const label = `${file} (sheet "${options.sheet ?? sheet?.name ?? 1}")`;
  if (!sheet) throw new ReferenceFormatError(file, null, `the sheet "${options.sheet}" is missing`);

  const texts = (rowNumber: number) => {
    const values = sheet.getRow(rowNumber).values as ExcelJS.CellValue[];
    // ExcelJS rows are 1-based: index 0 is always empty.
    return Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1]).trim());
  };
  const matches = (header: string[], name: string | RegExp) =>
    header.some((h) => (typeof name === 'string' ? h === name : name.test(h)));

  let headerLine = 0;
  let header: string[] = [];
  for (let r = 1; r <= Math.min(10, sheet.rowCount); r += 1) {
    const candidate = texts(r);
    if (options.required.every((name) => matches(candidate, name))) {
      headerLine = r;
      header = candidate;
      break;
    }
  }
  if (headerLine === 0) {
    const missing = options.required.map(String).join('", "');
    throw new ReferenceFormatError(label, 1, `no header row with the columns "${missing}"`);
  }
  const table = new Table(label, header, headerLine, []);
  const key = table.column(options.keyColumn);
  for (let r = headerLine + 1; r <= sheet.rowCount; r += 1) {
    const cells = texts(r);
    if ((cells[key] ?? '') === '') break;
    table.rows.push({ line: r, cells });
  }
  return table;
}
