import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Staff decisions on a program's eligibility, with their reason. */
export const eligibilityDecisionSource: HistorySource = {
  kind: 'eligibility_decision',
  rows: (customerId) => sql`
    select d.decided_at as at, d.id::bigint as id,
      case when d.decision = 'eligible' then 'Eligible for ' else 'Not eligible for ' end || p.name as title,
      d.reason as detail, null::text as html, ${staffName(sql`d.decided_by`)} as actor, false as confidential
    from eligibility_decisions d join service_log_programs p on p.id = d.program_id
    where d.customer_id = ${customerId}`,
};
