import pg from 'pg';

export function printFigure(label: string, value: number, unit: string) {
  console.log(`${label.padEnd(48)} ${value.toFixed(value >= 100 ? 0 : 2).padStart(10)} ${unit}`);
}

export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

/** A throwaway database on the Postgres server (BENCH_DATABASE_URL or the local `test` server). */
export async function withScratchDatabase(work: (url: string) => Promise<void>) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** An EXPLAIN's lines, indented: the whole plan with PLAN=1, else its scans, row counts and totals. */
export function printPlan(rows: Record<string, string>[]) {
  const lines = rows.map((row) => row['QUERY PLAN']!);
  const shown =
    process.env.PLAN === '1'
      ? lines
      : lines.filter((line) => /Scan|Planning|Execution|rows=\d+ loops/.test(line) && !/Subquery Scan/.test(line));
  console.log(shown.map((line) => `    ${line}`).join('\n'));
}
