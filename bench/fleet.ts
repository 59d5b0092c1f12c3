// The fleet (issue #27): built servers (NODE_ENV=production, Node 22 from npm when it can be had) on one Postgres.
// 1. A mixed staff load (who am I, customer search, customer record with its audit row) at 5, 15 and 30 clients from
//    another process, spread over three servers as a load balancer would, against the same load on one server: req/s,
//    p50 and p99 of each, the ratio, and the machine's CPU use during each (on 2 cores the CPU is the ceiling). The two
//    set-ups run side by side and their loads alternate (BENCH_FLEET_ROUNDS), so other load on the machine hits both.
// 2. One server's RSS while its export worker streams a query export of about 1 GB (BENCH_FLEET_EXPORT_MB) to
//    S3-compatible storage (s3rver): before, peak, growth (target flat).
// Data: 100,000 scale customers and job experiences with long titles (each exported row is one job experience) in
// a scratch database on the local Postgres server (BENCH_DATABASE_URL), dropped afterwards.
// npm run bench -- fleet
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { authPaths, customerPaths, customerRecordPath, customerRecordPaths, dynamicQueryPath } from '@portal/contracts';
import { dynamicQueryPaths } from '@portal/contracts';
import { openDatabase } from '@portal/db';
import { createStaffUser, seedScaleCustomers } from '@portal/db/factories';
import { seedReference } from '@portal/db/seed';
import { fields as catalogueFields } from '../apps/server/src/modules/dynamic-query/catalogue.ts';
import { FleetClient } from '../apps/server/src/fleet/fleet-client.ts';
import { node22, s3Credentials, startS3 } from '../apps/server/src/fleet/fleet-services.ts';
import { ServerProcess } from '../apps/server/src/testing/server-process.ts';
import { freePort } from '../apps/server/src/testing/throwaway-postgres.ts';
import { buildServer } from '../scripts/build-server.mjs';
import { printFigure, withScratchDatabase } from './support.ts';

const customers = Number(process.env.BENCH_FLEET_CUSTOMERS ?? 100_000);
const clientSteps = [5, 15, 30];
const seconds = Number(process.env.BENCH_FLEET_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_FLEET_ROUNDS ?? 3);
const exportMegabytes = Number(process.env.BENCH_FLEET_EXPORT_MB ?? 1024);
// BENCH_FLEET_EXPORT=0 skips part 2 (the load figures alone).
const withExport = process.env.BENCH_FLEET_EXPORT !== '0';
/** About how many CSV bytes one exported row takes (customer fields, PII shown, and the job's two long texts). */
const bytesPerRow = 1_100;
const password = 'Bench-Fleet-Password-1';
const scratch = path.resolve('.data', `bench-fleet-${process.pid}`);

/** Busy and total jiffies of the whole machine (/proc/stat), for the CPU use between two readings. */
function cpuTimes() {
  const [line] = readFileSync('/proc/stat', 'utf8').split('\n');
  const values = line!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

// `clients` keep-alive fetch loops, client i on server i % n, each walking the request list; per-request times.
const loadScript = `
const { servers, headers, requests, clients, seconds } = JSON.parse(process.argv[1]);
const times = [];
let bad = 0;
const deadline = performance.now() + seconds * 1000;
async function loop(client) {
  const base = servers[client % servers.length];
  for (let step = client; performance.now() < deadline; step++) {
    const request = requests[step % requests.length];
    const started = performance.now();
    const response = await fetch(base + request.path, {
      method: request.method, headers, ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    });
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started); else bad += 1;
  }
}
await Promise.all(Array.from({ length: clients }, (_, client) => loop(client)));
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0;
process.stdout.write(JSON.stringify({ count: times.length, bad, p50: at(0.5), p99: at(0.99) }));
`;

interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  bad: number;
  cpu: number;
}

async function load(
  servers: string[],
  headers: Record<string, string>,
  requests: object[],
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const before = cpuTimes();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', loadScript, JSON.stringify({ servers, headers, requests, clients, seconds })],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const after = cpuTimes();
  const result = JSON.parse(stdout) as { count: number; bad: number; p50: number; p99: number };
  return {
    perSecond: result.count / seconds,
    p50: result.p50,
    p99: result.p99,
    bad: result.bad,
    cpu: (after.busy - before.busy) / Math.max(1, after.total - before.total),
  };
}

/** What the bucket holds (the one export), by listing it. */
async function bucketBytes(endpoint: string, bucket: string): Promise<number> {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3Credentials });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (listed.Contents ?? []).reduce((sum, object) => sum + (object.Size ?? 0), 0);
  } finally {
    client.destroy();
  }
}

async function seed(url: string) {
  const database = await openDatabase({ url, poolSize: 4, statementTimeoutMs: 600_000 });
  try {
    await database.migrate();
    await seedReference(database.db);
    const { locationIds } = await seedScaleCustomers(database, { customers, locations: 10 });
    const perCustomer = Math.max(1, Math.ceil((exportMegabytes * 1024 * 1024) / bytesPerRow / customers));
    const long = (label: string) => `${label} `.repeat(12).trim();
    if (withExport) {
      await database.rawQuery(
        `insert into customer_job_experiences (customer_id, job_title, company_name, start_date)
       select c.id, $1 || ' ' || g, $2 || ' ' || c.id, date '2015-01-01' + g
       from customers c cross join generate_series(1, $3::int) g`,
        [
          long('Senior workforce development specialist'),
          long('Front Range Regional Employment Services'),
          perCustomer,
        ],
      );
    }
    await database.rawQuery('vacuum analyze customers, customer_job_experiences');
    const myLocation = locationIds[0]!;
    const caseManager = await createStaffUser(database.db, {
      role: 'case_manager',
      password,
      locationIds: [myLocation],
    });
    const agencyAdmin = await createStaffUser(database.db, { role: 'agency_admin', password, locationIds: [] });
    const people = (await database.rawQuery(
      'select id, last_name from customers where primary_location_id = $1 order by id limit 50',
      [myLocation],
    )) as { id: number; last_name: string }[];
    return { caseManager, agencyAdmin, people, rows: customers * perCustomer };
  } finally {
    await database.close();
  }
}

async function startServers(count: number, env: Record<string, string>, bundle: string, node: string) {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  return Promise.all(ports.map((port) => ServerProcess.start(port, env, 180_000, [bundle], node)));
}

async function signedIn(server: string, email: string) {
  const client = new FleetClient();
  await client.get(server, authPaths.csrfToken);
  const login = await client.post(server, authPaths.staffLogin, { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return client;
}

export async function benchFleet() {
  mkdirSync(scratch, { recursive: true });
  const bundle = path.join(scratch, 'dist', 'main.js');
  const [node] = await Promise.all([node22(), buildServer({ outfile: bundle })]);
  printFigure(`fleet: servers run Node ${node.version}`, 0, '');
  try {
    await withScratchDatabase(async (url) => {
      const seeded = await seed(url);
      const baseEnv = {
        NODE_ENV: 'production',
        APP_SECRET: randomBytes(32).toString('hex'),
        PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        DATABASE_URL: url,
        DATA_DIR: path.join(scratch, 'data'),
        DEMO: '0',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT: '1000',
      };

      // 1. Mixed staff load: one server, then three.
      const localEnv = { ...baseEnv, STORAGE_LOCAL_SHARED: '1' };
      const requests = seeded.people.flatMap((person) => [
        { method: 'GET', path: authPaths.staffCurrentUser },
        { method: 'POST', path: customerPaths.search, body: { query: person.last_name, search_type: 'name' } },
        { method: 'GET', path: customerRecordPath(customerRecordPaths.record, { id: person.id }) },
      ]);
      // Four servers at once: the first alone, the other three as the fleet. The two loads alternate, `rounds` times
      // per step, so load from elsewhere on the machine falls on both alike; each figure is the median of its rounds.
      // A third set-up: three servers whose pools add up to about one server's (DATABASE_POOL_SIZE 3 each), so the
      // database sees as many connections as with one server.
      const servers = [
        ...(await startServers(4, localEnv, bundle, node.path)),
        ...(await startServers(3, { ...localEnv, DATABASE_POOL_SIZE: '3' }, bundle, node.path)),
      ];
      try {
        const client = await signedIn(servers[0]!.baseUrl, seeded.caseManager.email);
        const headers = { ...client.authHeaders(), 'content-type': 'application/json' };
        const bases = servers.map((server) => server.baseUrl);
        const setups = { one: bases.slice(0, 1), three: bases.slice(1, 4), 'three, pool 3': bases.slice(4) };
        const setupNames = Object.keys(setups) as Array<keyof typeof setups>;
        const serverCount = { one: 1, three: 3, 'three, pool 3': 3 } as const;
        // Warm-up: plans, session caches, JIT.
        for (const bases of Object.values(setups)) await load(bases, headers, requests, 30, 5);
        const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
        for (const clients of clientSteps) {
          const runs: Record<keyof typeof setups, LoadResult[]> = { one: [], three: [], 'three, pool 3': [] };
          for (let round = 0; round < rounds; round++) {
            for (const setup of setupNames) {
              runs[setup].push(await load(setups[setup], headers, requests, clients, seconds));
            }
          }
          for (const setup of setupNames) {
            const label = `fleet: ${serverCount[setup]} server(s)${setup === 'three, pool 3' ? ' (pool 3)' : ''}, ${clients} clients`;
            printFigure(`${label}: req/s`, median(runs[setup].map((r) => r.perSecond)), 'req/s');
            printFigure(`${label}: p50`, median(runs[setup].map((r) => r.p50)), 'ms');
            printFigure(`${label}: p99`, median(runs[setup].map((r) => r.p99)), 'ms');
            printFigure(`${label}: machine CPU busy`, median(runs[setup].map((r) => r.cpu * 100)), '%');
            const bad = runs[setup].reduce((sum, r) => sum + r.bad, 0);
            if (bad > 0) printFigure(`${label}: non-2xx answers`, bad, '');
          }
          for (const setup of ['three', 'three, pool 3'] as const) {
            const ratios = runs[setup].map((r, round) => r.perSecond / runs.one[round]!.perSecond);
            const p99s = runs[setup].map((r, round) => r.p99 / runs.one[round]!.p99);
            printFigure(`fleet: ${clients} clients: req/s ratio ${setup} / one`, median(ratios), 'x');
            printFigure(`fleet: ${clients} clients: p99 ratio ${setup} / one`, median(p99s), 'x');
          }
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }

      // 2. Server memory while its export worker streams about BENCH_FLEET_EXPORT_MB to S3.
      if (!withExport) return;
      const s3 = await startS3(path.join(scratch, 's3'));
      const [server] = await startServers(
        1,
        {
          ...baseEnv,
          STORAGE_DRIVER: 's3',
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.endpoint,
          S3_FORCE_PATH_STYLE: '1',
          AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
          AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
          AWS_REGION: 'us-east-1',
        },
        bundle,
        node.path,
      );
      try {
        const base = server!.baseUrl;
        const client = await signedIn(base, seeded.agencyAdmin.email);
        const exported = catalogueFields.filter(
          (field) => field.resource === 'customer' || field.resource === 'job_experience',
        );
        const saved = await client.post(base, dynamicQueryPaths.storedQueries, {
          name: 'Fleet bench export',
          query_request: {
            conditions: [
              { identifier: 'condition', type: 'and', field: 'customer.id', operator: 'greaterThan', value: 0 },
            ],
            fields: exported.map((field) => ({ id: field.key, name: field.label, type: field.type })),
            sortFields: [],
          },
          is_primary: false,
        });
        if (saved.status !== 201)
          throw new Error(`saving the query failed: ${saved.status} ${saved.bytes.toString('utf8')}`);
        const queryId = (saved.body as { data: { id: number } }).data.id;
        const rssBefore = rssOf(server!.pid!);
        const samples: Array<{ at: number; rss: number }> = [];
        const sampler = setInterval(() => samples.push({ at: performance.now(), rss: rssOf(server!.pid!) }), 100);
        const started = performance.now();
        const requested = await client.post(base, dynamicQueryPath(dynamicQueryPaths.export, { id: queryId }));
        const exportId = (requested.body as { data: { id: number } }).data.id;
        let status: { status: string; row_count: number | null } | undefined;
        for (;;) {
          const answer = await client.get(base, dynamicQueryPath(dynamicQueryPaths.exportStatus, { exportId }));
          status = (answer.body as { data: { status: string; row_count: number | null } }).data;
          if (status.status === 'ready' || status.status === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        const elapsed = (performance.now() - started) / 1000;
        clearInterval(sampler);
        if (status.status !== 'ready') throw new Error(`the export ${status.status}:\n${server!.outputTail()}`);
        const bytes = await bucketBytes(s3.endpoint, s3.bucket);
        printFigure('fleet export: rows', status.row_count ?? 0, '');
        printFigure('fleet export: CSV size in the bucket', bytes / 1024 ** 2, 'MB');
        printFigure('fleet export: wall time', elapsed, 's');
        printFigure('fleet export: rate', bytes / 1024 ** 2 / elapsed, 'MB/s');
        printFigure('fleet export: server RSS before', rssBefore / 1024 ** 2, 'MB');
        const rssPeak = Math.max(rssBefore, ...samples.map((sample) => sample.rss));
        printFigure('fleet export: server RSS peak', rssPeak / 1024 ** 2, 'MB');
        printFigure('fleet export: server RSS growth (target flat)', (rssPeak - rssBefore) / 1024 ** 2, 'MB');
        // Flat means the later quarters of the export peak no higher than the first.
        for (let quarter = 0; quarter < 4; quarter++) {
          const from = started + (quarter * elapsed * 1000) / 4;
          const to = started + ((quarter + 1) * elapsed * 1000) / 4;
          const inQuarter = samples.filter((sample) => sample.at >= from && sample.at < to).map((s) => s.rss);
          printFigure(`fleet export: RSS peak in quarter ${quarter + 1}`, Math.max(0, ...inQuarter) / 1024 ** 2, 'MB');
        }
      } finally {
        await server?.stop();
        await s3.close();
      }
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
