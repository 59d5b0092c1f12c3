// GET /internal-api/job-board on the Postgres server with BENCH_EMPLOYERS employers (default 100,000) and
// BENCH_JOB_POSTS posts (default 1,000,000) at real ZIP centroids nationwide, at 10 concurrent clients, against the same
// SQL through the `pg` driver alone at the same concurrency. Searches: a keyword within 25 miles of a ZIP, a ZIP
// alone, and the whole board (newest first); each as a guest (the board is public).
// BENCH_JOB_BOARD_URL names a database already seeded by `npm run seed:scale -- --employers N --job-posts M` to use
// instead of seeding a scratch one (seeding 1,000,000 posts takes minutes); it is read, never changed.
import { type DatabaseHandle, openDatabase } from '@portal/db';
import { seedScaleJobBoard } from '@portal/db/factories';
import { seedCatalogue } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { allZipCentroids } from '../scripts/zip-centroids.ts';
import { captureStatements, runDriverOnly, startBenchServer } from './endpoint.ts';
import { measureLatency } from './latency-client.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const employers = Number(process.env.BENCH_EMPLOYERS ?? 100_000);
const posts = Number(process.env.BENCH_JOB_POSTS ?? 1_000_000);

const searches = {
  'keyword + 25 mi of 80202': '/internal-api/job-board?keyword=nurse&address=80202&radius=25',
  '25 mi of 80202': '/internal-api/job-board?address=80202&radius=25',
  'whole board, newest first': '/internal-api/job-board',
};

export async function benchJobBoard() {
  const seeded = process.env.BENCH_JOB_BOARD_URL;
  if (seeded) {
    const database = await openDatabase({ url: seeded, poolSize: connections, statementTimeoutMs: 60_000 });
    await measure(seeded, database);
    return;
  }
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 1_800_000 });
    await database.migrate();
    await seedReference(database.db);
    await seedCatalogue(database.db);
    const seeding = performance.now();
    await seedScaleJobBoard(database, { employers, posts, zips: await allZipCentroids() });
    printFigure('seed time (employers + posts)', (performance.now() - seeding) / 1000, 's');
    await database.rawQuery('vacuum analyze job_posts, job_post_locations, employer_locations, employers');
    await measure(url, database);
  });
}

async function measure(url: string, database: DatabaseHandle) {
  await offlineGeocoder().load();
  const { app, base } = await startBenchServer(url, database);

  const [sizes] = (await database.rawQuery(
    'select (select count(*) from employers)::int as employers, (select count(*) from job_posts)::int as posts',
  )) as { employers: number; posts: number }[];
  printFigure('employers', sizes!.employers, '');
  printFigure('job posts', sizes!.posts, '');
  for (const [name, path] of Object.entries(searches)) {
    const check = (await fetch(`${base}${path}`).then((r) => r.json())) as { total: number };
    const statements = await captureStatements(() => fetch(`${base}${path}`).then((r) => r.text()));
    const endpoint = await measureLatency(`${base}${path}`, '', connections, seconds);
    const driver = await runDriverOnly(url, [statements], { connections, seconds });
    printFigure(`${name}: matches (count capped at 1,001)`, check.total, '');
    printFigure(`${name}: endpoint req/s`, endpoint.count / seconds, 'req/s');
    printFigure(`${name}: same SQL through pg alone req/s`, driver.perSecond, 'req/s');
    printFigure(`${name}: ratio endpoint / driver`, endpoint.count / seconds / driver.perSecond, 'x');
    printFigure(`${name}: endpoint p95 latency`, endpoint.p95, 'ms');
    printFigure(`${name}: driver p95 latency`, driver.p95, 'ms');
    printFigure(`${name}: SQL statements per request`, statements.length, '');
  }
  await app.close();
  await database.close();
}
