import { stringify } from 'csv-stringify/sync';

/**
 * The one CSV writer of the exports (issue #29): csv-stringify, RFC 4180 with CRLF line ends, and cells a spreadsheet
 * will not run as a formula (a text cell starting with = + - @, a tab or a carriage return gets a leading apostrophe,
 * the OWASP advice; csv-stringify's `escape_formulas`). Numbers and booleans are written as they are, dates as ISO
 * 8601, null and undefined as an empty cell. A file starts with the UTF-8 byte-order mark (`csvFirstLine`), so Excel
 * on Windows reads accented names as UTF-8.
 */

export const utf8Bom = '\uFEFF';

/**
 * A number written as exact decimal text ('-1234.56' from cents, never through a float). As a plain string a leading
 * minus would get the formula apostrophe; wrapped, it is written as a number is: as it is.
 */
export class CsvDecimal {
  constructor(readonly text: string) {}
}

export function csvDecimal(text: string): CsvDecimal {
  return new CsvDecimal(text);
}

const options = {
  record_delimiter: '\r\n',
  escape_formulas: true,
  // csv-stringify quotes a cell holding the record delimiter (CRLF); a lone CR or LF must be quoted too.
  quoted_match: /[\r\n]/,
  cast: {
    boolean: (value: boolean) => String(value),
    date: (value: Date) => value.toISOString(),
    object: (value: object) =>
      value instanceof CsvDecimal ? { value: value.text, escape_formulas: false } : JSON.stringify(value),
  },
};

/** Rows exactly as csv-stringify writes them with the options above: the definition the fast path is tested against. */
export function csvLinesByLibrary(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], options);
}

/** Text csv-stringify writes as it is: no quoting (no comma, quote, CR or LF) and no formula apostrophe. */
const asIsText = /^(?![=+\-@\t\r])[^,"\r\n]*$/;

/**
 * A cell as csv-stringify would write it, when that is the value as text; undefined when the cell needs quoting or
 * the formula apostrophe, which is left to csv-stringify itself.
 */
function asIsCell(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'string':
      return asIsText.test(value) ? value : undefined;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      if (value instanceof CsvDecimal) return /^[^,"\r\n]*$/.test(value.text) ? value.text : undefined;
      if (value instanceof Date) return value.toISOString();
      return undefined;
  }
}

/**
 * Rows as CSV lines, each ending in CRLF, byte for byte what csv-stringify writes (`csvLinesByLibrary`; a property
 * test holds them equal). Most export cells are plain text, numbers and dates that csv-stringify writes as they are;
 * those are joined here, and only a cell to quote or neutralise goes through csv-stringify (a field's quoting never
 * depends on its neighbours). csv-stringify alone wrote about 41,000 13-cell funding rows a second on this machine,
 * under the funding export's goal of 100,000.
 */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  let out = '';
  for (const row of rows) {
    out += `${row.map((value) => asIsCell(value) ?? stringify([[value]], options).slice(0, -2)).join(',')}\r\n`;
  }
  return out;
}

export function csvLine(cells: readonly unknown[]): string {
  return csvLines([cells]);
}

/** One cell as a line would hold it (quoted when it must be). */
export function csvCell(value: unknown): string {
  return csvLine([value]).slice(0, -2);
}

/** A file's first line (its header, or its title) after the byte-order mark. */
export function csvFirstLine(cells: readonly unknown[]): string {
  return utf8Bom + csvLine(cells);
}
