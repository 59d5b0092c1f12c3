// Shared pieces of endpoint benchmarks: sign in, load an endpoint from another process, capture the SQL one
// request costs, and replay that SQL through the pg driver alone as the baseline.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import type { DatabaseHandle } from '@portal/db';
import { buildApp, type AppInstance } from '../apps/server/src/app.ts';
import { configFromEnv } from '../apps/server/src/platform/config.ts';
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

export interface LoadOptions {
  connections: number;
  seconds: number;
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

/** autocannon in its own process, so the load generator does not share the server's event loop. */
export async function loadFromAnotherProcess(
  url: string,
  cookie: string,
  { connections, seconds }: LoadOptions,
): Promise<autocannon.Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/autocannon/autocannon.js',
      '--json',
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-H',
      `cookie=${cookie}`,
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as autocannon.Result;
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
 * Replays captured requests through the driver alone from `connections` concurrent loops for the same duration. Each
 * loop pass sends one request's statements in order; with several requests the loops take them in turn.
 */
export async function runDriverOnly(url: string, requests: Statement[][], { connections, seconds }: LoadOptions) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let turn = 0;
  const loop = async () => {
    while (performance.now() < deadline) {
      const statements = requests[turn++ % requests.length]!;
      const started = performance.now();
      for (const statement of statements) await pool.query(statement);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.end();
  return {
    perSecond: latencies.length / seconds,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
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
