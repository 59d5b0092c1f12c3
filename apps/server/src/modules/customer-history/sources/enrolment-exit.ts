import { sql } from 'drizzle-orm';
import { exitReasonLabels } from '@portal/contracts';
import { labelOf, staffName, type HistorySource } from './source.ts';

/** Exits from a program, with the reason when one was recorded. */
export const enrolmentExitSource: HistorySource = {
  kind: 'enrolment_exit',
  rows: (customerId) => sql`
    select e.exit_at as at, e.id::bigint as id, 'Exited ' || p.name as title,
      ${labelOf(sql`e.exit_reason`, exitReasonLabels)} as detail, null::text as html,
      ${staffName(sql`e.exit_recorded_by`)} as actor, false as confidential
    from service_log_enrollments e join service_log_programs p on p.id = e.program_id
    where e.customer_id = ${customerId} and e.exit_at is not null`,
};
