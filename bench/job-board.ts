// GET /internal-api/job-board on the Postgres server with BENCH_EMPLOYERS employers (default 100,000) and
// BENCH_JOB_POSTS posts (default 1,000,000) at real ZIP centroids nationwide, at 10 concurrent clients, against the same
// SQL through the `pg` driver alone at the same concurrency. Searches: a keyword and two keywords within 25 miles of a
// ZIP, a ZIP alone, and the whole board (newest first); each as a guest (the board is public).
// BENCH_JOB_BOARD_URL names a database already seeded by `npm run seed:scale -- --employers N --job-posts M` to use
// instead of seeding a scratch one (seeding 1,000,000 posts takes minutes); it is read, never changed.
// Besides the p95s it prints the CPU per request of this process (the app, or the driver's pool) and of the database's
// backends (the endpoint's only: the driver's pool and its backends end before they can be read), which compare across
// runs on a shared machine where latencies do not (the load client runs in another process).
// BENCH_JOB_BOARD_PROFILE_SECONDS=n: instead of the figures, one window of each search's load under the V8 profiler
// (endpoint.ts profileWindow; the app runs in this process), written to job-board-<n>.cpuprofile.
import { type DatabaseHandle, openDatabase } from '@portal/db';
import { seedScaleJobBoard } from '@portal/db/factories';
import { seedCatalogue } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { allZipCentroids } from '../scripts/zip-centroids.ts';
import { captureStatements, measureCpu, profileWindow, runDriverOnly, startBenchServer } from './endpoint.ts';
import { measureLatency } from './latency-client.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const employers = Number(process.env.BENCH_EMPLOYERS ?? 100_000);
const posts = Number(process.env.BENCH_JOB_POSTS ?? 1_000_000);
const profileSeconds = Number(process.env.BENCH_JOB_BOARD_PROFILE_SECONDS ?? 0);

const searches = {
  'keyword + 25 mi of 80202': '/internal-api/job-board?keyword=nurse&address=80202&radius=25',
  'two keywords + 25 mi of 80202': '/internal-api/job-board?keyword=registered+nurse&address=80202&radius=25',
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
  for (const [index, [name, path]] of Object.entries(searches).entries()) {
    const check = (await fetch(`${base}${path}`).then((r) => r.json())) as { total: number };
    const statements = await captureStatements(() => fetch(`${base}${path}`).then((r) => r.text()));
    if (profileSeconds > 0) {
      await measureLatency(`${base}${path}`, '', connections, 2);
      await profileWindow(async () => {
        const load = await measureLatency(`${base}${path}`, '', connections, profileSeconds);
        return { requests: load.count, seconds: profileSeconds };
      }, `job-board-${index}.cpuprofile`);
      continue;
    }
    const endpointCpu = await measureCpu(url, async () => {
      const load = await measureLatency(`${base}${path}`, '', connections, seconds);
      return { ...load, requests: load.count };
    });
    const endpoint = endpointCpu.result;
    const driverCpu = await measureCpu(url, async () => {
      const load = await runDriverOnly(url, [statements], { connections, seconds });
      return { ...load, requests: load.latencies.length };
    });
    const driver = driverCpu.result;
    printFigure(`${name}: matches (count capped at 1,001)`, check.total, '');
    printFigure(`${name}: endpoint req/s`, endpoint.count / seconds, 'req/s');
    printFigure(`${name}: same SQL through pg alone req/s`, driver.perSecond, 'req/s');
    printFigure(`${name}: ratio endpoint / driver`, endpoint.count / seconds / driver.perSecond, 'x');
    printFigure(`${name}: endpoint p95 latency`, endpoint.p95, 'ms');
    printFigure(`${name}: driver p95 latency`, driver.p95, 'ms');
    printFigure(`${name}: SQL statements per request`, statements.length, '');
    printFigure(`${name}: app CPU per request`, endpointCpu.serverCpuMs, 'ms');
    printFigure(`${name}: Postgres CPU per request (endpoint)`, endpointCpu.databaseCpuMs, 'ms');
    printFigure(`${name}: pg pool CPU per request (driver)`, driverCpu.serverCpuMs, 'ms');
    printFigure(`${name}: load client CPU per request (endpoint)`, endpoint.clientCpuMs, 'ms');
  }
  await app.close();
  await database.close();
}
