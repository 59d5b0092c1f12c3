// Reference importer wall time for ../shared/data (O*NET 29.3, BLS, NCES) on the Postgres server and on PGlite, first
// load into an empty catalogue and an identical second run. Baseline in the same run: reading and parsing the same
// files without touching a database (the part of the work every importer must do), so the ratio is the cost of writing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '@portal/db';
import { importReferenceFolder, parseReferenceFolder } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { printFigure, withScratchDatabase } from './support.ts';

const folder = path.resolve(process.env.REFERENCE_DATA ?? '../shared/data');

async function timeImports(database: DatabaseHandle) {
  await database.migrate();
  await seedReference(database.db);
  let started = performance.now();
  const first = await importReferenceFolder(database.db, folder);
  const firstMs = performance.now() - started;
  started = performance.now();
  await importReferenceFolder(database.db, folder);
  const secondMs = performance.now() - started;
  return { firstMs, secondMs, rows: Object.values(first.tables).reduce((a, b) => a + b, 0) };
}

export async function benchImport() {
  if (!existsSync(path.join(folder, 'onet-29.3'))) {
    console.log(`import bench skipped: ${folder} has no onet-29.3 folder (set REFERENCE_DATA)`);
    return;
  }
  // Warm the module and file caches once, then take the median of three parses.
  await parseReferenceFolder(folder);
  const parses: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await parseReferenceFolder(folder);
    parses.push(performance.now() - started);
  }
  const parseMs = parses.sort((a, b) => a - b)[1]!;

  let postgres = { firstMs: 0, secondMs: 0, rows: 0 };
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 300_000 });
    try {
      postgres = await timeImports(database);
    } finally {
      await database.close();
    }
  });
  const pglite = await openDatabase({ dataDir: 'memory://' });
  const embedded = await timeImports(pglite).finally(() => pglite.close());

  printFigure('parse only, no database (baseline)', parseMs / 1000, 's');
  printFigure('import into empty Postgres (1,016 occupations)', postgres.firstMs / 1000, 's');
  printFigure('  rows written per second', postgres.rows / (postgres.firstMs / 1000), 'rows/s');
  printFigure('  ratio import / parse', postgres.firstMs / parseMs, 'x');
  printFigure('second identical import, Postgres (no writes)', postgres.secondMs / 1000, 's');
  printFigure('import into empty PGlite (in memory)', embedded.firstMs / 1000, 's');
  printFigure('  ratio import / parse', embedded.firstMs / parseMs, 'x');
  printFigure('second identical import, PGlite (no writes)', embedded.secondMs / 1000, 's');
}
