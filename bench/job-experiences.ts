// GET /internal-api/customer-job-experiences on the Postgres server at 10 concurrent clients, against the same SQL
// statements sent through the `pg` driver alone at the same concurrency in the same run.
import autocannon from 'autocannon';
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

    const config = { ...configFromEnv({ NODE_ENV: 'production', APP_SECRET: 'bench', LOG_LEVEL: 'silent', WEB_DIST: '' }), databaseUrl: url };
    config.loginRateLimit = { max: 1000, windowMs: 60_000 };
    const app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    const statements = await captureStatements(database.pool!, () =>
      fetch(`${base}/internal-api/customer-job-experiences`, { headers: { cookie } }).then((r) => r.text()),
    );

    const endpoint = await autocannon({
      url: `${base}/internal-api/customer-job-experiences`,
      connections,
      duration: seconds,
      headers: { cookie },
    });
    if (endpoint.non2xx > 0 || endpoint.errors > 0) throw new Error(`endpoint answered ${endpoint.non2xx} non-2xx`);

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
  const csrfCookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const login = await fetch(`${base}/internal-api/customer-portal/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

type Statement = { text: string; values: unknown[] };

/** Records every statement the pool runs while `work` runs: exactly the SQL one request costs. */
async function captureStatements(pool: pg.Pool, work: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const original = pool.query.bind(pool);
  const capture = (text: unknown, values?: unknown) => {
    const config = typeof text === 'string' ? { text, values } : (text as { text: string; values?: unknown[] });
    statements.push({ text: config.text, values: (config.values as unknown[]) ?? [] });
  };
  pool.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    capture(text, values);
    return (original as (...args: unknown[]) => unknown)(text, values, callback);
  }) as typeof pool.query;
  const originalConnect = pool.connect.bind(pool);
  pool.connect = (async () => {
    const client = await originalConnect();
    const clientQuery = client.query.bind(client);
    client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      capture(text, values);
      return (clientQuery as (...args: unknown[]) => unknown)(text, values, callback);
    }) as typeof client.query;
    return client;
  }) as typeof pool.connect;
  await work();
  pool.query = original;
  pool.connect = originalConnect;
  return statements;
}

/** The captured statements, in order, from `connections` concurrent loops for the same duration. */
async function runDriverOnly(url: string, statements: Statement[]) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      for (const statement of statements) await pool.query(statement.text, statement.values);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  await pool.end();
  return { perSecond: latencies.length / seconds, p99: percentile(latencies, 0.99) };
}
