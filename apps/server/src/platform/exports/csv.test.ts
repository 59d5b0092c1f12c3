import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDecimal, csvFirstLine, csvLine, csvLines, csvLinesByLibrary, utf8Bom } from './csv.ts';

describe('the CSV writer (csv-stringify)', () => {
  it('quotes what RFC 4180 needs quoted, a lone CR or LF included, and ends each row in CRLF', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', 'cr\ronly', 'crlf\r\nboth'])).toBe(
      'plain,"a,b","say ""hi""","two\nlines","cr\ronly","crlf\r\nboth"\r\n',
    );
    expect(csvLines([['a'], ['b']])).toBe('a\r\nb\r\n');
  });

  it('neutralises a text cell a spreadsheet would run as a formula, not a number', () => {
    expect(['=SUM(A1)', '+1', '-2', '@x', '\tx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-2", "'@x", "'\tx"]);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('=a,b')).toBe(`"'=a,b"`);
    expect(csvLine([csvDecimal('-1234.50'), '-1234.50', csvDecimal('0.05')])).toBe("-1234.50,'-1234.50,0.05\r\n");
  });

  it('writes null and undefined empty, booleans and dates as text', () => {
    expect(csvLine([null, undefined, true, false, 0, new Date(Date.UTC(2026, 0, 2))])).toBe(
      ',,true,false,0,2026-01-02T00:00:00.000Z\r\n',
    );
  });

  it("starts a file with the UTF-8 byte-order mark, so Excel reads 'José' as UTF-8", () => {
    const first = csvFirstLine(['Name', 'José']);
    expect(first.startsWith(utf8Bom)).toBe(true);
    expect(Buffer.from(first, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(first.slice(1)).toBe('Name,José\r\n');
  });

  it('writes every row byte for byte as csv-stringify does, the rows it joins itself included', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({
        unit: fc.constantFrom('a', 'é', ' ', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', "'", '1', '.'),
      }),
    );
    const cell = fc.oneof(
      text,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }),
      fc.stringMatching(/^-?[0-9]{1,7}\.[0-9]{2}$/).map(csvDecimal),
      fc.dictionary(fc.string(), fc.string()),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { maxLength: 6 }), (rows) => {
        expect(csvLines(rows)).toBe(csvLinesByLibrary(rows));
      }),
      { numRuns: 2000 },
    );
  });
});
