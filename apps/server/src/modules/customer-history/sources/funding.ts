import { sql } from 'drizzle-orm';
import { fundingStatuses } from '@portal/contracts';
import { labelOf, staffName, type HistorySource } from './source.ts';

/** Funding transactions (obligations and expenses) with their current status and total. */
export const fundingSource: HistorySource = {
  kind: 'funding',
  rows: (customerId) => sql`
    select ft.created_at as at, ft.id::bigint as id, 'Funding: ' || ft.title as title,
      ${labelOf(sql`ft.status`, fundingStatuses)} || ', $' || to_char(ft.total_cents / 100.0, 'FM999,999,990.00')
        as detail,
      null::text as html, ${staffName(sql`ft.created_by`)} as actor, false as confidential
    from funding_transactions ft
    where ft.customer_id = ${customerId}`,
};
