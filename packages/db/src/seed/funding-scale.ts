import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { seedScaleCustomers } from '../factories/customers.ts';
import { createFundingVendor } from '../factories/funding.ts';
import { createLocation, createServiceLogProgram, createStaffUser } from '../factories/index.ts';
import { seedFundingReference } from './funding-demo.ts';

/**
 * Funding at scale for the aggregate, bulk and export figures (issue #25; `npm run seed:scale -- --transactions N`):
 * N transactions over the last two WIOA program years for `customers` customers at two locations of their own, in
 * every status (weighted as a board's books look: most done, fewer rejected) and category, each with one program line
 * and the full ledger history its status implies, and budgets that hold them. Bulk statements a chunk at a time.
 *
 * The rows go in with the schema's triggers on (they copy the customer's scope and the requester's name onto each
 * transaction, and check at commit that its ledger entry exists), except while the ledger amounts are inserted: the
 * per-row budget trigger would upsert the same few budget rows three million times, so that one statement runs with
 * SET LOCAL session_replication_role = replica (a superuser's setting, this transaction only) and the budgets are then
 * summed from the ledger in one statement. Without the privilege the trigger stays on: slower, not different.
 */
export interface FundingScaleOptions {
  transactions: number;
  customers?: number;
  password?: string;
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Status per g % 20, the path each status took (forms spec 4), and who acted at each step. */
const statusMix = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 7, 7, 7, 8];
const statusPaths = `(values (1, array[1]), (2, array[1,2]), (3, array[1,2,3]), (4, array[1,2,3,4]), (5, array[1,5]),
  (6, array[1,2,3,6]), (7, array[1,2,3,4,7]), (8, array[1,2,8])) as p(status, path)`;
const titles = ['CDL Class A tuition', 'Bus pass', 'Welding certificate', 'Work boots', 'OJT wage reimbursement'];

export async function seedScaleFunding(
  database: Pick<DatabaseHandle, 'rawQuery' | 'db' | 'kind'>,
  options: FundingScaleOptions,
) {
  const { transactions, customers = 100_000, password = 'Bench-Password-1', chunk = 100_000 } = options;
  const { db } = database;
  const stamp = Date.now();
  await seedFundingReference(db);
  const { locationIds } = await seedScaleCustomers(database, { customers, locations: 2 });
  const [first, last] = (await database.rawQuery(
    `select min(id)::int as id from customers where primary_location_id = any($1::int[])
     union all select max(id)::int from customers where primary_location_id = any($1::int[])`,
    [locationIds],
  )) as { id: number }[];
  const office = await createLocation(db, { name: `Scale Funding Office ${stamp}` });
  const admin = await createStaffUser(db, {
    email: `scale-funding-admin-${stamp}@example.test`,
    firstName: 'Scale',
    lastName: 'Approver',
    role: 'admin',
    password,
    locationIds: [...locationIds, office.id],
  });
  const manager = await createStaffUser(db, {
    email: `scale-funding-cm-${stamp}@example.test`,
    firstName: 'Scale',
    lastName: 'Requester',
    password,
    locationIds,
  });
  const programIds: number[] = [];
  for (const name of ['WIOA Adult', 'WIOA Dislocated Worker', 'Wagner-Peyser', 'SNAP E&T'])
    programIds.push((await createServiceLogProgram(db, { name: `${name} (scale ${stamp})` })).id);
  const vendorIds: number[] = [];
  for (const category of [1, 1, 2, 2])
    vendorIds.push(
      (await createFundingVendor(db, { name: `Scale Vendor ${category}-${vendorIds.length}`, category })).id,
    );

  const [{ base } = { base: 0 }] = (await database.rawQuery(
    'select coalesce(max(id), 0)::int as base from funding_transactions',
  )) as { base: number }[];
  const params = {
    base,
    first: first!.id,
    span: last!.id - first!.id + 1,
    admin: admin.id,
    manager: manager.id,
    programs: programIds,
    vendors: vendorIds,
  };
  for (let start = 1; start <= transactions; start += chunk) {
    const end = Math.min(transactions, start + chunk - 1);
    await db.transaction(async (tx) => {
      await insertChunk(tx, params, start, end);
    });
    options.onProgress?.(end, transactions);
  }
  await database.rawQuery(
    `select setval(pg_get_serial_sequence('funding_transactions', 'id'), (select max(id) from funding_transactions))`,
  );
  // The budgets the triggers would have kept, from the ledger; generous enough for every approval a bench makes.
  await database.rawQuery(
    `insert into funding_budgets (program_id, program_year, budget_cents, obligated_cents, expended_cents)
     select program_id, program_year, 1000000000000, sum(obligated_delta_cents), sum(expended_delta_cents)
     from funding_ledger_amounts where program_id = any($1::int[]) group by 1, 2
     on conflict (program_id, program_year) do update
       set obligated_cents = excluded.obligated_cents, expended_cents = excluded.expended_cents,
           budget_cents = greatest(funding_budgets.budget_cents, excluded.budget_cents)`,
    [programIds],
  );
  return { admin: { ...admin, password }, manager: { ...manager, password }, programIds, locationIds };
}

type Tx = Parameters<Parameters<DatabaseHandle['db']['transaction']>[0]>[0];

async function insertChunk(
  tx: Tx,
  p: {
    base: number;
    first: number;
    span: number;
    admin: number;
    manager: number;
    programs: number[];
    vendors: number[];
  },
  start: number,
  end: number,
) {
  // Integer arrays inline (drizzle would spread a JS array into a parameter list).
  const ints = (values: number[]) => sql.raw(`array[${values.map((value) => Math.trunc(value)).join(',')}]::int[]`);
  const mix = ints(statusMix);
  const titleList = sql.raw(`array[${titles.map((title) => `'${title}'`).join(',')}]`);
  // Two program years back from today, cents in whole dollars from $50 to $9,999.
  await tx.execute(sql`
    insert into funding_transactions (id, customer_id, category, status, version, requested_by, created_by, approver_id,
      title, requested_on, program_year, vendor_id, recipient_of_payment, description, total_cents, created_at, updated_at)
    select ${p.base}::int + g, c.id,
      1 + (g / 20) % 3, s.status,
      array_length((select path from ${sql.raw(statusPaths)} where p.status = s.status), 1),
      ${p.manager}::int, ${p.manager}::int, ${p.admin}::int,
      (${titleList})[1 + g % 5] || ' ' || g, d.day, extract(year from d.day)::int - case when extract(month from d.day) < 7 then 1 else 0 end,
      case when (g / 20) % 3 = 2 then null else (${ints(p.vendors)})[1 + 2 * ((g / 20) % 3) + g % 2] end,
      case when (g / 20) % 3 = 2 then 'employer' else 'vendor' end, 'Scale request ' || g,
      (50 + (g * 37) % 9950) * 100, d.day + time '09:00' + (g % 480) * interval '1 minute',
      d.day + time '09:00' + (g % 480) * interval '1 minute'
    from generate_series(${start}::int, ${end}::int) g
    cross join lateral (select ${p.first}::int + ((g::bigint * 7919) % ${p.span}::int)::int as id) c
    cross join lateral (select (${mix})[1 + g % 20] as status) s
    cross join lateral (select (current_date - (g % 720))::date as day) d`);
  await tx.execute(sql`
    insert into funding_transaction_programs (transaction_id, program_id, funds_cents)
    select t.id, (${ints(p.programs)})[1 + t.id % 4], t.total_cents
    from funding_transactions t where t.id between ${p.base + start}::int and ${p.base + end}::int`);
  await tx.execute(sql`
    insert into funding_ledger_entries (transaction_id, version, actor_id, at, from_status, to_status)
    select t.id, v, case when p.path[v] in (2, 4, 5, 6, 7) then ${p.admin}::int else ${p.manager}::int end,
      t.created_at + (v - 1) * interval '1 day', case when v = 1 then null else p.path[v - 1] end, p.path[v]
    from funding_transactions t join ${sql.raw(statusPaths)} on p.status = t.status
    cross join lateral generate_series(1, array_length(p.path, 1)) v
    where t.id between ${p.base + start}::int and ${p.base + end}::int`);
  // The budget trigger off for this statement only (see above); back on before the commit's deferred checks.
  let replica = true;
  await tx.execute(sql.raw('savepoint replica_role'));
  try {
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    await tx.execute(sql.raw('release savepoint replica_role'));
  } catch {
    await tx.execute(sql.raw('rollback to savepoint replica_role'));
    replica = false;
  }
  await tx.execute(sql`
    insert into funding_ledger_amounts (entry_id, program_id, program_year, customer_id, requested_cents,
      obligated_delta_cents, expended_delta_cents)
    select e.id, l.program_id, t.program_year, t.customer_id, l.funds_cents,
      case when e.to_status = 2 then l.funds_cents when e.to_status in (4, 8) then -l.funds_cents else 0 end,
      case when e.to_status = 4 then l.funds_cents else 0 end
    from funding_ledger_entries e join funding_transactions t on t.id = e.transaction_id
    join funding_transaction_programs l on l.transaction_id = t.id
    where t.id between ${p.base + start}::int and ${p.base + end}::int`);
  if (replica) await tx.execute(sql.raw('set local session_replication_role = origin'));
}
