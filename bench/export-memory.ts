// The query tool's export at flat memory (issue #30): every customer of the scale database (BENCH_SCALE_DATABASE_URL,
// filled by `npm run seed:scale`, or a scratch database of BENCH_CUSTOMERS) exported as an agency admin through the
// worker (runExport: cursor → CSV → storage). The process's RSS and V8 heap are sampled every 20 ms; printed: the peak
// growth over the start, the growth at each quarter of the run (flat memory: the quarters stay level rather than
// climbing with the rows), and what stays after a GC at the end. Baseline in the same run: the same cursor read through
// the driver with no CSV and no storage, sampled the same way.
// node --expose-gc --import tsx bench/run.ts export-memory   (without --expose-gc the after-GC figure is not after a GC)
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { queryRequestSchema } from '@portal/contracts';
import { schema } from '@portal/db';
import { createStaffUser } from '@portal/db/factories';
import { exportBatchRows, runExport } from '../apps/server/src/modules/dynamic-query/exports.ts';
import { translateQuery } from '../apps/server/src/modules/dynamic-query/translator.ts';
import { forEachBatch } from '../apps/server/src/platform/exports/cursor.ts';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage.ts';
import { withScaleDatabase } from './scale-database.ts';
import { printFigure } from './support.ts';

const MiB = 1024 ** 2;

/** Runs `work` while sampling memory; the samples are [elapsed ms, rss, heapUsed]. */
async function sampled(work: () => Promise<void>) {
  global.gc?.();
  const start = process.memoryUsage();
  const samples: Array<[number, number, number]> = [];
  const began = performance.now();
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    samples.push([performance.now() - began, now.rss - start.rss, now.heapUsed - start.heapUsed]);
  }, 20);
  await work();
  clearInterval(timer);
  const seconds = (performance.now() - began) / 1000;
  global.gc?.();
  const after = process.memoryUsage();
  const quarter = (q: number) => {
    const inQuarter = samples.filter(([at]) => at >= ((q - 1) * seconds * 1000) / 4 && at < (q * seconds * 1000) / 4);
    return Math.max(0, ...inQuarter.map(([, rss]) => rss)) / MiB;
  };
  return {
    seconds,
    peakRss: Math.max(0, ...samples.map(([, rss]) => rss)) / MiB,
    peakHeap: Math.max(0, ...samples.map(([, , heap]) => heap)) / MiB,
    quarters: [1, 2, 3, 4].map(quarter),
    rssAfterGc: (after.rss - start.rss) / MiB,
    heapAfterGc: (after.heapUsed - start.heapUsed) / MiB,
  };
}

export async function benchExportMemory() {
  await withScaleDatabase(async ({ database }) => {
    const { db } = database;
    const agencyAdmin = await createStaffUser(db, {
      email: `bench-export-${Date.now().toString(36)}@example.test`,
      role: 'agency_admin',
    });
    const exportRequest = queryRequestSchema.parse({
      conditions: [{ identifier: 'condition', type: 'and', field: 'customer.id', operator: 'greaterThan', value: 0 }],
      fields: [
        { id: 'customer.id', name: 'Customer ID', type: 'int' },
        { id: 'customer.first_name', name: 'First Name', type: 'str' },
        { id: 'customer.last_name', name: 'Last Name', type: 'str' },
        { id: 'customer.created_at', name: 'Created', type: 'date' },
      ],
      sortFields: [],
    });
    const load = loadavg()[0]!;
    const all = translateQuery(exportRequest, { allLocations: true, locationIds: [], seesPii: true }).all;
    let driverRows = 0;
    const driver = await sampled(() =>
      forEachBatch(database, all, exportBatchRows, (rows) => {
        driverRows += rows.length;
        return Promise.resolve();
      }),
    );

    const root = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
    const storage = new LocalStorage(root, 'bench-secret-bench-secret-bench-secret');
    const [entry] = await db
      .insert(schema.dataExports)
      .values({
        userId: agencyAdmin.id,
        kind: 'dynamic-query',
        criteria: exportRequest,
        columns: [],
        fileName: 'b.csv',
      })
      .returning();
    const exported = await sampled(() => runExport(database, storage, entry!.id));
    const [done] = (await database.rawQuery('select row_count from data_exports where id = $1', [entry!.id])) as {
      row_count: number;
    }[];
    await rm(root, { recursive: true, force: true });

    const rows = done?.row_count ?? 0;
    printFigure('export rows', rows, 'rows');
    printFigure('export rows/s', rows / exported.seconds, 'rows/s');
    printFigure('  cursor read alone (baseline), rows/s', driverRows / driver.seconds, 'rows/s');
    printFigure('export peak RSS growth', exported.peakRss, 'MB');
    printFigure('  cursor read alone, peak RSS growth (baseline)', driver.peakRss, 'MB');
    printFigure('  ratio export / cursor read, peak RSS growth', exported.peakRss / Math.max(1, driver.peakRss), 'x');
    printFigure('export peak V8 heap growth', exported.peakHeap, 'MB');
    console.log(
      `export RSS growth by quarter of the run (MB): ${exported.quarters.map((mb) => mb.toFixed(0)).join(' / ')}`,
    );
    printFigure('export RSS growth after GC at the end', exported.rssAfterGc, 'MB');
    printFigure('export V8 heap growth after GC at the end (what the export kept)', exported.heapAfterGc, 'MB');
    printFigure('export batch rows', exportBatchRows, 'rows');
    printFigure('load average at start (1 min)', load, '');
  });
}
