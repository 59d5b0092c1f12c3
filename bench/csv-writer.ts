// The export CSV writer's rate on funding-export-shaped rows (13 cells: ids, names, dates, amounts as exact decimals),
// against csv-stringify writing the same rows with the same options in the same run (the writer's definition, and
// what the exports used before the as-is fast path). Three row mixes: every cell plain, one cell in ten needing
// quotes or the formula apostrophe, and every row holding one.
import { csvDecimal, csvLines, csvLinesByLibrary } from '../apps/server/src/platform/exports/csv.ts';
import { printFigure } from './support.ts';

const batch = 5_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 40);

function fundingRow(i: number, awkward: boolean): unknown[] {
  return [
    i,
    'Expense Approved',
    'Occupational Skills Training',
    awkward ? 'Petrov, Nadia' : 'Nadia Petrov',
    new Date(Date.UTC(2026, 10, 1 + (i % 28))),
    csvDecimal(`${1000 + (i % 900)}.50`),
    csvDecimal(i % 7 === 0 ? '-12.00' : '12.00'),
    awkward ? 'Front Range "Skills" Academy' : 'Front Range Skills Academy',
    'WIOA Adult',
    'Check',
    'Alex Morgan',
    i % 3 === 0 ? null : 'Welding certificate, first term',
    true,
  ];
}

function rowsPerSecond(write: (rows: unknown[][]) => string, rows: unknown[][]): number {
  for (let i = 0; i < 5; i += 1) write(rows); // warm-up
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < rounds; i += 1) bytes += write(rows).length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (bytes === 0) throw new Error('The writer wrote nothing.');
  return (rows.length * rounds) / seconds;
}

export function benchCsvWriter() {
  const mixes = {
    'plain cells': Array.from({ length: batch }, (_, i) => fundingRow(i, false)),
    'one row in ten quoted': Array.from({ length: batch }, (_, i) => fundingRow(i, i % 10 === 0)),
    'every row quoted': Array.from({ length: batch }, (_, i) => fundingRow(i, true)),
  };
  for (const [mix, rows] of Object.entries(mixes)) {
    if (csvLines(rows) !== csvLinesByLibrary(rows)) throw new Error(`The writers disagree on ${mix}.`);
    const library = rowsPerSecond(csvLinesByLibrary, rows);
    const ours = rowsPerSecond(csvLines, rows);
    printFigure(`CSV rows/s, ${mix}: csvLines`, ours, 'rows/s');
    printFigure(`CSV rows/s, ${mix}: csv-stringify alone`, library, 'rows/s');
    printFigure(`CSV ${mix}: ratio (higher is better)`, ours / library, '×');
  }
}
