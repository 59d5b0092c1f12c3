import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import type { LocationScope } from './groups-repository.ts';

export interface TimelineFilters {
  scope: LocationScope;
  createdBy: number[];
  customerId?: number;
  createdOn?: string;
  endAt?: string;
  serviceTypeId?: number;
  serviceId?: number;
  programId?: number;
  /** The last log shown: the page starts after it in (start_at desc, id desc) order. */
  after?: { startAt: string; id: number };
  limit: number;
}

export type TimelineRow = {
  id: number;
  title: string;
  customer_id: number | null;
  customer_name: string | null;
  group_id: number | null;
  group_name: string | null;
  location: string | null;
  service_id: number;
  service_name: string;
  type_name: string;
  type_color: string;
  contact_type: { name: string; icon: string } | null;
  status: string;
  service_length: string;
  minutes_in_day: number | null;
  start_at: string;
  end_at: string | null;
  created_on: string;
  created_at: string;
  created_by: number;
  created_by_user: string;
  logged_by: number | null;
  logged_by_user: string | null;
  programs: { name: string; end_at: string | null }[];
  notes: {
    id: number;
    body: string;
    customer: string | null;
    created_by: number;
    created_by_user: string;
    created_at: string;
  }[];
};

/**
 * The tracker's timeline page as one statement (also what bench/service-tracker.ts times through the driver alone).
 * Keyset paging on (start_at, id): a deep page costs what the first does, through service_logs_created_by_start_idx
 * for one professional.
 */
export function timelineSql(filters: TimelineFilters): SQL {
  const where: SQL[] = [];
  if (filters.scope !== null) where.push(sql`sl.location_id = any(${sql.param(filters.scope)}::int[])`);
  if (filters.createdBy.length === 1) where.push(sql`sl.created_by = ${filters.createdBy[0]}`);
  else if (filters.createdBy.length > 1) where.push(sql`sl.created_by = any(${sql.param(filters.createdBy)}::int[])`);
  if (filters.customerId !== undefined)
    where.push(sql`(sl.customer_id = ${filters.customerId} or sl.group_id in
      (select gm.group_id from group_members gm where gm.customer_id = ${filters.customerId}))`);
  if (filters.createdOn) where.push(sql`sl.created_on = ${filters.createdOn}::date`);
  if (filters.endAt) where.push(sql`(sl.end_at at time zone 'UTC')::date = ${filters.endAt}::date`);
  if (filters.serviceId !== undefined) where.push(sql`sl.service_id = ${filters.serviceId}`);
  else if (filters.serviceTypeId !== undefined)
    where.push(sql`sl.service_id in (select s.id from services s where s.service_type_id = ${filters.serviceTypeId})`);
  if (filters.programId !== undefined)
    where.push(sql`exists (select 1 from service_log_entry_programs ep
      where ep.service_log_id = sl.id and ep.program_id = ${filters.programId})`);
  if (filters.after)
    where.push(sql`(sl.start_at, sl.id) < (${filters.after.startAt}::timestamptz, ${filters.after.id})`);
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  return sql`
    select sl.id, sl.title, sl.customer_id, c.first_name || ' ' || c.last_name as customer_name,
      sl.group_id, g.name as group_name, loc.name as location,
      sl.service_id, s.name as service_name, st.name as type_name, st.color as type_color,
      case when ct.id is null then null else json_build_object('name', ct.name, 'icon', ct.icon) end as contact_type,
      sl.status, sl.service_length, sl.minutes_in_day, sl.start_at, sl.end_at, sl.created_on::text as created_on,
      sl.created_at, sl.created_by, su.first_name || ' ' || su.last_name as created_by_user,
      sl.logged_by, au.first_name || ' ' || au.last_name as logged_by_user,
      (select coalesce(json_agg(json_build_object('name', p.name, 'end_at',
          (select e.exit_at from service_log_enrollments e
           where e.customer_id = sl.customer_id and e.program_id = p.id order by e.created_at desc limit 1))
        order by p.name), '[]')
       from service_log_entry_programs ep join service_log_programs p on p.id = ep.program_id
       where ep.service_log_id = sl.id) as programs,
      (select coalesce(json_agg(json_build_object('id', n.id, 'body', n.body,
          'customer', nc.first_name || ' ' || nc.last_name, 'created_by', n.created_by,
          'created_by_user', nu.first_name || ' ' || nu.last_name, 'created_at', n.created_at) order by n.id), '[]')
       from service_log_notes n
       join staff_users nu on nu.id = n.created_by
       left join customers nc on nc.id = n.customer_id
       where n.service_log_id = sl.id) as notes
    from (select * from service_logs sl ${condition} order by sl.start_at desc, sl.id desc limit ${filters.limit}) sl
    join services s on s.id = sl.service_id
    join service_types st on st.id = s.service_type_id
    join staff_users su on su.id = sl.created_by
    left join staff_users au on au.id = sl.logged_by
    left join customers c on c.id = sl.customer_id
    left join groups g on g.id = sl.group_id
    left join locations loc on loc.id = sl.location_id
    left join contact_types ct on ct.id = sl.contact_type_id
    order by sl.start_at desc, sl.id desc
  `;
}

export async function timeline(db: DbOrTx, filters: TimelineFilters): Promise<TimelineRow[]> {
  const result = (await db.execute<TimelineRow>(timelineSql(filters))) as { rows: TimelineRow[] };
  return result.rows;
}
