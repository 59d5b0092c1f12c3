import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Performance records (credentials, skill gains, ...) with the date they affect. */
export const performanceSource: HistorySource = {
  kind: 'performance',
  rows: (customerId) => sql`
    select pr.created_at as at, pr.id::bigint as id, 'Performance: ' || pt.type as title,
      'Date affected ' || to_char(pr.date_affected, 'MM/DD/YYYY') as detail, null::text as html,
      ${staffName(sql`pr.creator_user_id`)} as actor, false as confidential
    from performance_records pr join performance_types pt on pt.id = pr.performance_type_id
    where pr.customer_id = ${customerId}`,
};
