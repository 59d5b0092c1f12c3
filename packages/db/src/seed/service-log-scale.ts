import type { DatabaseHandle } from '../client.ts';
import {
  createContactType,
  createLocation,
  createService,
  createServiceLogProgram,
  createServiceType,
  createStaffUser,
  linkServicePrograms,
} from '../factories/index.ts';

/**
 * Service logs at scale for the tracker's timeline figure (issue #14; `npm run seed:scale -- --service-logs N`):
 * one case manager with `logs` logs over the last ten years, each with a program and a note, at a location of its
 * own with `customers` customers; `otherLogs` more logs by four colleagues at the same location, so the timeline's
 * index has to pick one professional's rows out of a larger table. Everything in bulk statements.
 */
export interface ServiceLogScaleOptions {
  logs: number;
  otherLogs?: number;
  customers?: number;
  password?: string;
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function seedScaleServiceLogs(
  database: Pick<DatabaseHandle, 'rawQuery' | 'db'>,
  options: ServiceLogScaleOptions,
) {
  const { logs, otherLogs = logs, customers = 2_000, password = 'Bench-Password-1', chunk = 50_000 } = options;
  const { db } = database;
  const stamp = Date.now();
  const location = await createLocation(db, { name: `Scale Service Tracker Office ${stamp}` });
  const manager = await createStaffUser(db, {
    email: `scale-tracker-${stamp}@example.test`,
    firstName: 'Scale',
    lastName: 'Tracker',
    password,
    locationIds: [location.id],
  });
  const colleagues = await Promise.all(
    [1, 2, 3, 4].map((n) =>
      createStaffUser(db, { email: `scale-tracker-${stamp}-${n}@example.test`, locationIds: [location.id] }),
    ),
  );
  const contact = await createContactType(db, { name: `In person (scale ${stamp})`, icon: 'users' });
  const type = await createServiceType(db, { name: `Career Services (scale ${stamp})`, color: '#1c7ed6' });
  const serviceIds: number[] = [];
  for (const name of ['Job Search Assistance', 'Initial Assessment', 'Resume Review', 'Interview Coaching'])
    serviceIds.push((await createService(db, { serviceTypeId: type.id, name })).id);
  const programIds: number[] = [];
  for (const name of ['WIOA Adult (scale)', 'Wagner-Peyser (scale)'])
    programIds.push((await createServiceLogProgram(db, { name: `${name} ${stamp}` })).id);
  for (const serviceId of serviceIds) await linkServicePrograms(db, serviceId, programIds);

  await database.rawQuery(
    `insert into customers (first_name, last_name, email, birthdate, primary_location_id, status)
     select 'Scale', 'Customer ' || g, 'scale.tracker.' || $3::bigint || '.' || g || '@example.test',
       date '1960-01-01' + g % 15000, $1, true
     from generate_series(1, $2::int) g`,
    [location.id, customers, stamp],
  );
  const customerIds = (
    (await database.rawQuery('select id from customers where primary_location_id = $1 order by id', [location.id])) as {
      id: number;
    }[]
  ).map((row) => row.id);

  const authors = [
    { id: manager.id, count: logs },
    ...colleagues.map((colleague, n) => ({
      id: colleague.id,
      count: Math.floor(otherLogs / 4) + (n < otherLogs % 4 ? 1 : 0),
    })),
  ];
  const total = logs + otherLogs;
  let done = 0;
  for (const author of authors) {
    for (let start = 1; start <= author.count; start += chunk) {
      const end = Math.min(author.count, start + chunk - 1);
      // Starts spread over ten years back from today; multi-day logs end a few days later.
      await database.rawQuery(
        `with inserted as (
           insert into service_logs (customer_id, contact_type_id, status, service_length, minutes_in_day, title,
             service_id, location_id, created_by, created_on, start_at, end_at, created_at, updated_at)
           select ($1::int[])[1 + (g::bigint * 7919 % cardinality($1::int[]))::int], $2, 'Active - Reportable Individual',
             case when g % 3 = 0 then 'Single-day' else 'Multi-day' end,
             case when g % 3 = 0 then 30 + g % 90 end,
             'Scale log ' || g, ($3::int[])[1 + g % cardinality($3::int[])], $4, $5,
             s::date, s, case when g % 3 = 0 then s else s + make_interval(days => 1 + g % 14) end, s, s
           from (select g, date_trunc('day', now()) - make_interval(days => (g::bigint * 104729 % 3650)::int) as s
                 from generate_series($6::int, $7::int) g) rows
           returning id, customer_id, created_by, created_at
         ),
         programs as (
           insert into service_log_entry_programs (service_log_id, program_id)
           select id, ($8::int[])[1 + id % cardinality($8::int[])] from inserted
         )
         insert into service_log_notes (service_log_id, customer_id, body, created_by, created_at, updated_at)
         select id, customer_id, 'Discussed next steps for log ' || id || '.', created_by, created_at, created_at
         from inserted`,
        [customerIds, contact.id, serviceIds, location.id, author.id, start, end, programIds],
      );
      done += end - start + 1;
      options.onProgress?.(done, total);
    }
  }
  return { locationId: location.id, manager: { id: manager.id, email: manager.email, password } };
}
