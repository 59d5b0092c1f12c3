import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Messages staff sent the customer. */
export const messageSource: HistorySource = {
  kind: 'message',
  rows: (customerId) => sql`
    select m.created_at as at, m.id::bigint as id, 'Message: ' || m.subject as title, m.body as detail,
      null::text as html, ${staffName(sql`m.sender_user_id`)} as actor, false as confidential
    from customer_messages m
    where m.customer_id = ${customerId}`,
};
