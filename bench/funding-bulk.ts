// POST /internal-api/transactions/bulk/approve of 1,000 pending obligations (the aggregate's bulk approve, forms spec
// 4 and 7) over the 1,000,000-transaction database (bench/funding-support.ts), as its admin. Target: 2 s. Checked:
// every row answered done, moved to Obligation Approved one version up, with exactly one new ledger entry each.
// Baseline in the same run: the same ledger writes for another 1,000 pending obligations through the `pg` driver
// alone (per row, in its own transaction: lock the row, append the entry and its amounts, move the row).
//   npm run bench -- funding-bulk
import pg from 'pg';
import { fundingPath, fundingPaths } from '@portal/contracts';
import { withFundingBench } from './funding-support.ts';
import { printFigure } from './support.ts';

const rowCount = Number(process.env.BENCH_FUNDING_BULK_ROWS ?? 1_000);

async function driverApprove(url: string, ids: number[], adminId: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    for (const id of ids) {
      await client.query('begin');
      const { rows } = await client.query<{ version: number; program_year: number; customer_id: number }>(
        'select version, program_year, customer_id from funding_transactions where id = $1 and status = 1 for update',
        [id],
      );
      const row = rows[0]!;
      const entry = await client.query<{ id: string }>(
        `insert into funding_ledger_entries (transaction_id, version, actor_id, from_status, to_status)
         values ($1, $2, $3, 1, 2) returning id`,
        [id, row.version + 1, adminId],
      );
      await client.query(
        `insert into funding_ledger_amounts (entry_id, program_id, program_year, customer_id, requested_cents,
                                             obligated_delta_cents)
         select $1, program_id, $2, $3, funds_cents, funds_cents from funding_transaction_programs
         where transaction_id = $4`,
        [entry.rows[0]!.id, row.program_year, row.customer_id, id],
      );
      await client.query('update funding_transactions set status = 2, version = $2, updated_at = now() where id = $1', [
        id,
        row.version + 1,
      ]);
      await client.query('commit');
    }
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

export async function benchFundingBulk() {
  await withFundingBench(async ({ url, database, base, admin, cookie, csrf }) => {
    const pending = (await database.rawQuery(
      // Rows the admin may approve: customers active (status true), not deleted, at the admin's locations.
      `select t.id, t.version from funding_transactions t join customers c on c.id = t.customer_id
       where t.status = 1 and c.status and c.deleted_at is null
         and c.location_ids && (select array_agg(location_id) from staff_user_locations where staff_user_id = $2)
       order by t.id desc limit $1`,
      [rowCount * 2, admin.id],
    )) as { id: number; version: number }[];
    if (pending.length < rowCount * 2) throw new Error(`only ${pending.length} pending obligations left`);
    const ours = pending.slice(0, rowCount);
    const theirs = pending.slice(rowCount).map((row) => row.id);
    const ids = ours.map((row) => row.id);
    const entriesBefore = (await database.rawQuery(
      'select count(*)::int as n from funding_ledger_entries where transaction_id = any($1::int[])',
      [ids],
    )) as { n: number }[];

    const started = performance.now();
    const response = await fetch(`${base}${fundingPath(fundingPaths.bulk, { action: 'approve' })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
      body: JSON.stringify({ rows: ids }),
    });
    const seconds = (performance.now() - started) / 1000;
    const body = (await response.json()) as { done: number[]; refused: { id: number; message: string }[] };
    if (!response.ok) throw new Error(`bulk approve: ${response.status} ${JSON.stringify(body)}`);

    const [check] = (await database.rawQuery(
      `select count(*) filter (where t.status = 2 and t.version = o.version + 1)::int as moved,
              count(*) filter (where (select count(*) from funding_ledger_entries e
                                      where e.transaction_id = t.id and e.version > o.version) = 1
                               and exists (select 1 from funding_ledger_entries e where e.transaction_id = t.id
                                           and e.version = o.version + 1 and e.from_status = 1 and e.to_status = 2
                                           and e.actor_id = $3))::int as one_entry
       from funding_transactions t
       join unnest($1::int[], $2::int[]) as o(id, version) on o.id = t.id`,
      [ids, ours.map((row) => row.version), admin.id],
    )) as { moved: number; one_entry: number }[];
    const entriesAfter = (await database.rawQuery(
      'select count(*)::int as n from funding_ledger_entries where transaction_id = any($1::int[])',
      [ids],
    )) as { n: number }[];
    const driverSeconds = await driverApprove(url, theirs, admin.id);

    printFigure('bulk approve: rows sent', ids.length, 'rows');
    printFigure('bulk approve: rows done / refused', body.done.length, `/ ${body.refused.length}`);
    const reasons = new Map<string, number>();
    for (const refusal of body.refused) reasons.set(refusal.message, (reasons.get(refusal.message) ?? 0) + 1);
    for (const [message, n] of reasons) console.log(`  refused ${n}: ${message}`);
    printFigure('bulk approve: rows moved to Obligation Approved', check!.moved, 'rows');
    printFigure('bulk approve: rows with exactly one new ledger entry', check!.one_entry, 'rows');
    printFigure('bulk approve: new ledger entries in all', entriesAfter[0]!.n - entriesBefore[0]!.n, 'entries');
    printFigure('bulk approve: time (target 2 s)', seconds, 's');
    printFigure('  same ledger writes through the driver alone', driverSeconds, 's');
    printFigure('  ratio endpoint / driver', seconds / driverSeconds, 'x');
    // Every row done has exactly one new entry; a refused row has none.
    if (check!.one_entry !== body.done.length || entriesAfter[0]!.n - entriesBefore[0]!.n !== body.done.length)
      throw new Error('bulk approve did not write exactly one ledger entry per row done');
  });
}
