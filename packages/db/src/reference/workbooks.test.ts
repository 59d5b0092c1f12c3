import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReferenceFolder, type ParsedReference, ReferenceFormatError } from './index.ts';
import { copyFixtures, fixturesFolder } from './test-support.ts';

/**
 * BLS and NCES publish workbooks; operators may import them as downloaded. These tests build
 * workbooks in the official layouts from our CSV fixtures and expect identical records.
 */

const projectionHeaders = [
  '2024 National Employment Matrix title',
  '2024 National Employment Matrix code',
  'Occupation type',
  'Employment, 2024',
  'Employment, 2034',
  'Employment distribution, percent, 2024',
  'Employment distribution, percent, 2034',
  'Employment change, numeric, 2024–34',
  'Employment change, percent, 2024–34',
  'Percent self employed, 2024',
  'Occupational openings, 2024–34 annual average',
  'Median annual wage, dollars, 2024[1]',
  'Typical education needed for entry',
  'Work experience in a related occupation',
  'Typical on-the-job training needed to attain competency in the occupation',
  'Related Occupational Outlook Handbook (OOH) content',
];

async function csvRows(file: string): Promise<string[][]> {
  return parse(await readFile(path.join(fixturesFolder, file), 'utf8'), { bom: true });
}

/** Workbooks store numbers as numbers; codes such as 29-1141 stay text. */
const cell = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) && !/^0\d/.test(value) ? Number(value) : value);

let copy: Awaited<ReturnType<typeof copyFixtures>>;
let fromCsv: ParsedReference;
let fromWorkbooks: ParsedReference;

beforeAll(async () => {
  copy = await copyFixtures();
  const oews = await csvRows('bls/oews_national_M2024.csv');
  const projections = await csvRows('bls/ep_table_1_2_occupational_projections_2024_34.csv');
  const crosswalk = await csvRows('nces/CIP2020_SOC2018_Crosswalk.csv');

  const oewsBook = new ExcelJS.Workbook();
  const data = oewsBook.addWorksheet('national_M2024_dl');
  for (const row of oews) data.addRow(row.map(cell));
  oewsBook.addWorksheet('Field Descriptions').addRow(['May 2024 OEWS Estimates']);
  await oewsBook.xlsx.writeFile(path.join(copy.folder, 'bls/national_M2024_dl.xlsx'));

  const epBook = new ExcelJS.Workbook();
  epBook.addWorksheet('Index').addRow(['Occupation.xlsx contents']);
  const table = epBook.addWorksheet('Table 1.2');
  table.addRow(['Table 1.2 Occupational projections, 2024–34, and worker characteristics, 2024']);
  table.addRow(projectionHeaders);
  for (const row of projections.slice(1)) table.addRow(row.map(cell));
  table.addRow(['Footnotes:']);
  table.addRow(['Note: Data is unavailable for values denoted with a "—".']);
  await epBook.xlsx.writeFile(path.join(copy.folder, 'bls/occupation.xlsx'));

  const crosswalkBook = new ExcelJS.Workbook();
  crosswalkBook.addWorksheet('File Guide').addRow(['File Name', 'Description']);
  const pairs = crosswalkBook.addWorksheet('CIP-SOC');
  for (const row of crosswalk) pairs.addRow(row);
  await crosswalkBook.xlsx.writeFile(path.join(copy.folder, 'nces/CIP2020_SOC2018_Crosswalk.xlsx'));

  for (const file of [
    'bls/oews_national_M2024.csv',
    'bls/ep_table_1_2_occupational_projections_2024_34.csv',
    'nces/CIP2020_SOC2018_Crosswalk.csv',
  ]) {
    await rm(path.join(copy.folder, file));
  }
  fromCsv = await parseReferenceFolder(fixturesFolder);
  fromWorkbooks = await parseReferenceFolder(copy.folder);
}, 30_000);
afterAll(() => copy?.remove());

describe('official BLS and NCES workbooks', () => {
  it('read into the same records as the CSV copies', () => {
    expect(fromWorkbooks.occupations).toEqual(fromCsv.occupations);
    expect(fromWorkbooks.cipSoc).toEqual(fromCsv.cipSoc);
    expect(fromWorkbooks.wagesMatched).toBe(5);
    const files = fromWorkbooks.sources.map((s) => [s.source, s.vintage, s.file]);
    expect(files).toContainEqual(['bls-oews', 'OEWS May 2024, national', 'bls/national_M2024_dl.xlsx']);
    expect(files).toContainEqual(['bls-projections', 'Employment Projections 2024-34', 'bls/occupation.xlsx']);
    expect(files).toContainEqual(['nces-cip-soc', 'CIP 2020 to SOC 2018', 'nces/CIP2020_SOC2018_Crosswalk.xlsx']);
  });

  it('refuse a bad cell with the sheet and row', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(copy.folder, 'bls/occupation.xlsx'));
    // Row 4: header on row 2, the total on row 3, registered nurses on row 4.
    book.getWorksheet('Table 1.2')!.getRow(4).getCell(9).value = 'n.a.';
    await book.xlsx.writeFile(path.join(copy.folder, 'bls/occupation.xlsx'));
    const error = await parseReferenceFolder(copy.folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReferenceFormatError);
    expect((error as Error).message).toBe(
      'bls/occupation.xlsx (sheet "Table 1.2"), line 4: "Employment change, percent, 2024–34" is not a number: "n.a."',
    );
  });

  it('refuse a workbook without the expected header', async () => {
    await writeFile(path.join(copy.folder, 'bls/national_M2024_dl.xlsx'), 'not a workbook');
    const error = await parseReferenceFolder(copy.folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReferenceFormatError);
    expect((error as Error).message).toMatch(/^bls\/national_M2024_dl\.xlsx: not a readable Excel workbook/);
  });
});
