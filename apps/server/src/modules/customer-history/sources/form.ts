import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Form submissions: when completed, else when last saved. */
export const formSource: HistorySource = {
  kind: 'form',
  rows: (customerId) => sql`
    select coalesce(fr.completed_at, fr.updated_at) as at, fr.id::bigint as id, f.name_short as title,
      fr.status as detail, null::text as html,
      coalesce(${staffName(sql`fr.updated_by_staff_id`)}, 'Customer') as actor, false as confidential
    from form_responses fr join forms f on f.id = fr.form_id
    where fr.customer_id = ${customerId}`,
};
