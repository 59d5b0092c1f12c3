// The PIRL file and its edit checks (issue #28) over BENCH_PIRL_PERIODS (default 100,000) periods of participation
// from seed:scale's generator (packages/db/src/seed/pirl-scale.ts), program year 2024, fourth quarter, all four
// programs. Figures: wall time of the streamed file and of the edit checks (target 60 s each), the peak RSS growth of
// the process while each runs (flat: one batch in memory at a time), and the ratio against a plain COPY of the
// enrolments table to a sink that drops it, measured in the same run. BENCH_PIRL_DATABASE_URL names a database to
// keep (createdb -h 127.0.0.1 -U postgres r1_bench, then DATABASE_URL=postgres://postgres@127.0.0.1:5432/r1_bench
// npm run seed:scale -- --pirl-periods 100000); without it a scratch database is seeded and dropped.
//   npm run bench -- pirl
import { Writable } from 'node:stream';
import { pirlRequestSchema } from '@portal/contracts';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { seedScalePirl } from '../packages/db/src/seed/pirl-scale.ts';
import { copyOut } from '../apps/server/src/platform/exports/copy-out.ts';
import {
  CheckTally,
  countPirlPeriods,
  runEditChecks,
  streamPirlFile,
} from '../apps/server/src/modules/reports/pirl/index.ts';
import { loadResidenceData, residenceOf } from '../apps/server/src/modules/reports/pirl/residence.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const periodCount = Number(process.env.BENCH_PIRL_PERIODS ?? 100_000);
const request = pirlRequestSchema.parse({ program_year: 2024, quarter: 4, programs: ['903', '904', '905', '918'] });
const today = '2026-07-15';

/** Drops what it is given, counting bytes. */
class Sink extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.bytes += chunk.length;
    done();
  }
}

/** Runs `work`, sampling the RSS every 20 ms: seconds and peak growth in MB. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; rssGrowthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, rssGrowthMb: (peak - before) / 1024 ** 2 };
  } finally {
    clearInterval(sampler);
  }
}

async function plainCopy(database: DatabaseHandle): Promise<number> {
  const client = await database.pool!.connect();
  try {
    const sink = new Sink();
    return await copyOut(
      client,
      'copy (select * from service_log_enrollments) to stdout with (format csv, header)',
      { body: sink, waitDrain: () => Promise.resolve() },
      () => Promise.resolve(),
    );
  } finally {
    client.release();
  }
}

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 600_000 });
  try {
    await database.migrate();
    let found = await countPirlPeriods(database, request);
    if (found < periodCount) {
      const started = performance.now();
      let seeded = 0;
      // A second program's enrolment that overlaps the first is one period of participation with it: top up until the
      // file holds the periods asked for.
      for (let round = 0; round < 5 && found < periodCount; round += 1) {
        await seedScalePirl(database, { periods: periodCount - found });
        seeded += periodCount - found;
        found = await countPirlPeriods(database, request);
      }
      await database.rawQuery('vacuum analyze');
      printFigure('PIRL enrolments seeded', seeded, '');
      printFigure('seed wall time', (performance.now() - started) / 1000, 's');
    }
    const periods = await countPirlPeriods(database, request);
    printFigure('periods of participation in the file', periods, '');

    // The ZIP table loads on first use (tens of MB, once per process): loaded before measuring, so the RSS figures
    // show what a run of N periods adds.
    await loadResidenceData();
    residenceOf('80011');
    const copy = await measured(() => plainCopy(database));
    printFigure('baseline: COPY of the enrolments table', copy.seconds, 's');
    printFigure('  rows copied', copy.result, 'rows');

    const sink = new Sink();
    const file = await measured(() => streamPirlFile(database, request, sink, { today }));
    printFigure('PIRL file (target 60 s)', file.seconds, 's');
    printFigure('  rows written', file.result.rows, 'rows');
    printFigure('  file size', sink.bytes / 1024 ** 2, 'MB');
    printFigure('  rows/s', file.result.rows / file.seconds, 'rows/s');
    printFigure('  peak RSS growth (flat)', file.rssGrowthMb, 'MB');
    printFigure('  ratio file / COPY', file.seconds / copy.seconds, 'x');

    const checks = await measured(() => runEditChecks(database, request, { today }));
    printFigure('edit checks (target 60 s)', checks.seconds, 's');
    printFigure('  failures found', checks.result.total_failures, '');
    printFigure('  peak RSS growth (flat)', checks.rssGrowthMb, 'MB');
    printFigure('  ratio checks / COPY', checks.seconds / copy.seconds, 'x');

    // A report run writes the file and tallies the checks on the one pass (reports/pirl-run.ts).
    const tally = new CheckTally();
    const onePass = await measured(() =>
      streamPirlFile(database, request, new Sink(), { today, onPeriod: (period) => tally.check(period) }),
    );
    printFigure('file + edit checks in one pass, as a run (target 60 s)', onePass.seconds, 's');
    printFigure('  failures found', tally.result(onePass.result.rows).total_failures, '');
    printFigure('  peak RSS growth (flat)', onePass.rssGrowthMb, 'MB');

    // V8 grows its heap once per process: a second file run shows what streaming holds on to (flat: close to 0).
    const again = await measured(() => streamPirlFile(database, request, new Sink(), { today }));
    printFigure('PIRL file again, same process', again.seconds, 's');
    printFigure('  peak RSS growth (flat)', again.rssGrowthMb, 'MB');
  } finally {
    await database.close();
  }
}

export async function benchPirl() {
  console.log(`\nPIRL file and edit checks over ${periodCount.toLocaleString('en-US')} periods (issue #28)`);
  const kept = process.env.BENCH_PIRL_DATABASE_URL;
  if (kept) await run(kept);
  else await withScratchDatabase(run);
}
