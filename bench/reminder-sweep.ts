// The overdue sweep (issue #14) over 1,000,000 reminders (BENCH_REMINDERS to change the size): the time per run
// when nothing is due and when a batch has come due, each against the same SQL through the driver alone, and proof
// that a run touches only the reminders that changed (pg_stat_user_tables' update count and updated_at).
//   npm run bench -- reminder-sweep        (Postgres at BENCH_DATABASE_URL or the local `test` server)
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { sweepOverdueReminders } from '../apps/server/src/modules/reminders/sweep.ts';
import { captureStatements, type Statement } from './endpoint.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const reminderCount = Number(process.env.BENCH_REMINDERS ?? 1_000_000);
const dueBatch = Number(process.env.BENCH_DUE_BATCH ?? 1_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const staffCount = 200;

/** Staff users and reminders in every status: most upcoming in the future, some done, deleted, overdue, snoozed. */
async function seed(database: DatabaseHandle) {
  await database.rawQuery(`
    insert into staff_users (email, password_hash, first_name, last_name)
    select 'bench' || i || '@example.test', 'x', 'Bench', 'User ' || i from generate_series(1, ${staffCount}) i`);
  await database.rawQuery(`
    insert into reminders (user_id, created_by_user_id, title, description, action, status, remind_at,
      remind_again_at, in_support_of_type, created_at, updated_at)
    select u, u, 'Reminder ' || i, 'Bench reminder', 'call',
      case when i % 20 < 12 then 'upcoming' when i % 20 < 16 then 'completed' when i % 20 < 18 then 'deleted'
        when i % 20 = 18 then 'overdue' else 'snoozed' end,
      case when i % 20 < 12 then now() + make_interval(mins => 60 + i % 100000) else now() - interval '2 days' end,
      case when i % 20 = 19 then now() + make_interval(mins => 60 + i % 5000) end,
      'none', now() - interval '3 days', now() - interval '3 days'
    from (select i, (select min(id) from staff_users) + i % ${staffCount} as u
          from generate_series(1, ${reminderCount}) i) s`);
  await database.rawQuery('vacuum analyze reminders, staff_users');
}

/** Brings the next `count` upcoming reminders due (as time passing would), outside the measured run. */
async function bringDue(client: pg.Client, count: number) {
  await client.query(
    `update reminders set remind_at = now() - interval '1 second'
     where id in (select id from reminders where status = 'upcoming'
                  order by coalesce(remind_again_at, remind_at) limit $1)`,
    [count],
  );
}

/**
 * Rows updated in `reminders` so far. Each backend sends its counts to the statistics views only now and then, so
 * both connections (the bench's client and the sweep's single pooled one) flush theirs first.
 */
async function updatesSoFar(client: pg.Client, database: DatabaseHandle): Promise<number> {
  await database.rawQuery('select pg_stat_force_next_flush()');
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ n: string }>(
    `select n_tup_upd::text as n from pg_stat_user_tables where relname = 'reminders'`,
  );
  return Number(rows[0]?.n ?? 0);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function replay(client: pg.Client, statements: Statement[]) {
  for (const statement of statements) await client.query({ text: statement.text, values: statement.values });
}

export async function benchReminderSweep() {
  console.log(
    `\nOverdue reminder sweep: ${reminderCount.toLocaleString('en-US')} reminders, batches of ${dueBatch} due`,
  );
  await withScratchDatabase(async (url) => {
    // One pooled connection, so the sweep and the statistics flush in updatesSoFar share a backend.
    const database = await openDatabase({ url, poolSize: 1, statementTimeoutMs: 600_000 });
    const client = new pg.Client({ connectionString: url });
    try {
      await database.migrate();
      const seeded = await timed(() => seed(database));
      printFigure('seed wall time (generate_series + vacuum analyze)', seeded.ms / 1000, 's');
      await client.connect();
      const sweep = () => sweepOverdueReminders(database.db, { mailOwners: true });

      // Nothing due: the partial index makes this a read of an empty index range.
      const statements = await captureStatements(sweep);
      const idleApp: number[] = [];
      const idleDriver: number[] = [];
      for (let round = 0; round < rounds * 3; round++) {
        idleApp.push((await timed(sweep)).ms);
        idleDriver.push((await timed(() => replay(client, statements))).ms);
      }
      printFigure('nothing due: sweep p50', percentile(idleApp, 0.5), 'ms');
      printFigure('nothing due: same SQL, driver alone p50', percentile(idleDriver, 0.5), 'ms');
      printFigure('nothing due: ratio app / driver', percentile(idleApp, 0.5) / percentile(idleDriver, 0.5), 'x');

      // A batch due: each run makes exactly that batch overdue, with one alert and one mail each.
      const dueApp: number[] = [];
      const dueDriver: number[] = [];
      let touchedOnlyChanged = true;
      for (let round = 0; round < rounds; round++) {
        await bringDue(client, dueBatch);
        const before = await updatesSoFar(client, database);
        const startedAt = new Date();
        const run = await timed(sweep);
        const updated = (await updatesSoFar(client, database)) - before;
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from reminders where updated_at >= $1',
          [startedAt],
        );
        if (run.result.overdue !== dueBatch || updated !== dueBatch || rows[0]?.n !== dueBatch) {
          touchedOnlyChanged = false;
          console.log(
            `  round ${round}: overdue ${run.result.overdue}, rows updated ${updated}, ${rows[0]?.n} changed`,
          );
        }
        dueApp.push(run.ms);
        await bringDue(client, dueBatch);
        dueDriver.push((await timed(() => replay(client, statements))).ms);
      }
      printFigure(`${dueBatch} due: sweep p50`, percentile(dueApp, 0.5), 'ms');
      printFigure(`${dueBatch} due: same SQL, driver alone p50`, percentile(dueDriver, 0.5), 'ms');
      printFigure(`${dueBatch} due: ratio app / driver`, percentile(dueApp, 0.5) / percentile(dueDriver, 0.5), 'x');
      console.log(
        `  touches only the rows that changed (n_tup_upd and updated_at = batch, every round): ${touchedOnlyChanged ? 'yes' : 'NO'}`,
      );
    } finally {
      await client.end().catch(() => undefined);
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReminderSweep();
