// The dynamic query tool over the 1,000,000-customer database (BENCH_CUSTOMERS to change the size; see
// bench/scale-database.ts): a third of the customers get an enrollment with a service log.
// 1. Run: a related-record condition (an open WIOA-style enrollment whose last service log is older than 90 days)
//    and a nested or-group, as a one-location case manager and as an agency admin (every customer): p95 of the
//    service call (translate, count, first page) against the same two statements through the driver alone, and the
//    plans (EXPLAIN ANALYZE).
// 2. Export of every customer (agency admin): rows/s through the cursor-fed CSV into storage, against the same cursor
//    read through the driver with no CSV, and the peak RSS growth while it runs.
// npm run bench -- dynamic-query
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queryRequestSchema } from '@portal/contracts';
import { schema } from '@portal/db';
import { createService, createServiceLogProgram, createStaffUser } from '@portal/db/factories';
import { runExport } from '../apps/server/src/modules/dynamic-query/exports.ts';
import { runUnsaved, staffViewer } from '../apps/server/src/modules/dynamic-query/service.ts';
import { translateQuery } from '../apps/server/src/modules/dynamic-query/translator.ts';
import { forEachBatch } from '../apps/server/src/platform/exports/cursor.ts';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage.ts';
import type { StaffActor } from '../apps/server/src/platform/access/actor.ts';
import { withScaleDatabase } from './scale-database.ts';
import { percentile, printFigure } from './support.ts';

const runs = Number(process.env.BENCH_RUNS ?? 30);

export function staleEnrollmentQuery(programId: number) {
  const ninetyDaysAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const cond = (field: string, operator: string, value: unknown, type = 'and') => ({
    identifier: 'condition',
    type,
    field,
    operator,
    value,
  });
  return queryRequestSchema.parse({
    resource: 'customers',
    conditions: [
      cond('customer.active', 'is', true),
      {
        identifier: 'group',
        type: 'and',
        conditions: [
          cond('enrollment.open', 'is', true),
          cond('enrollment.program', 'is', programId),
          cond('enrollment.last_service_log', 'lessThan', ninetyDaysAgo),
        ],
      },
      {
        identifier: 'group',
        type: 'and',
        conditions: [
          cond('customer.agreement_signed', 'is', false),
          {
            identifier: 'group',
            type: 'or',
            conditions: [cond('customer.zip', 'isNot', '00000'), cond('customer.type', 'is', 'Adult', 'or')],
          },
        ],
      },
    ],
    fields: [
      { id: 'customer.id', name: 'Customer ID', type: 'int' },
      { id: 'customer.first_name', name: 'First Name', type: 'str' },
      { id: 'customer.last_name', name: 'Last Name', type: 'str' },
    ],
    sortFields: [{ field: 'customer.last_name', direction: 'asc' }],
  });
}

async function timed(work: () => Promise<unknown>) {
  const times: number[] = [];
  await work(); // warm-up
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return percentile(times, 0.95);
}

export async function benchDynamicQuery() {
  await withScaleDatabase(async ({ database, myLocation }) => {
    const { db } = database;
    // With BENCH_SCALE_DATABASE_URL the related rows of an earlier run are reused, so repeated runs measure the same
    // data (a third of the customers with an enrollment and a service log).
    const [seeded] = (await database.rawQuery(
      `select (select id from service_log_programs where name = 'Bench Adult') as adult,
              (select id from service_log_programs where name = 'Bench Youth') as youth`,
    )) as { adult: number | null; youth: number | null }[];
    const program = seeded?.adult ? { id: seeded.adult } : await createServiceLogProgram(db, { name: 'Bench Adult' });
    const other = seeded?.youth ? { id: seeded.youth } : await createServiceLogProgram(db, { name: 'Bench Youth' });
    // Staff of their own per run: the factory's numbered emails would collide with an earlier run's.
    const runTag = Date.now().toString(36);
    const caseManager = await createStaffUser(db, {
      email: `bench-cm-${runTag}@example.test`,
      role: 'case_manager',
      locationIds: [myLocation],
    });
    const agencyAdmin = await createStaffUser(db, {
      email: `bench-admin-${runTag}@example.test`,
      role: 'agency_admin',
      locationIds: [],
    });
    if (!seeded?.adult || !seeded.youth) {
      const service = await createService(db);
      const started = performance.now();
      await database.rawQuery(
        `insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
         select id, case when id % 2 = 0 then $1::int else $2::int end, now() - (id % 700) * interval '1 day',
                case when id % 5 = 0 then now() else null end
         from customers where id % 3 = 0`,
        [program.id, other.id],
      );
      await database.rawQuery(
        `insert into service_logs (customer_id, enrollment_id, title, service_id, created_by, created_on, start_at)
         select e.customer_id, e.id, 'Bench', $1::int, $2::int, (now() - (e.id % 200) * interval '1 day')::date,
                now() - (e.id % 200) * interval '1 day'
         from service_log_enrollments e where e.program_id in ($3::int, $4::int)`,
        [service.id, caseManager.id, program.id, other.id],
      );
      await database.rawQuery('analyze service_log_enrollments; analyze service_logs');
      printFigure('related rows seeded (enrollments + logs)', (performance.now() - started) / 1000, 's');
    }

    const request = staleEnrollmentQuery(program.id);
    for (const [label, staff] of [
      ['case manager (one location)', caseManager],
      ['agency admin (every customer)', agencyAdmin],
    ] as const) {
      const actor: StaffActor = {
        kind: 'staff',
        staffId: staff.id,
        role: staff.role,
        locationIds: staff.role === 'agency_admin' ? [] : [myLocation],
        sessionId: 'bench',
      };
      const query = translateQuery(request, staffViewer(actor));
      const page = query.page(25, 0);
      const service95 = await timed(() => runUnsaved(database, actor, request, 1));
      const driver95 = await timed(() =>
        Promise.all([
          database.rawQuery(query.counts.text, query.counts.params),
          database.rawQuery(page.text, page.params),
        ]),
      );
      const result = await runUnsaved(database, actor, request, 1);
      printFigure(`run p95, ${label} (target 500 ms)`, service95, 'ms');
      printFigure(`  same SQL through the driver alone, p95`, driver95, 'ms');
      printFigure(`  ratio service / driver`, service95 / driver95, 'x');
      printFigure(`  total rows / unique customers`, result.total, `/ ${result.unique_count}`);
      for (const statement of [query.counts, page]) {
        const plan = (await database.rawQuery(
          `explain (analyze, buffers off, costs off) ${statement.text}`,
          statement.params,
        )) as {
          'QUERY PLAN': string;
        }[];
        console.log(plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
      }
    }

    // Export of every customer as the agency admin.
    const exportRequest = queryRequestSchema.parse({
      conditions: [{ identifier: 'condition', type: 'and', field: 'customer.id', operator: 'greaterThan', value: 0 }],
      fields: [
        { id: 'customer.id', name: 'Customer ID', type: 'int' },
        { id: 'customer.first_name', name: 'First Name', type: 'str' },
        { id: 'customer.last_name', name: 'Last Name', type: 'str' },
        { id: 'customer.created_at', name: 'Created', type: 'date' },
      ],
      sortFields: [],
    });
    const all = translateQuery(exportRequest, { allLocations: true, locationIds: [], seesPii: true }).all;
    let driverRows = 0;
    const driverStarted = performance.now();
    await forEachBatch(database, all, 5_000, (rows) => {
      driverRows += rows.length;
      return Promise.resolve();
    });
    const driverSeconds = (performance.now() - driverStarted) / 1000;

    const root = await mkdtemp(path.join(tmpdir(), 'bench-export-'));
    const storage = new LocalStorage(root, 'bench-secret-bench-secret-bench-secret');
    const [entry] = await db
      .insert(schema.dataExports)
      .values({
        userId: agencyAdmin.id,
        kind: 'dynamic-query',
        criteria: exportRequest,
        columns: [],
        fileName: 'bench.csv',
      })
      .returning();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    const exportStarted = performance.now();
    await runExport(database, storage, entry!.id);
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    clearInterval(sampler);
    const [done] = (await database.rawQuery('select row_count from data_exports where id = $1', [entry!.id])) as {
      row_count: number;
    }[];
    printFigure('export rows', done?.row_count ?? 0, 'rows');
    printFigure('export rows/s (target 100,000)', (done?.row_count ?? 0) / exportSeconds, 'rows/s');
    printFigure('  cursor read alone, rows/s', driverRows / driverSeconds, 'rows/s');
    printFigure('  ratio export / cursor read', driverSeconds / exportSeconds, 'x');
    printFigure('export peak RSS growth', (rssPeak - rssBefore) / 1024 ** 2, 'MB');
    await rm(root, { recursive: true, force: true });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDynamicQuery();
