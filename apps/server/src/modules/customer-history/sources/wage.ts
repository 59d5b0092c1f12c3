import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Wage records: the job and the employer (the amounts stay on the wages screen). */
export const wageSource: HistorySource = {
  kind: 'wage',
  rows: (customerId) => sql`
    select w.created_at as at, w.id::bigint as id, 'Wage record: ' || w.job_title as title,
      w.employer_name || ', started ' || to_char(w.start_date, 'MM/DD/YYYY') as detail, null::text as html,
      ${staffName(sql`w.creator_user_id`)} as actor, false as confidential
    from wage_records w
    where w.customer_id = ${customerId}`,
};
