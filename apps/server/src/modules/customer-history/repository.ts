import { sql, type SQL } from 'drizzle-orm';
import type { HistoryCursor, HistoryKind } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import { historySources } from './sources/index.ts';
import type { HistoryViewer } from './sources/source.ts';

export interface HistoryRow {
  kind: HistoryKind;
  id: string | number;
  /** Microseconds since 1970, as Postgres keeps them (the keyset's first part). */
  at_us: string | number;
  title: string;
  detail: string | null;
  html: string | null;
  actor: string | null;
  confidential: boolean;
}

export interface HistoryPageRequest {
  customerId: number;
  viewer: HistoryViewer;
  kinds: readonly HistoryKind[];
  cursor: HistoryCursor | null;
  /** Rows wanted; one more is read to know whether there is a next page. */
  limit: number;
}

const atMicros = sql`(extract(epoch from s.at) * 1000000)::bigint`;

/**
 * One kind's part of the page: its rows after the cursor in (at, kind, id) order, at most `limit`, so each part
 * stays small however long the customer's history is.
 */
function part(kind: HistoryKind, request: HistoryPageRequest): SQL {
  const source = historySources[kind].rows(request.customerId, request.viewer);
  const after = request.cursor
    ? sql`where (${atMicros}, ${kind}::text, s.id) <
        (${request.cursor.atMicros}::bigint, ${request.cursor.kind}::text, ${request.cursor.id}::bigint)`
    : sql``;
  return sql`(select ${kind}::text as kind, s.id, ${atMicros} as at_us, s.title, s.detail, s.html, s.actor,
      s.confidential
    from (${source}) s
    ${after}
    order by s.at desc, s.id desc
    limit ${request.limit})`;
}

/** The timeline page: every chosen kind's part, unioned, newest first by (at, kind, id). */
export async function historyPage(db: DbOrTx, request: HistoryPageRequest): Promise<HistoryRow[]> {
  const parts = request.kinds.map((kind) => part(kind, request));
  const result = (await db.execute(sql`
    select * from (${sql.join(parts, sql` union all `)}) h
    order by h.at_us desc, h.kind desc, h.id desc
    limit ${request.limit}`)) as { rows: HistoryRow[] };
  return result.rows;
}
