import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Answered follow-ups after an exit (2nd and 4th quarter): employment and credential. */
export const followUpSource: HistorySource = {
  kind: 'follow_up',
  rows: (customerId) => sql`
    select f.answered_at as at, f.id::bigint as id, 'Follow-up, quarter ' || f.quarter || ' after exit' as title,
      case when f.employed then 'Employed' || coalesce(' at ' || f.employer_name, '') when f.employed = false
        then 'Not employed' end as detail,
      null::text as html, ${staffName(sql`f.answered_by`)} as actor, false as confidential
    from program_follow_ups f
    where f.customer_id = ${customerId} and f.answered_at is not null`,
};
