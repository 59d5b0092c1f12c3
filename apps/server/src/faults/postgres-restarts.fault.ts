import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  customerRecordPath,
  customerRecordPaths,
  messageCenterPaths,
  messagePaths,
  platformPaths,
} from '@portal/contracts';
import { openDatabase } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { type HttpOutcome, HttpSession } from '../testing/http-session.ts';
import { ServerProcess } from '../testing/server-process.ts';
import { findPostgresBin, freePort, type ShutdownMode, ThrowawayPostgres } from '../testing/throwaway-postgres.ts';

/**
 * The real server process under steady mixed load while its own Postgres cluster is stopped (immediate and fast)
 * and started again. The process must stay alive, answer 503 with Retry-After while the database is away, serve
 * again within 5 s of it returning, lose no acknowledged write, and keep its job workers running.
 * Runs with `npm run test:faults` (called by .ci/run), not in the default test run.
 */
const restartModes: ShutdownMode[] = ['immediate', 'fast', 'immediate', 'fast'];
const downMs = 2_500;
const recoveryLimitMs = 5_000;
const loadWorkers = 6;
const staffPassword = 'Fault-Test-Password-1';

const postgresBin = findPostgresBin();
if (!postgresBin) console.warn('Skipping the Postgres restart fault test: initdb and pg_ctl not found (POSTGRES_BIN).');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  kind: 'read' | 'write';
  path: string;
  status: number;
  retryAfter: string | null;
  failure?: string | undefined;
}

interface RestartFigure {
  mode: ShutdownMode;
  secondsDown: number;
  secondsToRecover: number;
  readyWhileDown: number[];
}

describe.skipIf(!postgresBin)('the server through Postgres restarts under load', () => {
  let cluster: ThrowawayPostgres;
  let server: ServerProcess;
  let direct: pg.Client;
  let dataDir: string;
  let session: HttpSession;
  let customerId: number;
  let staffId: number;
  const runId = Date.now().toString(36);

  beforeAll(async () => {
    cluster = await ThrowawayPostgres.create(postgresBin!);
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();

    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-faults-data-'));
    server = await ServerProcess.start(await freePort(), {
      DATABASE_URL: cluster.url('portal'),
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    });

    // The server migrated its database; the test adds the one case manager and customer it works with.
    const seeding = await openDatabase({ url: cluster.url('portal') });
    const location = await createLocation(seeding.db);
    const staff = await createStaffUser(seeding.db, { password: staffPassword, locationIds: [location.id] });
    const customer = await createCustomer(seeding.db, { portal: false, primaryLocationId: location.id });
    await seeding.close();
    staffId = staff.id;
    customerId = customer.id;

    session = new HttpSession(server.baseUrl);
    await session.fetchCsrfToken(authPaths.csrfToken);
    const login = await session.post(authPaths.staffLogin, { email: staff.email, password: staffPassword });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await direct?.end().catch(() => undefined);
    await server?.stop();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function connectDirect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: cluster.url('portal') });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  let writeNumber = 0;
  const acknowledged: string[] = [];
  const outcomes: Outcome[] = [];

  async function write(): Promise<HttpOutcome> {
    const subject = `fault ${runId} ${++writeNumber}`;
    const path = customerRecordPath(messagePaths.send, { customerId, userId: staffId });
    const outcome = await session.post(path, { message_subject: subject, body: 'Written under a database restart.' });
    if (outcome.status === 200) acknowledged.push(subject);
    outcomes.push({ kind: 'write', path: messagePaths.send, ...outcome });
    return outcome;
  }

  async function read(step: number): Promise<HttpOutcome> {
    const paths = [
      customerRecordPath(customerRecordPaths.record, { id: customerId }),
      authPaths.staffCurrentUser,
      `${customerRecordPath(messageCenterPaths.customerMessages, { id: customerId })}?page=1&perPage=10`,
    ];
    const path = paths[step % paths.length]!;
    const outcome = await session.get(path);
    outcomes.push({ kind: 'read', path, ...outcome });
    return outcome;
  }

  /** Acknowledged subjects that are not in the database. */
  async function lostWrites(): Promise<string[]> {
    const { rows } = await direct.query<{ subject: string }>(
      'select subject from customer_messages where subject like $1',
      [`fault ${runId} %`],
    );
    const stored = new Set(rows.map((row) => row.subject));
    return acknowledged.filter((subject) => !stored.has(subject));
  }

  /** The job workers kept running: mail.deliver jobs complete after the database's last return. */
  async function jobsCompletedSince(since: Date): Promise<number> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await direct.query<{ completed: number }>(
        `select count(*)::int as completed from pgboss.job
          where name = 'mail.deliver' and state = 'completed' and completed_on > $1`,
        [since],
      );
      if (rows[0]!.completed > 0) return rows[0]!.completed;
      await sleep(500);
    }
    return 0;
  }

  it(
    `survives ${restartModes.length} restarts (immediate and fast) with no acknowledged write lost`,
    { timeout: 150_000 },
    async () => {
      let loading = true;
      const load = Array.from({ length: loadWorkers }, async (_, worker) => {
        for (let step = worker; loading; step++) {
          if (step % 3 === 0) await write();
          else await read(step);
          await sleep(25);
        }
      });
      await sleep(2_000);

      const figures: RestartFigure[] = [];
      let lastReturn = new Date();
      for (const mode of restartModes) {
        if (!server.alive) break;
        const stopping = Date.now();
        await cluster.stop(mode);
        const readyWhileDown: number[] = [];
        const downUntil = Date.now() + downMs;
        while (Date.now() < downUntil) {
          readyWhileDown.push((await session.get(platformPaths.readyz)).status);
          await sleep(250);
        }
        await cluster.start();
        const back = Date.now();
        lastReturn = new Date(back);
        let recoveredAt: number | undefined;
        while (server.alive && Date.now() - back < 20_000) {
          const ready = await session.get(platformPaths.readyz);
          if (ready.status === 200 && (await write()).status === 200 && (await read(0)).status === 200) {
            recoveredAt = Date.now();
            break;
          }
          await sleep(100);
        }
        figures.push({
          mode,
          secondsDown: (back - stopping) / 1000,
          secondsToRecover: ((recoveredAt ?? Infinity) - back) / 1000,
          readyWhileDown,
        });
        await sleep(1_000);
      }
      await sleep(1_000);
      loading = false;
      await Promise.all(load);

      direct = await connectDirect();
      const lost = await lostWrites();
      const unexpected = outcomes.filter(
        (outcome) => outcome.status !== 200 && !(outcome.status === 503 && outcome.retryAfter),
      );
      const jobsCompleted = server.alive ? await jobsCompletedSince(lastReturn) : 0;

      console.log(
        [
          `Postgres restarts survived: ${server.alive ? figures.length : 0} of ${restartModes.length}`,
          ...figures.map(
            (figure, index) =>
              `  restart ${index + 1} (${figure.mode}): database away ${figure.secondsDown.toFixed(1)} s; requests succeed again ${figure.secondsToRecover.toFixed(2)} s after it returned`,
          ),
          `Requests: ${outcomes.length}; ${outcomes.filter((o) => o.status === 503).length} answered 503 with Retry-After while the database was away; ${unexpected.length} failed otherwise`,
          `Writes acknowledged: ${acknowledged.length}, lost: ${lost.length}`,
          `Mail jobs completed after the last restart: ${jobsCompleted}`,
        ].join('\n'),
      );

      expect(server.alive, `the server exited (${JSON.stringify(server.exitStatus)}):\n${server.outputTail()}`).toBe(
        true,
      );
      expect(figures).toHaveLength(restartModes.length);
      for (const figure of figures) {
        expect(figure.secondsToRecover * 1000, `recovery after a ${figure.mode} restart`).toBeLessThanOrEqual(
          recoveryLimitMs,
        );
        expect(figure.readyWhileDown.length).toBeGreaterThan(0);
        expect(new Set(figure.readyWhileDown), `/readyz while the database was down (${figure.mode})`).toEqual(
          new Set([503]),
        );
      }
      expect(unexpected.slice(0, 10), 'every failed request is a 503 with Retry-After').toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(restartModes.length * 5);
      expect(lost).toEqual([]);
      expect(jobsCompleted, 'mail.deliver jobs completed after the last restart').toBeGreaterThan(0);
    },
  );
});
