import path from 'node:path';
import { pino } from 'pino';
import { defaultBoardTimeZone, setBoardTimeZone } from '@portal/contracts';
import { openDatabase } from '@portal/db';
import { buildApp } from './app.ts';
import { uploadJobNames, uploadJobs } from './modules/documents/jobs.ts';
import { reminderJobNames, reminderJobs } from './modules/reminders/jobs.ts';
import { myCareerJobNames, myCareerJobs } from './modules/my-career/jobs.ts';
import { customerMergeJobs } from './modules/customer-merge/jobs.ts';
import { accountJobNames, customerAccountJobs } from './modules/customer-account/sweep.ts';
import { dynamicQueryJobs } from './modules/dynamic-query/exports.ts';
import { programJobs } from './modules/program-applications/jobs.ts';
import { reportJobs } from './modules/reports/runner.ts';
import { deleteEndedSessions } from './platform/auth/session-store.ts';
import { configFromEnv } from './platform/config.ts';
import { openServerReporting, readReplicaSettings } from './platform/read-replica.ts';
import { databaseOutageRejections } from './platform/database-outage-rejections.ts';
import {
  isNewEmbeddedDatabase,
  isPrepareOnlyRun,
  prepareEmbeddedDatabaseInChild,
} from './platform/embedded-first-start.ts';
import { loggerOptions } from './platform/http/logging.ts';
import { startJobs, type JobQueue } from './platform/jobs/jobs.ts';
import { mailJobNames, mailJobs } from './platform/mail/jobs.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createStorage } from './platform/storage/index.ts';
import { drainSeconds, shutdownState } from './platform/shutdown-state.ts';
import { startBanner } from './platform/start-banner.ts';

/** Reads the environment, opens and migrates the database, listens, and shuts down cleanly. */
// STARTUP_TIMINGS=1 prints how long each start-up phase took (bench/startup.ts reads them; issue #30), in elapsed time
// and in the process's CPU time (all its threads), which depends less on what else the machine is running.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const startupMarks: Array<[string, number, number]> = [['modules loaded', performance.now(), cpuMs()]];
const mark = (phase: string) => startupMarks.push([phase, performance.now(), cpuMs()]);
// Every logger of the process (start-up, jobs, Fastify's) writes through one asynchronous destination, and the start
// banner goes through it too: the banner then comes after every line logged before it, and in one piece.
const logDestination = pino.destination({ dest: 1, sync: false });
const config = { ...configFromEnv(), logStream: logDestination as unknown as NodeJS.WritableStream };
// Before the demo seed too: its dates are the board's (buildApp sets it again for tests that build apps directly).
setBoardTimeZone(config.boardTimeZone ?? defaultBoardTimeZone);
const readReplica = readReplicaSettings();
const startupLog = pino(loggerOptions(config) as pino.LoggerOptions, logDestination);
let log: Pick<pino.Logger, 'error' | 'info'> = startupLog;
// A database restart must not end the process through a library's unawaited query (see the listener).
process.on('unhandledRejection', databaseOutageRejections({ error: (object, message) => log.error(object, message) }));

const pgliteDir = path.join(config.dataDir, 'pglite');
// `--migrate-only`: migrate (and seed reference rows) under the lock, then exit: a deployment's one-time step where
// the image has no `npm run db:migrate` (compose.yaml's migrate service). Also how the embedded first start runs.
const prepareOnly = isPrepareOnlyRun() || process.argv.includes('--migrate-only');
// A new embedded database is migrated and seeded by a child process, so the server starts at its later-start memory.
if (!prepareOnly && isNewEmbeddedDatabase(config.databaseUrl, pgliteDir)) await prepareEmbeddedDatabaseInChild();

mark('first start check');
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: pgliteDir,
  // An idle pooled connection dying (a server restart) must be logged, not crash the process.
  onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  poolSize: config.databasePoolSize,
});
// Servers starting together on one database migrate and seed one at a time (an advisory lock); the later ones find
// the work done.
mark('database open');
const { seedDemo, seedReference } = await import('@portal/db/seed');
let demoLogins: Array<{ role: string; email: string; password: string; url: string }> = [];
await database.exclusively(async () => {
  await database.migrate();
  // Reference rows (settings, education levels) always; the demo world only in demo mode.
  if (config.demo) {
    const seeded = await seedDemo(database.db);
    demoLogins = seeded.logins;
    if (seeded.created) startupLog.info('demo data seeded');
  } else {
    await seedReference(database.db);
  }
});
mark('migrate and seed check');
if (prepareOnly) {
  await database.close();
  process.exit(0);
}

// Background jobs (pg-boss, same database) start once the schema is migrated; mail is their first user.
const jobLog = startupLog.child({ component: 'jobs' });
// Reporting reads (the query tool and its exports, the referral export, the indicators) use the read replica if any.
const reporting = await openServerReporting(database, readReplica, startupLog, config.databasePoolSize);
const mailer = createMailer(config.mail);
// The reminder sweep's follow-up runs need the started queue, which exists only once startJobs returns.
const started: { jobs?: Awaited<ReturnType<typeof startJobs>> } = {};
const reminderSweepSeconds = Math.max(1, Number(process.env.REMINDER_SWEEP_SECONDS ?? 60) || 60);
// pg-boss starts once the server listens (issue #30): its set-up (a statement or three per queue) was a second of a
// warm start on the embedded database, and no first page needs it. A job queued before it is ready waits for it.
const startQueues = () =>
  startJobs(
    database,
    [
      ...mailJobs(database.db, mailer, jobLog),
      ...uploadJobs(database.db, createStorage(config)),
      ...dynamicQueryJobs(database, createStorage(config), reporting),
      ...reportJobs(database, createStorage(config), reporting),
      ...reminderJobs(database.db, {
        mailOwners: process.env.REMINDER_MAIL_OWNERS !== '0',
        intervalSeconds: reminderSweepSeconds,
        sendLater: async (name, seconds) => {
          // One queued follow-up per interval, however many runs ask for it.
          await started.jobs?.boss.send(
            name,
            {},
            { startAfter: seconds, singletonKey: `${name}.next`, singletonSeconds: seconds },
          );
        },
        onMailQueued: () => started.jobs?.send(mailJobNames.sweep, {}) ?? Promise.resolve(),
        log: jobLog,
      }),
      ...myCareerJobs(database.db, jobLog),
      ...customerMergeJobs(database.db),
      ...customerAccountJobs(database.db),
      ...programJobs(database.db, jobLog),
    ],
    jobLog,
  );
let jobsStarting: ReturnType<typeof startQueues> | undefined;
const pendingJobs: JobQueue = {
  send: async (name, data) => {
    await (await (jobsStarting ??= startQueues())).send(name, data);
  },
};
const app = await buildApp(config, { database, jobs: pendingJobs, reporting });
log = app.log;
mark('app built');

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
await app.listen({ port, host });
mark('listening');
const jobs = await (jobsStarting ??= startQueues());
started.jobs = jobs;
mark('jobs started (after listening)');
if (process.env.STARTUP_TIMINGS === '1') {
  // Two lines per phase: its name and milliseconds since the previous mark (the first: since the process started),
  // elapsed and CPU.
  let previous = 0;
  let previousCpu = 0;
  for (const [phase, at, cpu] of startupMarks) {
    process.stderr.write(`startup-phase ${phase} ${(at - previous).toFixed(0)}\n`);
    process.stderr.write(`startup-phase-cpu ${phase} ${(cpu - previousCpu).toFixed(0)}\n`);
    previous = at;
    previousCpu = cpu;
  }
}
// Mail left unsent and uploads left unfinished when the server last stopped are handled now, not at the next sweep.
// Queued once the server answers: a first request need not wait for these inserts (issue #30); `send` logs failures.
await jobs.send(mailJobNames.sweep, {});
await jobs.send(uploadJobNames.sweep, {});
await jobs.send(reminderJobNames.sweep, {});
await jobs.send(myCareerJobNames.recompute, {});
await jobs.send(accountJobNames.sweepUnconfirmed, {});

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
logDestination.write(
  startBanner({
    url: `http://${shownHost}:${port}`,
    databaseKind: database.kind,
    demo: config.demo,
    mailTransport: mailer.transport,
    logins: demoLogins,
  }),
);

// Housekeeping until a job queue takes it over: long-ended sessions, hourly (uploads: the uploads.sweep job).
const sweep = setInterval(() => {
  deleteEndedSessions(app.db, config.session).catch((error: unknown) =>
    app.log.error({ err: error }, 'housekeeping failed'),
  );
}, 3_600_000);
sweep.unref();

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  clearInterval(sweep);
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000);
  forced.unref();
  try {
    // Jobs stop at once (running ones get up to 8 s, jobs.ts). HTTP: with a drain, /readyz answers 503 for that long
    // while requests are still served; then no new connections, and the requests in flight finish.
    const drainMs = drainSeconds() * 1000;
    const closeHttp = async () => {
      if (drainMs > 0) {
        shutdownState.draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
      await app.close();
    };
    await Promise.all([closeHttp(), jobs.stop()]);
    mailer.close();
    await reporting.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
