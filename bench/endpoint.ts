// Shared pieces of endpoint benchmarks: sign in, load an endpoint from another process, capture the SQL one
// request costs, and replay that SQL through the pg driver alone as the baseline.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { type DatabaseHandle, withoutJit } from '@portal/db';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppInstance } from '../apps/server/src/platform/app-instance.ts';
import { configFromEnv } from '../apps/server/src/platform/config.ts';
import { getLoadScript, leanClient, leanLoad, runLoadScript, type LoadOptions } from './load-scripts.ts';
import { percentile } from './support.ts';

/** The app as production runs it (no web build, no logs, no login rate limit to trip), listening on a free port. */
export async function startBenchServer(
  url: string,
  database: DatabaseHandle,
): Promise<{ app: AppInstance; base: string }> {
  const config = {
    ...configFromEnv({
      NODE_ENV: 'production',
      APP_SECRET: 'bench',
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      // Production refuses to start without one; any 32 random bytes do for a benchmark.
      PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // ADR 0027: SESSION_CACHE_SECONDS=0 measures the app without its session cache (every request resolves the
      // session in the database), for a before/after in the same conditions.
      SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS,
    }),
    databaseUrl: url,
  };
  config.loginRateLimit = { max: 1000, windowMs: 60_000 };
  config.loginIpRateLimit = { max: 10_000, windowMs: 60_000 };
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

export async function signIn(base: string, email: string, password: string) {
  const csrf = await fetch(`${base}/internal-api/csrf-token`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const login = await fetch(`${base}/internal-api/customer-portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

export type Statement = { name: string | undefined; text: string; values: unknown[] };

/** Records every statement any pg client runs while `work` runs: exactly the SQL one request costs. */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config =
      typeof first === 'string' ? { text: first } : (first as { text: string; name?: string; values?: unknown });
    const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
    // Named statements are prepared once per connection by the server; the baseline prepares them the same way.
    statements.push({ name: 'name' in config ? config.name : undefined, text: config.text, values });
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/**
 * Runs a captured statement as the server does (a named prepared statement, 20 times, so Postgres settles on its
 * plan) and prints its median time and how many of its plans were generic and custom.
 */
export async function timePrepared(client: pg.Client, label: string, statement: Statement) {
  const times: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    await client.query({ name: statement.name, text: statement.text, values: statement.values });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
    'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
    [statement.name],
  );
  console.log(
    `${label}: ${statement.name} median ${times[10]!.toFixed(2)} ms, plans generic ${rows[0]?.generic_plans} custom ${rows[0]?.custom_plans}`,
  );
}

/**
 * captureStatements of a second run of `work`, the first one warming what a steady load has warm: the caller's
 * session in the process's session cache (ADR 0027), the JIT, the pooled connection's prepared statements. For
 * reads only (the work runs twice).
 */
export async function captureWarmStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  await work();
  return captureStatements(work);
}

/**
 * Replays captured requests through the driver alone from `connections` concurrent loops for the same duration. Each
 * loop pass sends one request's statements in order on one pooled connection; with several requests the loops take
 * them in turn.
 */
export async function runDriverOnly(url: string, requests: Statement[][], { connections, seconds }: LoadOptions) {
  // Sessions set as the app's are (openDatabase: no JIT), so the baseline runs the same plans the same way.
  const pool = new pg.Pool({ connectionString: withoutJit(url), max: connections });
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const statements = requests[turn++ % requests.length]!;
      const started = performance.now();
      // One connection for the request's statements, as the app holds one for a transaction (BEGIN, SET LOCAL, ...).
      const client = await pool.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        client.release();
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.end();
  return {
    perSecond: latencies.length / seconds,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    latencies,
  };
}

/** One timed window of load: how many requests completed in how long, and each one's latency in ms. */
export interface LoadWindow {
  requests: number;
  seconds: number;
  latencies: number[];
  /**
   * CPU the load generator's process spent on the window (ms): it shares the machine's cores with the app and
   * Postgres during the endpoint's windows, while the driver-only baseline has no such process.
   */
  clientCpuMs?: number;
}

/** Windows per side and seconds per window of alternate(): BENCH_PAIRS (6) and BENCH_WINDOW_SECONDS (2). */
export const alternation = {
  pairs: Number(process.env.BENCH_PAIRS ?? 6),
  windowSeconds: Number(process.env.BENCH_WINDOW_SECONDS ?? 2),
};

const sortedPercentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p + 0.5))]!;

/**
 * The endpoint and its driver-only baseline in short alternating windows (endpoint, driver, endpoint, driver, ...),
 * so that load which comes and goes on a shared machine falls on both alike. The ratio endpoint / driver is taken
 * per pair; its median is reported with its spread (min, quartiles, max). Latency percentiles pool every window.
 */
export async function alternate(
  endpoint: (seconds: number) => Promise<LoadWindow>,
  driver: (seconds: number) => Promise<LoadWindow>,
  { pairs, windowSeconds } = alternation,
) {
  const endpointWindows: LoadWindow[] = [];
  const driverWindows: LoadWindow[] = [];
  const ratios: number[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    const e = await endpoint(windowSeconds);
    const d = await driver(windowSeconds);
    endpointWindows.push(e);
    driverWindows.push(d);
    ratios.push(e.requests / e.seconds / (d.requests / d.seconds));
  }
  const summary = (windows: LoadWindow[]) => {
    const latencies = windows.flatMap((w) => w.latencies).sort((a, b) => a - b);
    const requests = windows.reduce((sum, w) => sum + w.requests, 0);
    const seconds = windows.reduce((sum, w) => sum + w.seconds, 0);
    return {
      requests,
      perSecond: requests / seconds,
      p50: sortedPercentile(latencies, 0.5),
      p95: sortedPercentile(latencies, 0.95),
      p99: sortedPercentile(latencies, 0.99),
    };
  };
  const sorted = [...ratios].sort((a, b) => a - b);
  return {
    endpoint: summary(endpointWindows),
    driver: summary(driverWindows),
    ratio: {
      median: sortedPercentile(sorted, 0.5),
      min: sorted[0] ?? 0,
      q1: sortedPercentile(sorted, 0.25),
      q3: sortedPercentile(sorted, 0.75),
      max: sorted.at(-1) ?? 0,
      pairs: ratios.length,
    },
  };
}

/** "0.61 x (min 0.55, IQR 0.58-0.64, max 0.70, 6 pairs)" */
export function ratioSpread(ratio: Awaited<ReturnType<typeof alternate>>['ratio']) {
  const f = (n: number) => n.toFixed(2);
  return `(min ${f(ratio.min)}, IQR ${f(ratio.q1)}-${f(ratio.q3)}, max ${f(ratio.max)}, ${ratio.pairs} pairs of ${alternation.windowSeconds} s)`;
}

/** runDriverOnly as one window of alternate(). */
export async function driverWindow(url: string, requests: Statement[][], connections: number, seconds: number) {
  const result = await runDriverOnly(url, requests, { connections, seconds });
  return { requests: result.latencies.length, seconds, latencies: result.latencies } satisfies LoadWindow;
}

const clockTicksPerSecond = 100; // USER_HZ on Linux

/** CPU ticks (user + system) of each Postgres backend serving the database, read from /proc (Linux only). */
async function backendTicks(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const ticks = new Map<number, number>();
    for (const { pid } of rows) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch {
        // Another machine, or the backend ended: its time is simply not counted.
      }
    }
    return ticks;
  } finally {
    await client.end();
  }
}

/**
 * CPU time spent per request by this process (the app server runs in it) and by the database's backends while
 * `work` runs. Unlike latency it hardly depends on what else the machine is doing, so runs on a busy shared
 * machine can still be compared. Returns milliseconds of CPU per request.
 */
export async function measureCpu<T extends { requests: number }>(url: string, work: () => Promise<T>) {
  const before = await backendTicks(url);
  const started = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(started);
  const after = await backendTicks(url);
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  const requests = Math.max(1, result.requests);
  return {
    result,
    serverCpuMs: (used.user + used.system) / 1000 / requests,
    databaseCpuMs: ((ticks / clockTicksPerSecond) * 1000) / requests,
  };
}

/**
 * One window of GET load on `paths` (in turn) from another process, at most `rate` requests per second when given;
 * throws on any non-200 answer or error.
 */
export async function getWindow(
  base: string,
  cookie: string,
  paths: string[],
  connections: number,
  seconds: number,
  /** Requests per second over all connections (autocannon's overallRate); as fast as answered by default. */
  rate?: number,
): Promise<LoadWindow> {
  const host = new URL(base).host;
  const load =
    leanClient && !rate
      ? await leanLoad(
          base,
          paths.map((path) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`),
          connections,
          seconds,
        )
      : await runLoadScript(getLoadScript, { url: base, cookie, paths, connections, seconds, rate });
  if (load.bad > 0 || load.errors > 0) {
    throw new Error(`${paths[0]}: ${load.bad} non-200 answers and ${load.errors} errors`);
  }
  return { requests: load.times.length, seconds: load.seconds, latencies: load.times, clientCpuMs: load.cpuMs };
}

/**
 * GET `paths` on the app and the SQL they cost (captured once per path) through the driver alone, in alternating
 * windows after a warm-up window (JIT, every pooled connection's prepared statements). alternate() summarises them.
 */
export async function alternateGet(
  app: { base: string; url: string; cookie: string },
  paths: string[],
  connections: number,
  warmUpSeconds = 2,
) {
  const statements: Statement[][] = [];
  for (const path of paths) {
    statements.push(
      await captureStatements(() =>
        fetch(`${app.base}${path}`, { headers: { cookie: app.cookie } }).then((r) => r.text()),
      ),
    );
  }
  await getWindow(app.base, app.cookie, paths, connections, warmUpSeconds);
  const run = await alternate(
    (seconds) => getWindow(app.base, app.cookie, paths, connections, seconds),
    (seconds) => driverWindow(app.url, statements, connections, seconds),
  );
  return { ...run, statementsPerRequest: statements[0]?.length ?? 0 };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The package (or the project's own folder) a profiled function belongs to. */
function origin(url: string) {
  if (url === '') return '(native / V8)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  if (url.startsWith('node:')) return 'node core';
  const own = /\/work\/[^/]+\/((?:apps|packages)\/[^/]+)/.exec(url);
  return own ? own[1]! : url;
}

/**
 * BENCH_RECORD_PROFILE_SECONDS=n (customer-record) or BENCH_SEARCH_PROFILE_SECONDS=n (customer-search): instead of the
 * figures, one window of the same load under the V8 sampling profiler (the app runs in this process), written to
 * BENCH_PROFILE (BENCH_RECORD_PROFILE for the record read; by default `defaultFile`), and the top self-time
 * functions and packages by their share of the samples. Every function is the app's: the load comes from another
 * process and nothing else runs here meanwhile.
 */
export async function profileWindow(load: () => Promise<{ requests: number; seconds: number }>, defaultFile: string) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const window = await load();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = process.env.BENCH_PROFILE ?? process.env.BENCH_RECORD_PROFILE ?? defaultFile;
  writeFileSync(file, JSON.stringify(profile));
  const nodes = profile.nodes as ProfileNode[];
  const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const idle = nodes
    .filter((node) => node.callFrame.functionName === '(idle)')
    .reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const busy = Math.max(1, total - idle);
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || !node.hitCount) continue;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/[^/]+\//, '')}:${lineNumber + 1}`
      : '';
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
    byOrigin.set(origin(url), (byOrigin.get(origin(url)) ?? 0) + node.hitCount);
  }
  const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `profile: ${file}; ${window.requests} requests in ${window.seconds} s; busy in ${((busy / total) * 100).toFixed(1)}% of the samples`,
  );
  console.log('self time by package (share of busy samples):');
  for (const [name, hits] of top(byOrigin, 15))
    console.log(`  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log('self time by function:');
  for (const [name, hits] of top(byFunction, 30))
    console.log(`  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
