// The query tool's export at flat memory (issue #30): the first N customers of the scale database
// (BENCH_SCALE_DATABASE_URL, filled by `npm run seed:scale`, or a scratch database of BENCH_CUSTOMERS) exported as an
// agency admin through the worker (runExport: cursor → CSV → storage), for two row counts (BENCH_EXPORT_ROWS, default
// "50000,200000"). Each count runs in a process of its own, so one run's pages cannot hide the next one's growth.
// The process's memory is sampled every 20 ms; printed for each count: the growth over the start at each quarter of
// the run, for RSS, the V8 heap (committed and used) and the memory outside the heap (external, of which
// arrayBuffers), and what stays after a GC at the end. Flat memory: the quarters stay level rather than climbing with
// the rows, and the larger count grows no more than the smaller. Baselines in the same run, each in a process of its
// own and sampled the same way: the same cursor read row by row with no CSV and no storage, and the same read in
// batches gathered by the driver (forEachBatch, which the export used before; its rows reach V8's old generation).
// node --expose-gc --import tsx bench/run.ts export-memory   (without --expose-gc the after-GC figure is not after a GC)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { queryRequestSchema } from '@portal/contracts';
import { schema } from '@portal/db';
import { createStaffUser } from '@portal/db/factories';
import { exportBatchRows, runExport } from '../apps/server/src/modules/dynamic-query/exports.ts';
import { translateQuery } from '../apps/server/src/modules/dynamic-query/translator.ts';
import { forEachBatch, forEachRow } from '../apps/server/src/platform/exports/cursor.ts';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage.ts';
import { withScaleDatabase } from './scale-database.ts';
import { printFigure } from './support.ts';

const MiB = 1024 ** 2;
const fields = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const;
type Field = (typeof fields)[number];
type Sample = { at: number } & Record<Field, number>;

/** Set in the child process that runs one count: "<rows>:<export|cursor>". */
const childEnv = 'BENCH_EXPORT_MEMORY_CHILD';

/** Runs `work` while sampling memory every 20 ms; growth figures are MB over the start. */
async function sampled(work: () => Promise<void>) {
  global.gc?.();
  const start = process.memoryUsage();
  const samples: Sample[] = [];
  const began = performance.now();
  const take = () => {
    const now = process.memoryUsage();
    samples.push({
      at: performance.now() - began,
      ...(Object.fromEntries(fields.map((field) => [field, (now[field] - start[field]) / MiB])) as Record<
        Field,
        number
      >),
    });
  };
  const timer = setInterval(take, 20);
  await work();
  take();
  clearInterval(timer);
  const ms = performance.now() - began;
  global.gc?.();
  const after = process.memoryUsage();
  const quarters = (field: Field) =>
    [1, 2, 3, 4].map((q) => {
      const inQuarter = samples.filter(({ at }) => at >= ((q - 1) * ms) / 4 && at <= (q * ms) / 4);
      // Not floored at 0: RSS can fall below the start (pages handed back), which a floor would hide.
      return inQuarter.length === 0 ? Number.NaN : Math.max(...inQuarter.map((sample) => sample[field]));
    });
  return {
    seconds: ms / 1000,
    quarters: Object.fromEntries(fields.map((field) => [field, quarters(field)])) as Record<Field, number[]>,
    afterGc: Object.fromEntries(fields.map((field) => [field, (after[field] - start[field]) / MiB])) as Record<
      Field,
      number
    >,
  };
}

type Measured = Awaited<ReturnType<typeof sampled>>;

function printMeasured(label: string, rows: number, measured: Measured) {
  console.log(
    `${label}: ${rows} rows in ${measured.seconds.toFixed(1)} s (${(rows / measured.seconds).toFixed(0)} rows/s)`,
  );
  console.log('  growth over the start by quarter of the run, MB (peak in each quarter) | after GC at the end');
  for (const field of fields) {
    const quarters = measured.quarters[field].map((mb) => mb.toFixed(1).padStart(6)).join(' /');
    console.log(`  ${field.padEnd(13)} ${quarters} | ${measured.afterGc[field].toFixed(1).padStart(6)}`);
  }
}

const labels = {
  export: 'export (cursor row by row → CSV → storage)',
  cursor: 'cursor read alone, row by row (baseline)',
  batches: 'cursor read alone, batches gathered by the driver (the read the export used before)',
};

/** One count, one path, in this process: prints its figures and a JSON line the parent sums up. */
async function runChild(spec: string) {
  const [rowsText, what] = spec.split(':');
  const wanted = Number(rowsText);
  await withScaleDatabase(async ({ database }) => {
    const { db } = database;
    const agencyAdmin = await createStaffUser(db, {
      email: `bench-export-${Date.now().toString(36)}@example.test`,
      role: 'agency_admin',
    });
    // The id of the first customer past the first `wanted`: the export reads the customers below it.
    const [bound] = (await database.rawQuery('select id from customers order by id offset $1 limit 1', [wanted])) as {
      id: number;
    }[];
    const exportRequest = queryRequestSchema.parse({
      conditions: [
        { identifier: 'condition', type: 'and', field: 'customer.id', operator: 'greaterThan', value: 0 },
        ...(bound
          ? [{ identifier: 'condition', type: 'and', field: 'customer.id', operator: 'lessThan', value: bound.id }]
          : []),
      ],
      fields: [
        { id: 'customer.id', name: 'Customer ID', type: 'int' },
        { id: 'customer.first_name', name: 'First Name', type: 'str' },
        { id: 'customer.last_name', name: 'Last Name', type: 'str' },
        { id: 'customer.created_at', name: 'Created', type: 'date' },
      ],
      sortFields: [],
    });
    let rows = 0;
    let measured: Measured;
    const all = translateQuery(exportRequest, { allLocations: true, locationIds: [], seesPii: true }).all;
    if (what === 'cursor') {
      measured = await sampled(() =>
        forEachRow(
          database,
          all,
          exportBatchRows,
          () => {
            rows += 1;
          },
          () => Promise.resolve(),
        ),
      );
    } else if (what === 'batches') {
      measured = await sampled(() =>
        forEachBatch(database, all, exportBatchRows, (batch) => {
          rows += batch.length;
          return Promise.resolve();
        }),
      );
    } else {
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
      measured = await sampled(() => runExport(database, storage, entry!.id));
      const [done] = (await database.rawQuery('select row_count from data_exports where id = $1', [entry!.id])) as {
        row_count: number;
      }[];
      rows = done?.row_count ?? 0;
      await rm(root, { recursive: true, force: true });
    }
    printMeasured(labels[what as keyof typeof labels], rows, measured);
    console.log(`@@${JSON.stringify({ what, rows, measured })}`);
  });
}

function runInChild(spec: string): Promise<{ what: string; rows: number; measured: Measured }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      env: { ...process.env, [childEnv]: spec },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      out += text;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('@@'));
      process.stdout.write(out.replace(/^@@.*\n?/m, ''));
      if (code !== 0 || !line) reject(new Error(`export-memory child ${spec} exited with ${code}`));
      else resolve(JSON.parse(line.slice(2)) as { what: string; rows: number; measured: Measured });
    });
  });
}

export async function benchExportMemory() {
  const spec = process.env[childEnv];
  if (spec) return runChild(spec);
  const counts = (process.env.BENCH_EXPORT_ROWS ?? '50000,200000').split(',').map(Number);
  printFigure('load average at start (1 min)', loadavg()[0]!, '');
  printFigure('export batch rows', exportBatchRows, 'rows');
  const results = [];
  for (const count of counts) {
    for (const what of Object.keys(labels)) {
      console.log(`--- ${count} rows, ${what}`);
      results.push(await runInChild(`${count}:${what}`));
    }
  }
  console.log('--- summary: peak growth in the last quarter, MB (rss / heapTotal / external / arrayBuffers)');
  for (const { what, rows, measured } of results) {
    const last = (field: Field) => measured.quarters[field][3]!.toFixed(1);
    console.log(
      `  ${what.padEnd(7)} ${String(rows).padStart(8)} rows: ${last('rss')} / ${last('heapTotal')} / ${last('external')} / ${last('arrayBuffers')}`,
    );
  }
  printFigure('load average at end (1 min)', loadavg()[0]!, '');
}
