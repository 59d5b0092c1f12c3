// POST /internal-api/customers/search on the Postgres server with 1,000,000 synthetic customers (BENCH_CUSTOMERS),
// signed in as a case manager of one of 40 locations, "my location" mode: by name (full names, "last, first", one
// word, accents dropped), by name with a small typo (measured apart: it takes the trigram path), by date of birth
// (m/d/yyyy) and by email. 10 concurrent clients per search type (BENCH_CONNECTIONS).
// Baseline in the same run: the same SQL statements (captured per request) through the `pg` driver alone, in
// windows alternating with the endpoint's (bench/endpoint.ts alternate(): BENCH_PAIRS, BENCH_WINDOW_SECONDS).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { authPaths, customerPaths } from '@portal/contracts';
import { createStaffUser } from '@portal/db/factories';
import {
  alternate,
  captureWarmStatements,
  driverWindow,
  measureCpu,
  profileWindow,
  ratioSpread,
  startBenchServer,
  type Statement,
} from './endpoint.ts';
import { leanClient, leanLoad } from './load-scripts.ts';
import { withScaleDatabase } from './scale-database.ts';
import { printFigure } from './support.ts';

// BENCH_CONNECTIONS clients (10 by default); BENCH_SEARCHES=typo runs only the search types whose label contains it.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const only = process.env.BENCH_SEARCHES;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 2;
// BENCH_SEARCH_PROFILE_SECONDS=n: one window per search type under the profiler instead of the figures (endpoint.ts).
const profileSeconds = Number(process.env.BENCH_SEARCH_PROFILE_SECONDS ?? 0);
const password = 'Bench-Password-1';

/** Cookies from several responses, later ones replacing earlier ones of the same name. */
function mergeCookies(jar: Map<string, string>, response: Response) {
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!;
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
}

/** Staff sign-in; the login rotates the CSRF secret, so a fresh token is fetched with the new session. */
export async function signInStaff(base: string, email: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar.values()].join('; ');
  const first = await fetch(`${base}${authPaths.csrfToken}`);
  mergeCookies(jar, first);
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${base}${authPaths.staffLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`);
  mergeCookies(jar, login);
  const fresh = await fetch(`${base}${authPaths.csrfToken}`, { headers: { cookie: cookie() } });
  mergeCookies(jar, fresh);
  const { token: csrf } = (await fresh.json()) as { token: string };
  return { cookie: cookie(), csrf };
}

const loadScript = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const autocannon = require('autocannon');
const { url, headers, path, bodies, connections, seconds } = JSON.parse(process.argv[1]);
const times = [];
let bad = 0;
const started = process.cpuUsage();
const instance = autocannon({
  url, connections, duration: seconds, headers,
  requests: bodies.map((body) => ({ method: 'POST', path, body: JSON.stringify(body) })),
});
instance.on('response', (_client, status, _bytes, ms) => { if (status === 200) times.push(ms); else bad += 1; });
instance.on('done', (result) => {
  const cpu = process.cpuUsage(started);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  process.stdout.write(JSON.stringify({ times, bad, errors: result.errors, seconds: result.duration, cpuMs }));
});
`;

async function loadBodies(base: string, headers: Record<string, string>, bodies: object[], duration = seconds) {
  if (leanClient) {
    const host = new URL(base).host;
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const requests = bodies.map((body) => {
      const text = JSON.stringify(body);
      return `POST ${customerPaths.search} HTTP/1.1\r\nHost: ${host}\r\n${head}Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`;
    });
    return leanLoad(base, requests, connections, duration);
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      loadScript,
      JSON.stringify({ url: base, headers, path: customerPaths.search, bodies, connections, seconds: duration }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as { times: number[]; bad: number; errors: number; seconds: number; cpuMs: number };
}

const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
};

/** A small typo: two neighbouring letters of the last name swapped, or one doubled. */
export const typo = (name: string, n: number) =>
  n % 2 === 0 && name.length > 4 ? name.slice(0, 2) + name[3] + name[2] + name.slice(4) : name + name.at(-1);

export async function benchCustomerSearch() {
  await withScaleDatabase(async ({ url, database, myLocation }) => {
    const staff = await createStaffUser(database.db, {
      email: `bench-search-${Date.now()}@example.test`,
      role: 'case_manager',
      password,
      locationIds: [myLocation],
    });

    // What staff look for: people at their location, drawn from the data.
    const people = (await database.rawQuery(
      `select first_name, last_name, to_char(birthdate, 'YYYY-MM-DD') as birthdate, email from customers
       where primary_location_id = $1 and status and deleted_at is null and email is not null
       order by md5(id::text) limit 24`,
      [myLocation],
    )) as { first_name: string; last_name: string; birthdate: string; email: string }[];
    // As written: "first last", "last, first", lower case, accents dropped; then one word; then small typos.
    const nameQueries = people.map(
      (p, n) =>
        [
          `${p.first_name} ${p.last_name}`,
          `${p.last_name}, ${p.first_name}`,
          `${p.first_name.toLowerCase()} ${p.last_name.toLowerCase()}`,
          `${p.first_name} ${p.last_name}`.normalize('NFD').replace(/\p{M}/gu, ''),
        ][n % 4]!,
    );
    nameQueries.push('Nguyen', 'Castañeda');
    const typoQueries = people.map((p, n) => `${p.first_name} ${typo(p.last_name, n)}`);
    const searches = {
      name: nameQueries.map((query) => ({ query, search_type: 'name' })),
      'name with a typo': typoQueries.map((query) => ({ query, search_type: 'name' })),
      'date of birth': people.map((p) => ({ query: usDate(p.birthdate), search_type: 'birthdate' })),
      email: people.map((p) => ({ query: p.email.toUpperCase(), search_type: 'email' })),
    };

    const { app, base } = await startBenchServer(url, database);
    const { cookie, csrf } = await signInStaff(base, staff.email);
    const headers = { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' };
    const post = (body: object) =>
      fetch(`${base}${customerPaths.search}`, { method: 'POST', headers, body: JSON.stringify(body) });

    for (const [label, bodies] of Object.entries(searches)) {
      if (only && !label.includes(only)) continue;
      let hits = 0;
      for (let round = 0; round < 3; round += 1) {
        for (const body of bodies) {
          const response = await post(body);
          if (response.status !== 200) throw new Error(`${JSON.stringify(body)}: ${response.status}`);
          const result = (await response.json()) as { data: unknown[] };
          if (round === 0 && result.data.length > 0) hits += 1;
        }
      }
      const statements: Statement[][] = [];
      for (const body of bodies) {
        statements.push(await captureWarmStatements(() => post(body).then((r) => r.text())));
      }
      // Two seconds of the same load first, so the JIT and every pooled connection's prepared statements are warm.
      await loadBodies(base, headers, bodies, warmUpSeconds);
      if (profileSeconds > 0) {
        await profileWindow(
          async () => {
            const load = await loadBodies(base, headers, bodies, profileSeconds);
            return { requests: load.times.length, seconds: load.seconds };
          },
          `customer-search-${label.replaceAll(' ', '-')}.cpuprofile`,
        );
        continue;
      }
      let serverCpu = 0;
      let databaseCpu = 0;
      let clientCpu = 0;
      let driverCpu = 0;
      const run = await alternate(
        async (duration) => {
          const cpu = await measureCpu(url, async () => {
            const load = await loadBodies(base, headers, bodies, duration);
            return { ...load, requests: load.times.length };
          });
          const load = cpu.result;
          if (load.bad > 0 || load.errors > 0) {
            throw new Error(`${label}: ${load.bad} non-200 answers and ${load.errors} errors`);
          }
          serverCpu += cpu.serverCpuMs * load.requests;
          databaseCpu += cpu.databaseCpuMs * load.requests;
          clientCpu += load.cpuMs;
          return { requests: load.requests, seconds: load.seconds, latencies: load.times };
        },
        async (duration) => {
          const cpu = await measureCpu(url, () => driverWindow(url, statements, connections, duration));
          driverCpu += cpu.serverCpuMs * cpu.result.requests;
          return cpu.result;
        },
      );
      const { endpoint, driver, ratio } = run;
      printFigure(`search by ${label}: queries with a match`, hits, `/ ${bodies.length}`);
      printFigure(`search by ${label}: endpoint p95 (target < 20 ms)`, endpoint.p95, 'ms');
      printFigure(`search by ${label}: endpoint p99`, endpoint.p99, 'ms');
      printFigure(`search by ${label}: endpoint req/s (${connections} clients)`, endpoint.perSecond, 'req/s');
      printFigure(`search by ${label}: same SQL through pg alone`, driver.perSecond, 'req/s');
      printFigure(`search by ${label}: ratio endpoint / driver, median`, ratio.median, `x ${ratioSpread(ratio)}`);
      printFigure(`search by ${label}: driver p95`, driver.p95, 'ms');
      printFigure(`search by ${label}: driver p99`, driver.p99, 'ms');
      printFigure(`search by ${label}: CPU per request, app server`, serverCpu / Math.max(1, endpoint.requests), 'ms');
      printFigure(`search by ${label}: CPU per request, Postgres`, databaseCpu / Math.max(1, endpoint.requests), 'ms');
      printFigure(
        `search by ${label}: CPU per request, load generator`,
        clientCpu / Math.max(1, endpoint.requests),
        'ms',
      );
      printFigure(
        `search by ${label}: driver alone, CPU per request, node`,
        driverCpu / Math.max(1, driver.requests),
        'ms',
      );
    }
    await app.close();
  });
}
