import { sql, type SQL } from 'drizzle-orm';
import { enrollmentStatusNames } from '@portal/contracts';

const enrolledStatus = sql.raw(`'${enrollmentStatusNames.enrolled.replaceAll("'", "''")}'`);

/**
 * "Currently enrolled", the one definition the customer search, the dashboard and anything else share: the customer
 * has an open enrolment (no exit_at) whose current status, the newest, is 'Active - Enrolled'. It is derived from
 * the service-log enrolments every time; no copy of it is kept on the customer. Each customer costs an index probe
 * into service_log_enrollments (customer_id, created_at) and one into its statuses (enrollment_id, created_at).
 */
export function currentlyEnrolled(customerId: SQL): SQL {
  return sql`exists (
    select 1 from service_log_enrollments enrolment
    where enrolment.customer_id = ${customerId} and enrolment.exit_at is null
      and (select status.name from service_log_enrollment_statuses status
           where status.enrollment_id = enrolment.id
           order by status.created_at desc, status.id desc limit 1) = ${enrolledStatus}
  )`;
}
