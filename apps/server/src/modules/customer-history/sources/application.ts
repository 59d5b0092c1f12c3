import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Program applications opened for the customer (the decision is its own entry). */
export const applicationSource: HistorySource = {
  kind: 'application',
  rows: (customerId) => sql`
    select a.opened_at as at, a.id::bigint as id, 'Application to ' || p.name as title, null::text as detail,
      null::text as html, ${staffName(sql`a.opened_by`)} as actor, false as confidential
    from program_applications a join service_log_programs p on p.id = a.program_id
    where a.customer_id = ${customerId}`,
};
