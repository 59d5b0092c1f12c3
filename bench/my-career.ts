// My Career (issue #11), three figures:
// 1. compute: one customer scored against the full O*NET 29.3 catalogue (1,016 occupations), p50/p95 over varied
//    profiles (all four inputs), in memory, as the recompute job does it;
// 2. GET /internal-api/my-career/opportunities (best match first, and a filtered page) on the Postgres server at 10
//    concurrent clients, against the same SQL through the `pg` driver alone at the same concurrency;
// 3. the recompute of BENCH_CUSTOMERS customers (default 100,000) after a catalogue import: every set is stale
//    because the catalogue stamp changed; total time and rows per second, with a progress bar on stderr.
// `npm run bench my-career` runs all three; `npm run bench my-career-compute` only the first (no Postgres needed).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { skillIds } from '@portal/contracts';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import {
  createCustomer,
  createEducationalExperience,
  createJobExperience,
  seedScaleCustomers,
} from '@portal/db/factories';
import { importReferenceFolder } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { explain, scoreAll, type MatchProfile } from '../apps/server/src/modules/my-career/engine.ts';
import { recomputeStale } from '../apps/server/src/modules/my-career/recompute.ts';
import { markInputsChanged } from '../apps/server/src/modules/my-career/repository.ts';
import { loadOnetCatalogue } from '../apps/server/src/modules/my-career/testing/onet-catalogue.ts';
import { captureStatements, runDriverOnly, signIn, startBenchServer } from './endpoint.ts';
import { measureLatency } from './latency-client.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const recomputeCustomers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const folder = path.resolve(process.env.REFERENCE_DATA ?? '../shared/data');

export async function benchMyCareerCompute(runs = 500): Promise<void> {
  const onet = await loadOnetCatalogue();
  const { catalogue } = onet;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const profile = (): MatchProfile => ({
    clusters: {
      strengths: { [String(1 + Math.floor(random() * 16))]: random() },
      saved: [1 + Math.floor(random() * 16)],
    },
    skills: Object.fromEntries(skillIds.map((id) => [id, 1 + Math.floor(random() * 5)])),
    jobs: [
      catalogue.ids[Math.floor(random() * catalogue.size)]!,
      catalogue.ids[Math.floor(random() * catalogue.size)]!,
    ],
    education: 1 + Math.floor(random() * 5),
  });
  for (let i = 0; i < 20; i += 1) scoreAll(catalogue, profile());
  const compute: number[] = [];
  const page: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const given = profile();
    const start = performance.now();
    const scores = scoreAll(catalogue, given);
    compute.push(performance.now() - start);
    const top = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!).slice(0, 10);
    const explainStart = performance.now();
    for (const index of top) explain(catalogue, given, index);
    page.push(performance.now() - explainStart);
  }
  printFigure(`compute, ${catalogue.size} occupations, ${runs} customers: p50`, percentile(compute, 0.5), 'ms');
  printFigure('compute p95 (target 20 ms)', percentile(compute, 0.95), 'ms');
  printFigure('explaining a page of 10: p95', percentile(page, 0.95), 'ms');
}

/** A customer with all four inputs, the way the routes store them, and a computed set. */
async function customerWithInputs(database: DatabaseHandle) {
  const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });
  await createJobExperience(database.db, customer.id, { jobTitle: 'Nursing Assistant' });
  await createJobExperience(database.db, customer.id, { jobTitle: 'Home Health Aide' });
  await createEducationalExperience(database.db, customer.id);
  const ratings = Object.fromEntries(skillIds.map((id, index) => [id, 1 + (index % 5)]));
  await database.rawQuery('insert into skills_survey_responses (customer_id, ratings) values ($1, $2::jsonb)', [
    customer.id,
    JSON.stringify(ratings),
  ]);
  await database.rawQuery('insert into saved_clusters (customer_id, cluster_id) values ($1, 8)', [customer.id]);
  await markInputsChanged(database.db, customer.id);
  await recomputeStale(database.db);
  return customer;
}

async function benchOpportunities(database: DatabaseHandle, url: string) {
  const customer = await customerWithInputs(database);
  const { app, base } = await startBenchServer(url, database);
  const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
  const calls = {
    'best match first, page 1': '/internal-api/my-career/opportunities?page=1',
    'Health Science cluster, page 2': '/internal-api/my-career/opportunities?page=2&clusters=8',
  };
  const single: number[] = [];
  for (const [name, call] of Object.entries(calls)) {
    // Warm up: prepared statements on the pooled connections, the catalogue cache.
    for (let round = 0; round < 30; round += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${call}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${call} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { data: { match_score: number | null }[] };
      if (body.data.length === 0 || body.data[0]!.match_score === null) throw new Error(`${call}: no scored matches`);
      if (round >= 10) single.push(performance.now() - started);
    }
    const statements = await captureStatements(() =>
      fetch(`${base}${call}`, { headers: { cookie } }).then((r) => r.text()),
    );
    const cpu = process.cpuUsage();
    const endpoint = await measureLatency(`${base}${call}`, cookie, connections, seconds);
    const { user, system } = process.cpuUsage(cpu);
    const driver = await runDriverOnly(url, [statements], { connections, seconds });
    printFigure(`${name}: 1 client p95`, percentile(single, 0.95), 'ms');
    printFigure(`${name}: endpoint req/s (10 clients)`, endpoint.count / seconds, 'req/s');
    printFigure(`${name}: same SQL through pg alone`, driver.perSecond, 'req/s');
    printFigure(`${name}: ratio endpoint / driver (target 0.6)`, endpoint.count / seconds / driver.perSecond, 'x');
    printFigure(`${name}: endpoint p95`, endpoint.p95, 'ms');
    printFigure(`${name}: driver p95`, driver.p95, 'ms');
    printFigure(`${name}: SQL statements per request`, statements.length, '');
    printFigure(`${name}: server CPU per request`, (user + system) / 1000 / endpoint.count, 'ms');
    single.length = 0;
  }
  await app.close();
}

const jobTitles = [
  'Nursing Assistant',
  'Welder',
  'Cashier',
  'Truck Driver',
  'Registered Nurse',
  'Cook',
  'Electrician',
  'Accountant',
  'Teacher Assistant',
  'Customer Service Representative',
  'Warehouse Associate',
  'Medical Assistant',
  'Software Developer',
  'Retail Sales Associate',
  'Janitor',
  'Carpenter',
  'Office Clerk',
  'Security Guard',
  'Plumber',
  'Dental Assistant',
  'Forklift Operator',
  'Bookkeeper',
  'Machinist',
  'Home Health Aide',
];

/** N customers, most with some of the four inputs, every set computed against the catalogue before the import. */
async function seedRecomputeCustomers(database: DatabaseHandle, customers: number) {
  const [{ base } = { base: 0 }] = (await database.rawQuery(
    'select coalesce(max(id), 0)::int as base from customers',
  )) as { base: number }[];
  await seedScaleCustomers(database, { customers });
  const range = [base, base + customers];
  // Work history for 80%: one to three past jobs.
  await database.rawQuery(
    `insert into customer_job_experiences (customer_id, job_title, company_name, start_date, "current_role")
     select c.id, ($3::text[])[1 + (c.id * 7 + j * 13) % cardinality($3::text[])], 'Employer ' || (c.id % 500),
       date '2010-01-01' + (c.id % 3000), j = 1
     from customers c cross join generate_series(1, 3) j
     where c.id > $1 and c.id <= $2 and c.id % 5 <> 0 and j <= 1 + c.id % 3`,
    [...range, jobTitles],
  );
  // Education for 70%.
  await database.rawQuery(
    `insert into customer_educational_experiences (customer_id, school, education_level_id, field_of_study)
     select c.id, 'School ' || (c.id % 300), (select id from education_levels order by id offset (c.id % 5) limit 1),
       'General Studies'
     from customers c where c.id > $1 and c.id <= $2 and c.id % 10 < 7`,
    range,
  );
  // The skills survey for half of them.
  await database.rawQuery(
    `insert into skills_survey_responses (customer_id, ratings)
     select c.id, (select jsonb_object_agg(s.id, 1 + (c.id + s.n * 3) % 5) from unnest($3::text[]) with ordinality s(id, n))
     from customers c where c.id > $1 and c.id <= $2 and c.id % 2 = 0`,
    [...range, skillIds],
  );
  // The cluster survey for 60% (eight options ticked), a saved cluster for 40%.
  await database.rawQuery(
    `insert into cluster_survey_responses (customer_id)
     select c.id from customers c where c.id > $1 and c.id <= $2 and c.id % 5 < 3`,
    range,
  );
  await database.rawQuery(
    `insert into cluster_survey_answers (response_id, option_id, selected)
     select r.id, o.id, true from cluster_survey_responses r
     cross join lateral (select id from cluster_survey_options o order by md5(o.id::text || r.id::text) limit 8) o
     where r.customer_id > $1 and r.customer_id <= $2`,
    range,
  );
  await database.rawQuery(
    `insert into saved_clusters (customer_id, cluster_id)
     select c.id, 1 + c.id % 16 from customers c where c.id > $1 and c.id <= $2 and c.id % 5 >= 3`,
    range,
  );
  // Every customer has a set, current for its inputs but computed against the catalogue before the import.
  await database.rawQuery(
    `insert into customer_matches (customer_id, requested_version, computed_version, catalogue_stamp)
     select c.id, 1, 1, 'before-import' from customers c where c.id > $1 and c.id <= $2`,
    range,
  );
  await database.rawQuery('vacuum analyze');
}

function progressBar(started: number) {
  return (done: number, total: number) => {
    if (!process.stderr.isTTY && done !== total && done % 5_000 !== 0) return;
    const width = 30;
    const filled = Math.round((done / total) * width);
    const elapsed = (performance.now() - started) / 1000;
    const rate = done / Math.max(elapsed, 0.001);
    const line =
      `recompute [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ` +
      `${rate.toFixed(0)} rows/s, ${elapsed.toFixed(0)} s, ~${((total - done) / Math.max(rate, 1)).toFixed(0)} s left`;
    process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
    if (done === total && process.stderr.isTTY) process.stderr.write('\n');
  };
}

async function benchRecompute(database: DatabaseHandle) {
  const seeding = performance.now();
  await seedRecomputeCustomers(database, recomputeCustomers);
  printFigure('recompute: seed time (customers + inputs)', (performance.now() - seeding) / 1000, 's');
  const [stale] = (await database.rawQuery(
    `select count(*)::int as n from customer_matches where catalogue_stamp = 'before-import'`,
  )) as { n: number }[];
  const started = performance.now();
  const { customers } = await recomputeStale(database.db, { onProgress: progressBar(started) });
  const total = (performance.now() - started) / 1000;
  const [check] = (await database.rawQuery(
    `select count(*) filter (where cardinality(scores) > 0)::int as scored,
            count(*) filter (where catalogue_stamp = 'before-import')::int as left_stale
     from customer_matches`,
  )) as { scored: number; left_stale: number }[];
  if (check!.left_stale !== 0) throw new Error(`${check!.left_stale} sets were left stale`);
  printFigure('recompute: stale sets after the import', stale!.n, '');
  printFigure('recompute: sets written (with scores)', customers, `(${check!.scored})`);
  printFigure('recompute: total time', total, 's');
  printFigure('recompute: rows per second', customers / total, 'rows/s');
  if (customers !== 100_000) {
    printFigure('recompute: EXTRAPOLATED (linear) to 100,000 customers', (100_000 / customers) * total, 's');
  }
}

export async function benchMyCareer(): Promise<void> {
  await benchMyCareerCompute();
  if (!existsSync(path.join(folder, 'onet-29.3'))) {
    console.log(`my-career endpoint and recompute benches skipped: ${folder} has no onet-29.3 (set REFERENCE_DATA)`);
    return;
  }
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 1_800_000 });
    await database.migrate();
    await seedReference(database.db);
    await importReferenceFolder(database.db, folder);
    await database.rawQuery('vacuum analyze');
    if (process.env.BENCH_SKIP_ENDPOINT !== '1') await benchOpportunities(database, url);
    if (process.env.BENCH_SKIP_RECOMPUTE !== '1') await benchRecompute(database);
    await database.close();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMyCareer();
