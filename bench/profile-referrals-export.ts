// Where the referrals export's time goes (issue #13, ADR 0023), on a database filled by `npm run bench --
// referrals-export` with BENCH_REFERRALS_DATABASE_URL: the same cursor read (a) with nothing done per row,
// (b) with the export's CSV built per batch, for a few batch sizes and row shapes; then the sort alone in the
// database (MOVE FORWARD ALL). Times each variant, alternating, on one connection at a time.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/referrals_bench node --import tsx bench/profile-referrals-export.ts
import pg from 'pg';
import { exportQuery } from '../apps/server/src/modules/referrals/repository.ts';
import { csvLine } from '../apps/server/src/platform/exports/csv.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the referrals bench database');
const query = exportQuery({
  type: 'incoming',
  status: null,
  scope: { kind: 'all' },
  orderBy: 'first_name',
  sort: 'asc',
});

interface Variant {
  name: string;
  batch: number;
  rowMode?: 'array';
  settings?: string[];
  csv: boolean;
}

async function run(variant: Variant) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin read only');
    for (const setting of variant.settings ?? []) await client.query(setting);
    await client.query(`declare c no scroll cursor for ${query.text}`, query.params);
    let rows = 0;
    let fetchMs = 0;
    let csvMs = 0;
    let bytes = 0;
    const started = performance.now();
    for (;;) {
      const t0 = performance.now();
      const text = `fetch ${variant.batch} from c`;
      const result = variant.rowMode
        ? await client.query<unknown[]>({ text, rowMode: 'array' })
        : await client.query<Record<string, unknown>>(text);
      const t1 = performance.now();
      fetchMs += t1 - t0;
      if (result.rows.length === 0) break;
      rows += result.rows.length;
      if (variant.csv) {
        let chunk = '';
        if (variant.rowMode === 'array') {
          for (const row of result.rows as unknown[][]) chunk += csvLine(row);
        } else {
          for (const row of result.rows as Record<string, unknown>[])
            chunk += csvLine([
              row.id,
              row.first_name,
              row.last_name,
              row.from_location,
              row.to_name,
              row.status,
              row.note,
              row.created_at,
            ]);
        }
        bytes += chunk.length;
        csvMs += performance.now() - t1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    await client.query('commit');
    console.log(
      `${variant.name.padEnd(46)} ${String(rows).padStart(8)} rows ${Math.round(rows / seconds)
        .toString()
        .padStart(7)} rows/s  fetch ${(fetchMs / 1000).toFixed(2)} s  csv ${(csvMs / 1000).toFixed(2)} s  ${(
        bytes /
        1024 ** 2
      ).toFixed(0)} MB`,
    );
  } finally {
    await client.end();
  }
}

async function sortAlone(settings: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin read only');
  for (const setting of settings) await client.query(setting);
  await client.query(`declare c no scroll cursor for ${query.text}`, query.params);
  const started = performance.now();
  await client.query('move forward all in c');
  console.log(
    `MOVE FORWARD ALL ${settings.join(' ') || '(defaults)'}: ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  await client.query('commit');
  await client.end();
}

const tuned = ['set local cursor_tuple_fraction = 1', "set local work_mem = '64MB'"];
const variants: Variant[] = [
  { name: 'objects, 1000, fetch only', batch: 1000, csv: false },
  { name: 'objects, 1000, csv (the export today)', batch: 1000, csv: true },
  { name: 'arrays, 1000, csv', batch: 1000, rowMode: 'array', csv: true },
  { name: 'arrays, 5000, csv', batch: 5000, rowMode: 'array', csv: true },
  { name: 'arrays, 5000, csv, tuned settings', batch: 5000, rowMode: 'array', csv: true, settings: tuned },
  { name: 'arrays, 5000, fetch only, tuned settings', batch: 5000, rowMode: 'array', csv: false, settings: tuned },
];
const rounds = Number(process.env.ROUNDS ?? 2);
for (let round = 0; round < rounds; round += 1) {
  await sortAlone([]);
  await sortAlone(tuned);
  for (const variant of variants) await run(variant);
}
