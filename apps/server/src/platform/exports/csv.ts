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

/** Rows as CSV lines, each ending in CRLF. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], options);
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
