import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Flags (restrictions) set on the customer and still in place. */
export const flagSource: HistorySource = {
  kind: 'flag',
  rows: (customerId) => sql`
    select cr.created_at as at, cr.id::bigint as id, 'Flag: ' || ro.label as title, cr.narrative as detail,
      null::text as html, ${staffName(sql`cr.creator_user_id`)} as actor, false as confidential
    from customer_restrictions cr join restriction_options ro on ro.id = cr.restriction_id
    where cr.customer_id = ${customerId}`,
};
