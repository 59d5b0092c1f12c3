import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRecordPath, messagePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { mailJobNames, mailJobs } from '../mail/jobs.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { type JobDefinition, type Jobs, startJobs } from './jobs.ts';

/** pg-boss on the engine the tests run on: PGlite by default, the Postgres server when DATABASE_URL is set. */
const engine = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';

const errors: unknown[] = [];
const log = { error: (object: object) => errors.push(object), info: () => {}, warn: () => {} };
const fast = { pollingIntervalSeconds: 0.5 };

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`pg-boss on ${engine}`, () => {
  let database: TestDatabase;
  let jobs: Jobs;
  const received: unknown[] = [];
  let flakyCalls = 0;
  const definitions: JobDefinition[] = [
    {
      name: 'smoke.echo',
      handler: (data) => {
        received.push(data);
        return Promise.resolve();
      },
    },
    {
      name: 'smoke.flaky',
      queue: { retryLimit: 2, retryDelay: 1 },
      handler() {
        flakyCalls += 1;
        return flakyCalls === 1 ? Promise.reject(new Error('first attempt fails')) : Promise.resolve();
      },
    },
    { name: 'smoke.cron', cron: '*/5 * * * *', handler: () => Promise.resolve() },
  ];

  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs(database.handle, definitions, log, fast);
  }, testAppTimeout);
  afterAll(async () => {
    await jobs?.stop();
    await database?.dispose();
  });

  const stateOf = async (name: string) =>
    (await database.handle.rawQuery('select state, retry_count from pgboss.job where name = $1', [name])) as Array<{
      state: string;
      retry_count: number;
    }>;

  it('creates its schema, sends a job and works it', async () => {
    expect(await jobs.boss.isInstalled()).toBe(true);
    await jobs.send('smoke.echo', { hello: 'world' });
    await until(async () => (await stateOf('smoke.echo'))[0]?.state === 'completed', 'the job to complete');
    expect(received).toEqual([{ hello: 'world' }]);
    expect(errors).toEqual([]);
  });

  it('retries a failed job', async () => {
    await jobs.send('smoke.flaky', {});
    await until(async () => (await stateOf('smoke.flaky'))[0]?.state === 'completed', 'the retry to complete');
    expect(flakyCalls).toBe(2);
    expect((await stateOf('smoke.flaky'))[0]?.retry_count).toBe(1);
  });

  it('registers cron schedules', async () => {
    expect((await jobs.boss.getSchedules()).map((entry) => [entry.name, entry.cron])).toEqual([
      ['smoke.cron', '*/5 * * * *'],
    ]);
  });
});

describe(`mail jobs on ${engine}`, () => {
  let t: TestApp;
  let refuse = false;
  const local = createMailer({ smtpUrl: undefined, from: 'Workforce Portal <no-reply@portal.test>' });
  const switchable: Mailer = {
    transport: 'local',
    async send(mail) {
      if (refuse) throw Object.assign(new Error('421 Service not available'), { code: 'ECONNECTION' });
      return local.send(mail);
    },
    close: () => local.close(),
  };

  beforeAll(async () => {
    t = await createTestApp({
      startJobs: (database) => startJobs(database, mailJobs(database.db, switchable, log), log, fast),
    });
  }, testAppTimeout);
  afterAll(() => t?.close());

  async function sendMessage(email: string) {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id, email });
    const url = customerRecordPath(messagePaths.send, { customerId: customer.id, userId: t.world.caseManager.id });
    const response = await (await t.as('caseManager')).post(url, { message_subject: 'Hello', body: 'Welcome.' });
    expect(response.json()).toEqual({ success: true, queued: true });
    const [row] = await t.db
      .select({ id: schema.mailOutbox.id })
      .from(schema.mailOutbox)
      .innerJoin(schema.customerMessages, eq(schema.customerMessages.id, schema.mailOutbox.customerMessageId))
      .where(eq(schema.customerMessages.customerId, customer.id));
    return row!.id;
  }
  const outbox = async (id: number) =>
    (await t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)))[0]!;
  const deliverJobs = async () =>
    (await t.database.rawQuery(
      `select data, state, start_after > now() + interval '25 seconds' as backing_off
         from pgboss.job where name = $1`,
      [mailJobNames.deliver],
    )) as Array<{ data: { outboxId: number }; state: string; backing_off: boolean }>;

  it('sending a message nudges mail.deliver, whose worker delivers it', async () => {
    refuse = false;
    const id = await sendMessage('worker@example.test');
    await until(async () => (await outbox(id)).status === 'sent', 'the worker to deliver the mail');
    expect(await outbox(id)).toMatchObject({ attempts: 1, transport: 'local', lastError: null });
  });

  it('a failed delivery records the error and leaves the job to pg-boss to retry with backoff', async () => {
    refuse = true;
    const id = await sendMessage('down@example.test');
    await until(async () => (await outbox(id)).lastError !== null, 'the failed attempt');
    expect(await outbox(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'ECONNECTION: 421 Service not available',
    });
    await until(
      async () => (await deliverJobs()).find((job) => job.data.outboxId === id)?.state === 'retry',
      'pg-boss to schedule the retry',
    );
    // The first retry waits retryDelay * (1..2) = 30-60 s; the row is not due before 30 s either.
    expect((await deliverJobs()).find((job) => job.data.outboxId === id)?.backing_off).toBe(true);
    expect((await outbox(id)).nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 25_000);
  });
});
