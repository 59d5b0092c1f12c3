import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Services logged for the customer, alone or as a member of a group (the tracker's rule). */
export const serviceSource: HistorySource = {
  kind: 'service',
  rows: (customerId) => sql`
    select sl.start_at as at, sl.id::bigint as id, s.name as title, sl.title as detail, null::text as html,
      ${staffName(sql`sl.created_by`)} as actor, false as confidential
    from service_logs sl join services s on s.id = sl.service_id
    where sl.customer_id = ${customerId}
      or sl.group_id in (select gm.group_id from group_members gm where gm.customer_id = ${customerId})`,
};
