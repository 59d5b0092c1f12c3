import { sql } from 'drizzle-orm';
import type { HistorySource } from './source.ts';

/** Enrolments in a program: participation starts (the first service after eligibility). */
export const enrolmentSource: HistorySource = {
  kind: 'enrolment',
  rows: (customerId) => sql`
    select e.created_at as at, e.id::bigint as id, 'Enrolled in ' || p.name as title, null::text as detail,
      null::text as html, null::text as actor, false as confidential
    from service_log_enrollments e join service_log_programs p on p.id = e.program_id
    where e.customer_id = ${customerId}`,
};
