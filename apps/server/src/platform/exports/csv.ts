/**
 * CSV cells (RFC 4180) that a spreadsheet will not run as a formula: a text cell starting with = + - @, a tab or a
 * carriage return gets a leading apostrophe (the OWASP advice). Numbers and booleans are written as they are.
 * Encoded by hand rather than through a formatter stream because an export writes a batch of rows per chunk, and a
 * per-row stream object cost more than the 100,000 rows/s the export must reach (docs/decisions/0021).
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
