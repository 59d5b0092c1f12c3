import { sql } from 'drizzle-orm';
import type { Restriction } from '@portal/contracts';
import type { Db } from '@portal/db';

interface SnapshotRow {
  birthdate: string | null;
  address: string | null;
  zip: string | null;
  source_system_customer_id: string | null;
  primary_location: string | null;
  created_at: string;
  sources: { id: number; location: string; source: string; source_customer_id: string | null; created_at: string }[];
  case_managers: { id: number; name: string }[];
  restrictions: Restriction[];
  enrollments: {
    id: number;
    program: string;
    status: string | null;
    created_at: string;
    exit_at: string | null;
    service_log_total: number;
  }[];
}

/**
 * What the snapshot adds to the columns the access check already read, in one statement: identity details,
 * every source (oldest first), case managers, flags (newest first) and enrolments with their latest status.
 */
export async function snapshotParts(db: Db, customerId: number): Promise<SnapshotRow | null> {
  const result = (await db.execute(sql`
    select c.birthdate::text as birthdate, c.address, c.zip, c.source_system_customer_id, c.created_at,
      pl.name as primary_location,
      (select coalesce(json_agg(s), '[]') from (
        select cs.id, l.name as location, cs.source, cs.source_customer_id, cs.created_at
        from customer_sources cs join locations l on l.id = cs.location_id
        where cs.customer_id = c.id
        order by cs.created_at, cs.id
      ) s) as sources,
      (select coalesce(json_agg(m), '[]') from (
        select su.id, su.first_name || ' ' || su.last_name as name
        from customer_case_managers ccm join staff_users su on su.id = ccm.staff_user_id
        where ccm.customer_id = c.id
        order by su.last_name, su.id
      ) m) as case_managers,
      (select coalesce(json_agg(r), '[]') from (
        select cr.id, cr.restriction_id as value, ro.label, ro.description, cr.created_at,
          su.first_name || ' ' || su.last_name as creator, l.name as location, cr.narrative
        from customer_restrictions cr
        join restriction_options ro on ro.id = cr.restriction_id
        join staff_users su on su.id = cr.creator_user_id
        left join locations l on l.id = cr.location_id
        where cr.customer_id = c.id
        order by cr.created_at desc, cr.id desc
      ) r) as restrictions,
      (select coalesce(json_agg(e), '[]') from (
        select en.id, p.name as program, en.created_at, en.exit_at,
          (select st.name from service_log_enrollment_statuses st where st.enrollment_id = en.id
            order by st.created_at desc, st.id desc limit 1) as status,
          (select count(*)::int from service_logs sl where sl.enrollment_id = en.id) as service_log_total
        from service_log_enrollments en join service_log_programs p on p.id = en.program_id
        where en.customer_id = c.id
        order by en.exit_at is not null, en.created_at desc, en.id desc
      ) e) as enrollments
    from customers c
    left join locations pl on pl.id = c.primary_location_id
    where c.id = ${customerId}
  `)) as { rows: SnapshotRow[] };
  return result.rows[0] ?? null;
}
