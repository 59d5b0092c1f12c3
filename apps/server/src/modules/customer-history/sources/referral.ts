import { sql } from 'drizzle-orm';
import { referralStatusLabels } from '@portal/contracts';
import { labelOf, staffName, type HistorySource } from './source.ts';

/** Referrals, in network (to a location) or out (to a directory service), with their current status. */
export const referralSource: HistorySource = {
  kind: 'referral',
  rows: (customerId) => sql`
    select r.created_at as at, r.id::bigint as id,
      'Referral to ' || coalesce(l.name, r.to_service_name, 'a service') as title,
      ${labelOf(sql`r.status`, referralStatusLabels)} as detail, null::text as html,
      case when r.requested_by_customer then 'Customer' else ${staffName(sql`r.created_by_staff_id`)} end as actor,
      false as confidential
    from referrals r left join locations l on l.id = r.to_location_id
    where r.customer_id = ${customerId} and r.deleted_at is null`,
};
