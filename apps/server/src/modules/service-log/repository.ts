import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';

type EnrollmentRow = {
  id: number;
  created_at: string;
  exit_at: string | null;
  program: { id: number; name: string; is_common_exit: boolean };
  service: { id: number; name: string } | null;
  statuses: { name: string; created_at: string }[];
  logs: {
    id: number;
    title: string;
    service: { name: string; type: { name: string; color: string } };
    location: string | null;
    created_by_user: string;
    created_on: string;
    start_at: string;
    end_at: string | null;
    created_at: string;
  }[];
};

/**
 * A customer's enrolments in one statement: open ones first, then newest first; each with its status history
 * (newest first) and its latest `logLimit` service logs.
 */
export async function listEnrollments(db: Db, customerId: number, logLimit: number): Promise<EnrollmentRow[]> {
  const result = (await db.execute<EnrollmentRow>(sql`
    select e.id, e.created_at, e.exit_at,
      json_build_object('id', p.id, 'name', p.name, 'is_common_exit', p.is_common_exit) as program,
      case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as service,
      (select coalesce(json_agg(json_build_object('name', st.name, 'created_at', st.created_at)
          order by st.created_at desc, st.id desc), '[]')
        from service_log_enrollment_statuses st where st.enrollment_id = e.id) as statuses,
      (select coalesce(json_agg(l), '[]') from (
        select sl.id, sl.title,
          json_build_object('name', ls.name, 'type', json_build_object('name', lt.name, 'color', lt.color)) as service,
          loc.name as location,
          su.first_name || ' ' || su.last_name as created_by_user,
          sl.created_on, sl.start_at, sl.end_at, sl.created_at
        from service_logs sl
        join services ls on ls.id = sl.service_id
        join service_types lt on lt.id = ls.service_type_id
        join staff_users su on su.id = sl.created_by
        left join locations loc on loc.id = sl.location_id
        where sl.enrollment_id = e.id
        order by sl.start_at desc, sl.id desc
        limit ${logLimit}
      ) l) as logs
    from service_log_enrollments e
    join service_log_programs p on p.id = e.program_id
    left join services s on s.id = e.service_id
    where e.customer_id = ${customerId}
    order by e.exit_at is not null, e.created_at desc, e.id desc
  `)) as { rows: EnrollmentRow[] };
  return result.rows;
}
