import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/**
 * Changes of the customer's profile (customer_changes), one entry per changed field. Only the field is named here:
 * the old and new values, masked per role, are on the profile's own change history.
 */
export const profileChangeSource: HistorySource = {
  kind: 'profile_change',
  rows: (customerId) => sql`
    select cc.changed_at as at, cc.id as id,
      'Changed ' || lower(regexp_replace(cc.field, '([a-z0-9])([A-Z])', '\\1 \\2', 'g')) as title,
      null::text as detail, null::text as html, ${staffName(sql`cc.changed_by_staff_id`)} as actor,
      false as confidential
    from customer_changes cc
    where cc.customer_id = ${customerId}`,
};
