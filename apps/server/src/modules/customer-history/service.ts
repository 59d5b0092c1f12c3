import {
  encodeHistoryCursor,
  historyKinds,
  historyLimits,
  type HistoryEntry,
  type HistoryPage,
  type HistoryQuery,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { noteReader } from '../case-notes/service.ts';
import { readableCustomer } from '../customer-record/service.ts';
import { historyPage, type HistoryRow } from './repository.ts';

const entry = (row: HistoryRow): HistoryEntry => ({
  kind: row.kind,
  id: Number(row.id),
  at: new Date(Math.floor(Number(row.at_us) / 1000)).toISOString(),
  title: row.title,
  detail: row.detail,
  html: row.html,
  actor: row.actor?.trim() || null,
  confidential: row.confidential,
});

/**
 * The customer's timeline for whoever may read the record (its locations, or an open referral to theirs): newest
 * first, keyset-paged on (at, kind, id), only the chosen kinds, confidential case notes only for author and admins.
 */
export async function getHistory(db: Db, actor: Actor, customerId: number, query: HistoryQuery): Promise<HistoryPage> {
  const { staff, customer } = await readableCustomer(db, actor, customerId);
  const perPage = Math.min(query.perPage, historyLimits.maxPerPage);
  const rows = await historyPage(db, {
    customerId: customer.id,
    viewer: noteReader(staff),
    kinds: query.kinds.length ? query.kinds : historyKinds,
    cursor: query.cursor,
    limit: perPage + 1,
  });
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    data: page.map(entry),
    next_cursor:
      rows.length > perPage && last
        ? encodeHistoryCursor({ atMicros: Number(last.at_us), kind: last.kind, id: Number(last.id) })
        : null,
  };
}
