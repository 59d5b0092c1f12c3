// How a server test file's database is made on Postgres (packages/db/src/testing/test-database.ts): CREATE DATABASE
// from the migrated test template, block by block through the WAL (Postgres 15's default) against a file copy, each
// with its DROP, alternating. The CPU is the whole machine's (/proc/stat), since a file copy's checkpoint runs in the
// checkpointer, not in the backend that asked for it.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { printFigure } from './support.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 12);

function machineCpuSeconds(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user, nice, system, irq, softirq; not idle or iowait.
  return (fields[0]! + fields[1]! + fields[2]! + fields[5]! + fields[6]!) / 100;
}

export async function benchTestDatabaseStrategy() {
  const admin = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'portal\\_test\\_tpl\\_%' ORDER BY oid DESC LIMIT 1",
    );
    const template = rows[0]?.datname;
    if (!template) {
      console.log('test-database-strategy: no test template on this server; run the server tests on it first.');
      return;
    }
    const strategies = { wal: 'WAL_LOG', files: 'FILE_COPY' } as const;
    const spent = { wal: { wall: 0, cpu: 0 }, files: { wall: 0, cpu: 0 } };
    for (let round = 0; round < rounds; round += 1) {
      for (const kind of round % 2 === 0 ? (['wal', 'files'] as const) : (['files', 'wal'] as const)) {
        const name = `bench_strategy_${process.pid}_${round}_${kind}`;
        const cpu = machineCpuSeconds();
        const started = performance.now();
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY = ${strategies[kind]}`);
        await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        spent[kind].wall += performance.now() - started;
        spent[kind].cpu += machineCpuSeconds() - cpu;
      }
    }
    const size = await admin.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size($1)) AS size', [template]);
    console.log(`test-database-strategy: ${template} (${size.rows[0]!.size}), ${rounds} creates and drops each`);
    printFigure('WAL_LOG: wall per create and drop', spent.wal.wall / rounds, 'ms');
    printFigure('FILE_COPY: wall per create and drop', spent.files.wall / rounds, 'ms');
    printFigure('WAL_LOG: machine CPU per create and drop', (spent.wal.cpu / rounds) * 1000, 'ms');
    printFigure('FILE_COPY: machine CPU per create and drop', (spent.files.cpu / rounds) * 1000, 'ms');
    printFigure('FILE_COPY / WAL_LOG, wall', spent.files.wall / spent.wal.wall, 'ratio');
    printFigure('FILE_COPY / WAL_LOG, machine CPU', spent.files.cpu / spent.wal.cpu, 'ratio');
  } finally {
    await admin.end();
  }
}
