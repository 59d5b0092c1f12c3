// GET /internal-api/customer-job-experiences on the Postgres server at 10 concurrent clients, against the same SQL
// statements sent through the `pg` driver alone at the same concurrency in the same run.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@portal/db';
import { createCustomer, createJobExperience, ensureEducationLevels } from '@portal/db/factories';
import { buildApp } from '../apps/server/src/app.ts';
import { configFromEnv } from '../apps/server/src/platform/config.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchJobExperiences() {
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections });
    await database.migrate();
    await ensureEducationLevels(database.db);
    const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });
    for (let i = 0; i < 6; i += 1) {
      await createJobExperience(database.db, customer.id, {
        startDate: `${2010 + i}-01-01`,
        finishDate: `${2011 + i}-01-01`,
        accomplishments: ['Led the weekly safety huddle', 'Kept inventory accuracy above 99%', 'Mentored new hires'],
      });
    }

    const config = {
      ...configFromEnv({ NODE_ENV: 'production', APP_SECRET: 'bench', LOG_LEVEL: 'silent', WEB_DIST: '' }),
      databaseUrl: url,
    };
    config.loginRateLimit = { max: 1000, windowMs: 60_000 };
    const app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    const statements = await captureStatements(() =>
      fetch(`${base}/internal-api/customer-job-experiences`, { headers: { cookie } }).then((r) => r.text()),
    );

    const endpoint = await loadFromAnotherProcess(`${base}/internal-api/customer-job-experiences`, cookie);
    if (endpoint.non2xx > 0 || endpoint.errors > 0) {
      throw new Error(`endpoint answered ${endpoint.non2xx} non-2xx and ${endpoint.errors} errors`);
    }

    const driver = await runDriverOnly(url, statements);
    await app.close();
    await database.close();

    printFigure('job experiences endpoint req/s', endpoint.requests.average, 'req/s');
    printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver (target >= 0.5)', endpoint.requests.average / driver.perSecond, 'x');
    printFigure('endpoint p99 latency (target < 10 ms)', endpoint.latency.p99, 'ms');
    printFigure('driver p99 latency', driver.p99, 'ms');
    printFigure('SQL statements per request', statements.length, '');
  });
}

async function signIn(base: string, email: string, password: string) {
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
async function loadFromAnotherProcess(url: string, cookie: string): Promise<autocannon.Result> {
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

type Statement = { name: string | undefined; text: string; values: unknown[] };

/** Records every statement any pg client runs while `work` runs: exactly the SQL one request costs. */
async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
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

/** The captured statements, in order, from `connections` concurrent loops for the same duration. */
async function runDriverOnly(url: string, statements: Statement[]) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      for (const statement of statements) await pool.query(statement);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.end();
  return { perSecond: latencies.length / seconds, p99: percentile(latencies, 0.99) };
}
