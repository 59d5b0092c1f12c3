import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, documentPaths, dynamicQueryPath, dynamicQueryPaths, platformPaths } from '@portal/contracts';
import { openDatabase } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { ServerProcess } from '../testing/server-process.ts';
import { findPostgresBin, freePort, ThrowawayPostgres } from '../testing/throwaway-postgres.ts';
import { FleetClient, heldPost, oneShot, type RequestFate } from './fleet-client.ts';
import { node22, s3Credentials, type S3Service, type SmtpSink, startS3, startSmtpSink } from './fleet-services.ts';

/**
 * The fleet (issue #27): three built servers under Node 22, NODE_ENV=production, started at the same moment on an
 * empty database, on a Postgres primary with a streaming replica, S3-compatible storage (s3rver) and an SMTP sink
 * (smtp-server). The topology of compose.yaml, with processes (this machine has no Docker daemon).
 * Runs with `npm run test:fleet` (called by .ci/run), not in the default test run.
 */
const postgresBin = findPostgresBin();
if (!postgresBin) console.warn('Skipping the fleet test: initdb, pg_ctl and pg_basebackup not found (POSTGRES_BIN).');

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const scratch = path.join(root, '.data', `fleet-test-${process.pid}`);
const sessionCacheSeconds = 2;
const maxLagSeconds = 2;
const drainSeconds = 2;
const password = 'Fleet-Test-Password-1';
const marker = `Fleetmarker${randomBytes(3).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value (not undefined) or the time is up; then fails with `what`. */
async function until<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

describe.skipIf(!postgresBin)('three production servers as a fleet', () => {
  let primary: ThrowawayPostgres;
  let replica: ThrowawayPostgres;
  let s3: S3Service;
  let smtp: SmtpSink;
  let servers: ServerProcess[] = [];
  let urls: string[] = [];
  let nodeVersion = '';
  let admin: { id: number; email: string };
  let customerId: number;
  const direct = (cluster: ThrowawayPostgres) => new pg.Client({ connectionString: cluster.url('portal') });

  beforeAll(async () => {
    mkdirSync(scratch, { recursive: true });
    const outfile = path.join(scratch, 'dist', 'main.js');
    const [node] = await Promise.all([node22(), buildServer({ outfile })]);
    nodeVersion = node.version;

    primary = await ThrowawayPostgres.create(postgresBin!);
    await primary.start({ max_connections: '100' });
    const setup = new pg.Client({ connectionString: primary.url('postgres') });
    await setup.connect();
    await setup.query('CREATE DATABASE portal');
    await setup.end();
    replica = await primary.standby();
    // Every statement the replica runs is logged: the test finds the query tool's own there.
    await replica.start({ max_connections: '100', log_statement: 'all' });
    [s3, smtp] = await Promise.all([startS3(path.join(scratch, 's3')), startSmtpSink()]);

    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const env = {
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('hex'),
      PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      DATABASE_URL: primary.url('portal'),
      DATABASE_READ_URL: replica.url('portal'),
      DATABASE_READ_MAX_LAG_SECONDS: String(maxLagSeconds),
      DATA_DIR: path.join(scratch, 'data'),
      DEMO: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      SESSION_CACHE_SECONDS: String(sessionCacheSeconds),
      REMINDER_SWEEP_SECONDS: '1',
      STORAGE_DRIVER: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      AWS_ACCESS_KEY_ID: s3Credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
      AWS_REGION: 'us-east-1',
      SMTP_URL: smtp.url,
      // On SIGTERM: /readyz 503 at once (the load balancer stops sending), serve on for this long, then close.
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
    };
    // All three at once on the empty database: migrations and the reference seed run under the advisory lock.
    const started = await Promise.allSettled(
      ports.map((port) => ServerProcess.start(port, env, 120_000, [outfile], node.path)),
    );
    servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    if (failures.length > 0) throw new Error(`Servers that did not start:\n${failures.join('\n\n')}`);
    urls = servers.map((server) => server.baseUrl);

    const seeding = await openDatabase({ url: primary.url('portal') });
    const location = await createLocation(seeding.db);
    const staff = await createStaffUser(seeding.db, { role: 'admin', password, locationIds: [location.id] });
    const customer = await createCustomer(seeding.db, { primaryLocationId: location.id, firstName: marker });
    await seeding.close();
    admin = { id: staff.id, email: staff.email };
    customerId = customer.id;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([s3?.close(), smtp?.close()]);
    await replica?.destroy();
    await primary?.destroy();
    rmSync(scratch, { recursive: true, force: true });
  });

  const [a, b, c] = [0, 1, 2];

  async function signedIn(server: number): Promise<FleetClient> {
    const client = new FleetClient();
    await client.get(urls[server]!, authPaths.csrfToken);
    const login = await client.post(urls[server]!, authPaths.staffLogin, { email: admin.email, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return client;
  }

  it('starts three servers under Node 22 at the same moment on an empty database', async () => {
    console.log(`Fleet servers run ${nodeVersion} (this process: ${process.version}).`);
    expect(servers).toHaveLength(3);
    for (const url of urls) expect((await fetch(url + platformPaths.readyz)).status).toBe(200);
  });

  it('honours a session made on one server on the others, and a sign-out everywhere within the cache bound', async () => {
    const client = await signedIn(a);
    for (const server of [a, b, c]) {
      expect((await client.get(urls[server]!, authPaths.staffCurrentUser)).status).toBe(200);
    }
    const before = client.copy();
    const signedOutAt = Date.now();
    expect([200, 204]).toContain((await client.post(urls[a]!, authPaths.logout)).status);
    for (const server of [b, c]) {
      // The other servers may answer from their session cache for up to SESSION_CACHE_SECONDS.
      const seenAfter = await until(
        `server ${server} to see the sign-out`,
        async () =>
          (await before.get(urls[server]!, authPaths.staffCurrentUser)).status === 401
            ? Date.now() - signedOutAt
            : undefined,
        10_000,
      );
      expect(seenAfter).toBeLessThanOrEqual(sessionCacheSeconds * 1000 + 1_000);
    }
  });

  it('downloads a file uploaded through one server from the others; a second PUT to its URL changes nothing', async () => {
    const client = await signedIn(a);
    const content = Buffer.from(`Uploaded through server A for ${marker}.\n`);
    const query = new URLSearchParams({ fileName: 'fleet.txt', purpose: 'document', size: String(content.length) });
    const signed = await client.get(urls[a]!, `${documentPaths.signedUrl}?${query}`);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const { url, path: filePath } = signed.body as { url: string; path: string };
    expect(new URL(url).origin).toBe(s3.endpoint);
    expect((await fetch(url, { method: 'PUT', body: content })).status).toBe(200);

    const recorded = await client.post(urls[b]!, documentPaths.documents, {
      original_name: 'fleet.txt',
      path: filePath,
      size: content.length,
      customer_id: customerId,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const id = (recorded.body as { data: { id: number } }).data.id;
    for (const server of [c, a]) {
      const download = await client.get(urls[server]!, documentPaths.download(id));
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(download.bytes.equals(content)).toBe(true);
    }

    const overwrite = Buffer.from('%PDF-1.7 replaced after it was recorded'.padEnd(content.length, '.'));
    const second = await fetch(url, { method: 'PUT', body: overwrite.subarray(0, content.length) });
    const after = await client.get(urls[b]!, documentPaths.download(id));
    expect(after.status, `the download after a second PUT: ${after.bytes.toString('utf8').slice(0, 300)}`).toBe(200);
    expect(after.bytes.toString('utf8'), 'the recorded file after a second PUT').toBe(content.toString('utf8'));
    console.log(`A second PUT to a recorded upload's URL answered ${second.status}; the recorded file is unchanged.`);
    expect(after.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('downloads through one server a query export requested on another', async () => {
    const client = await signedIn(a);
    const saved = await client.post(urls[a]!, dynamicQueryPaths.storedQueries, {
      name: 'Fleet export',
      query_request: {
        conditions: [
          { identifier: 'condition', type: 'and', field: 'customer.first_name', operator: 'is', value: marker },
        ],
        fields: [
          { id: 'customer.id', name: 'Customer ID', type: 'int' },
          { id: 'customer.first_name', name: 'First Name', type: 'str' },
        ],
        sortFields: [],
      },
      is_primary: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const queryId = (saved.body as { data: { id: number } }).data.id;
    const requested = await client.post(urls[b]!, dynamicQueryPath(dynamicQueryPaths.export, { id: queryId }));
    expect(requested.status, JSON.stringify(requested.body)).toBe(202);
    const exportId = (requested.body as { data: { id: number } }).data.id;
    const exportPath = (template: string) => dynamicQueryPath(template, { exportId });
    await until('the export to be ready', async () => {
      const status = await client.get(urls[c]!, exportPath(dynamicQueryPaths.exportStatus));
      const state = (status.body as { data?: { status?: string } }).data?.status;
      if (state === 'failed') throw new Error('the export failed');
      return state === 'ready' ? true : undefined;
    });
    const download = await client.get(urls[a]!, exportPath(dynamicQueryPaths.exportDownload));
    expect(download.status).toBe(200);
    expect(download.bytes.toString('utf8')).toContain(`${customerId},${marker}`);
  });

  it('reads the query tool from the replica, and from the primary while the replica lags past the bound', async () => {
    const client = await signedIn(b);
    const probe = (firstName: string) => ({
      conditions: [
        { identifier: 'condition', type: 'and', field: 'customer.first_name', operator: 'is', value: firstName },
      ],
      fields: [{ id: 'customer.id', name: 'Customer ID', type: 'int' }],
      sortFields: [],
    });
    const total = async (server: number, firstName: string) => {
      const run = await client.post(urls[server]!, dynamicQueryPaths.run, probe(firstName));
      expect(run.status, JSON.stringify(run.body)).toBe(200);
      return (run.body as { total: number }).total;
    };
    expect(await total(b, marker)).toBe(1);
    // The replica ran the statement with the marker (its log), through the reporting pool (its sessions).
    expect(replica.log()).toContain(`'${marker}'`);
    const standby = direct(replica);
    await standby.connect();
    try {
      const { rows } = await standby.query<{ sessions: number }>(
        `select count(*)::int as sessions from pg_stat_activity where application_name = 'portal-reporting' and datname = 'portal'`,
      );
      expect(rows[0]!.sessions).toBeGreaterThan(0);

      // Replay paused: a customer made now is on the primary only; once the lag passes the bound, the query tool
      // finds it (it read the primary) and the server logged why.
      await standby.query('select pg_wal_replay_pause()');
      const seeding = await openDatabase({ url: primary.url('portal') });
      const [location] = await seeding.rawQuery('select id from locations limit 1');
      const lagging = `Lagprobe${randomBytes(3).toString('hex')}`;
      await createCustomer(seeding.db, {
        primaryLocationId: (location as { id: number }).id,
        firstName: lagging,
      });
      await seeding.close();
      await until('the query tool to read the primary while the replica lags', async () =>
        (await total(c, lagging)) === 1 ? true : undefined,
      );
      expect(servers[c]!.outputTail(200_000)).toMatch(/read replica lags .* reporting reads go to the primary/);
    } finally {
      await standby.query('select pg_wal_replay_resume()').catch(() => undefined);
      await standby.end();
    }
  });

  it('sends exactly one mail for a reminder coming due, whichever server sweeps', async () => {
    const title = `Fleet reminder ${marker}`;
    const database = direct(primary);
    await database.connect();
    try {
      await database.query(
        `insert into reminders (user_id, created_by_user_id, title, description, action, remind_at, in_support_of_type)
         values ($1, $1, $2, 'Due while three servers sweep.', 'call', now() + interval '1 second', 'none')`,
        [admin.id, title],
      );
      const mails = () => smtp.received.filter((mail) => mail.subject.includes(title));
      await until('the reminder mail', () => (mails().length > 0 ? true : undefined));
      const receivedAt = new Date();
      // Every server's sweep has run again since: none of them sends it a second time.
      await until('three more reminder sweeps', async () => {
        const { rows } = await database.query<{ sweeps: number }>(
          `select count(*)::int as sweeps from pgboss.job
            where name = 'reminders.sweep' and state = 'completed' and completed_on > $1`,
          [receivedAt],
        );
        return rows[0]!.sweeps >= 3 ? true : undefined;
      });
      const outbox = await database.query(`select id from mail_outbox where subject like $1`, [`%${title}`]);
      expect(outbox.rowCount).toBe(1);
      expect(mails()).toHaveLength(1);
      expect(mails()[0]!.to).toEqual([admin.email]);
    } finally {
      await database.end();
    }
  });

  it('ends each server within 10 s of SIGTERM, finishing the requests in flight and losing none', async () => {
    for (const server of [a, b, c]) {
      const url = urls[server]!;
      const client = new FleetClient();
      await client.get(url, authPaths.csrfToken);
      const login = JSON.stringify({ email: admin.email, password });
      // Three requests the server has read the head of (it answered 100 Continue) before the signal.
      const held = [0, 1, 2].map(() => heldPost(url + authPaths.staffLogin, client.authHeaders(), login));
      await Promise.all(held.map((request) => request.accepted));

      let loading = true;
      const fates: RequestFate[] = [];
      const load = Array.from({ length: 4 }, async () => {
        while (loading) fates.push(await oneShot(url + platformPaths.healthz));
      });
      await until('the load to be answered', () =>
        fates.filter((fate) => fate.kind === 'answered').length >= 20 ? true : undefined,
      );
      const answeredBefore = fates.length;
      const signalledAt = Date.now();
      const exited = servers[server]!.signal('SIGTERM');
      // Draining: no longer ready, still serving.
      await until(`server ${server} to answer /readyz 503`, async () => {
        const fate = await oneShot(url + platformPaths.readyz);
        return fate.kind === 'answered' && fate.status === 503 ? true : undefined;
      });
      // The server has stopped taking new work while the held request is still open.
      await until(
        `server ${server} to stop taking new requests`,
        async () => {
          const fate = await oneShot(url + platformPaths.healthz);
          return fate.kind === 'refused' || (fate.kind === 'answered' && fate.status === 503) ? true : undefined;
        },
        10_000,
      );
      for (const request of held) request.release();
      for (const request of held) {
        expect(await request.done, `a request in flight on server ${server}`).toEqual({
          kind: 'answered',
          status: 200,
        });
      }
      const exit = await exited;
      const seconds = (Date.now() - signalledAt) / 1000;
      loading = false;
      await Promise.all(load);
      const during = fates.slice(answeredBefore);
      const count = (kind: RequestFate['kind']) => during.filter((fate) => fate.kind === kind).length;
      console.log(
        `Server ${server}: SIGTERM to exit ${seconds.toFixed(2)} s; during it ${during.length} one-shot requests: ` +
          `${count('answered')} answered, ${count('refused')} refused, ${count('reset')} reset before an answer.`,
      );
      expect(exit, servers[server]!.outputTail()).toEqual({ code: 0, signal: null });
      expect(seconds).toBeLessThanOrEqual(10);
      expect(fates.filter((fate) => fate.kind === 'lost')).toEqual([]);
      // The others still serve.
      for (const other of [a, b, c].filter((index) => servers[index]!.alive)) {
        expect(await oneShot(urls[other]! + platformPaths.healthz)).toEqual({ kind: 'answered', status: 200 });
      }
    }
  }, 60_000);
});
