import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '@portal/db';
import { pgliteBossDb, poolBossDb } from './boss-db.ts';

/** What request handlers see of the queue: they only ever send. */
export interface JobQueue {
  send(name: string, data: object): Promise<void>;
}

/**
 * For an app built without workers (tests, API-only tools): nothing is queued. Every job here only nudges
 * work whose truth is a table row, so a periodic sweep (or a test calling it) still does the work.
 */
export const noWorkerQueue: JobQueue = { send: () => Promise.resolve() };

export interface JobDefinition {
  name: string;
  /** Retry and expiry settings of the queue, applied on every start. */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** A cron expression (UTC, minute granularity) that sends this job on schedule. */
  cron?: string;
  handler(data: unknown): Promise<void>;
}

export interface Jobs extends JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface JobsLog {
  error(object: object, message: string): void;
}

/** pg-boss on the application's own database: the server's pool, or the embedded PGlite connection. */
export async function createBoss(database: DatabaseHandle): Promise<PgBoss> {
  // Loaded here, not with the module: the server starts its jobs after it listens (issue #30, main.ts).
  const { default: PgBoss } = await import('pg-boss');
  const db = database.pglite ? pgliteBossDb(database.pglite) : database.pool ? poolBossDb(database.pool) : undefined;
  if (!db) throw new Error(`No job queue driver for a ${database.kind} database`);
  // pg-boss keeps its tables in its own schema, created (and migrated on upgrade) by start().
  return new PgBoss({ db, schema: 'pgboss' });
}

/** Starts pg-boss, creates each queue, and works and schedules the given jobs. */
export async function startJobs(
  database: DatabaseHandle,
  definitions: readonly JobDefinition[],
  log: JobsLog,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const boss = await createBoss(database);
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  // Servers starting together would create the same queues at once, which deadlocks inside pg-boss's create_queue
  // (the fleet test saw it): the set-up runs under the migration lock, one server at a time.
  await database.exclusively(async () => {
    await boss.start();
    for (const definition of definitions) {
      const queue = { name: definition.name, ...definition.queue };
      await boss.createQueue(definition.name, queue);
      await boss.updateQueue(definition.name, queue);
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {});
      else await boss.unschedule(definition.name);
    }
  });
  for (const definition of definitions) {
    await boss.work(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        if (job) await definition.handler(job.data);
      },
    );
  }
  return {
    boss,
    // Never throws: every job is a nudge, and a lost nudge only waits for the next sweep.
    async send(name, data) {
      await boss.send(name, data).catch((error: unknown) => log.error({ err: error, job: name }, 'job not queued'));
    },
    // Graceful: running handlers finish (up to 8 s, inside main's 10 s shutdown budget).
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 8_000 }),
  };
}
