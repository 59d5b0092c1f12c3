import { sql } from 'drizzle-orm';
import { staffName, type HistorySource } from './source.ts';

/** Documents uploaded for or by the customer (deleted ones are gone from the record, so from the history too). */
export const documentSource: HistorySource = {
  kind: 'document',
  rows: (customerId) => sql`
    select d.created_at as at, d.id::bigint as id, 'Document: ' || d.name as title, d.document_category as detail,
      null::text as html,
      case when d.creator_guard = 'staff' then ${staffName(sql`d.creator_user_id`)} else 'Customer' end as actor,
      false as confidential
    from documents d
    where d.customer_id = ${customerId} and d.deleted_at is null`,
};
