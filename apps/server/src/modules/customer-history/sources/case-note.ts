import { sql } from 'drizzle-orm';
import { caseNoteCategoryLabels } from '@portal/contracts';
import { noteVisibleTo } from '../../case-notes/repository.ts';
import { labelOf, staffName, type HistorySource } from './source.ts';

/** Case notes, with the case-note list's own confidentiality rule. */
export const caseNoteSource: HistorySource = {
  kind: 'case_note',
  rows: (customerId, viewer) => sql`
    select cn.created_at as at, cn.id::bigint as id,
      'Case note: ' || ${labelOf(sql`cn.category`, caseNoteCategoryLabels)} as title,
      null::text as detail, cn.body as html, ${staffName(sql`cn.author_id`)} as actor, cn.confidential
    from case_notes cn
    where cn.customer_id = ${customerId}
      and ${noteVisibleTo(viewer, { authorId: sql`cn.author_id`, confidential: sql`cn.confidential` })}`,
};
