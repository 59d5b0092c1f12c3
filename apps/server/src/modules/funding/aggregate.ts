import type { z } from 'zod';
import {
  fundingAggregateCards,
  fundingBulkActionLabels,
  fundingCategoryById,
  fundingModeIds,
  fundingPerPage,
  fundingStatuses,
  type FundingAggregateResponse,
  type FundingBulkAction,
  type FundingBulkResponse,
  type FundingStatus,
  type FundingStatusCounts,
  type fundingAggregateQuerySchema,
  type fundingExportBodySchema,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { AppError, forbidden } from '../../platform/http/errors.ts';
import type { UploadDeps } from '../documents/upload-service.ts';
import { runBulkActionInTx } from './actions.ts';
import { countsByStatus } from './aggregate-count.ts';
import type { LockedTransaction } from './ledger.ts';
import { balanceOf } from './records.ts';
import * as repository from './repository.ts';

/** The admin aggregate (forms spec 2, 4, 7): cards, the sortable paged table, bulk actions. */

export const scopeOf = (staff: StaffActor): repository.Scope =>
  staff.role === 'agency_admin' ? null : staff.locationIds;

export async function aggregateCounts(db: Db, actor: Actor, filters: repository.Filters): Promise<FundingStatusCounts> {
  const staff = requireStaff(actor);
  const statuses = fundingModeIds.flatMap((card): FundingStatus[] => [...fundingAggregateCards[card].statuses]);
  const byStatus = await countsByStatus(db, scopeOf(staff), filters, statuses);
  const counts = {} as FundingStatusCounts;
  for (const card of fundingModeIds) {
    counts[card] = fundingAggregateCards[card].statuses.reduce(
      (sum: number, status: FundingStatus) => sum + (byStatus.get(status) ?? 0),
      0,
    );
  }
  return counts;
}

type AggregateQuery = z.output<typeof fundingAggregateQuerySchema>;

export function aggregateQueryOf(
  staff: StaffActor,
  query: Pick<AggregateQuery, 'vendor' | 'approver' | 'category' | 'program' | 'sortKey' | 'sortOrder'> & {
    status?: AggregateQuery['status'] | undefined;
  },
  ids?: number[],
): repository.AggregateQuery {
  const sorted = query.sortKey && query.sortOrder && query.sortOrder !== 'none';
  return {
    scope: scopeOf(staff),
    filters: { vendor: query.vendor, approver: query.approver, category: query.category, program: query.program },
    statuses: fundingAggregateCards[query.status ?? 'edit-obligations'].statuses,
    sortKey: sorted ? query.sortKey! : 'date',
    sortOrder: sorted ? (query.sortOrder as 'asc' | 'desc') : 'desc',
    ids,
  };
}

export async function aggregate(db: Db, actor: Actor, query: AggregateQuery): Promise<FundingAggregateResponse> {
  const staff = requireStaff(actor);
  const pageQuery = aggregateQueryOf(staff, query);
  const [ids, byStatus] = await Promise.all([
    repository.aggregatePage(db, pageQuery, query.page, fundingPerPage),
    countsByStatus(db, pageQuery.scope, pageQuery.filters, pageQuery.statuses),
  ]);
  const total = pageQuery.statuses.reduce((sum: number, status) => sum + (byStatus.get(status) ?? 0), 0);
  const [rows, lineRows] = await Promise.all([repository.recordsByIds(db, ids), repository.linesOf(db, ids)]);
  const balances = (
    await repository.balancesOf(
      db,
      lineRows.map((line) => ({
        programId: line.id,
        programYear: rows.find((row) => row.tx.id === line.transactionId)?.tx.programYear ?? 0,
      })),
    )
  ).map(balanceOf);
  const lastPage = Math.max(1, Math.ceil(total / fundingPerPage));
  return {
    data: rows.map((row) => {
      const { tx } = row;
      const programs = lineRows
        .filter((line) => line.transactionId === tx.id)
        .map(({ id, name, funds_cents }) => ({ id, name, funds_cents }));
      return {
        id: tx.id,
        version: tx.version,
        customer_id: tx.customerId,
        customer: `${row.customerFirst} ${row.customerLast}`,
        date: tx.createdAt.toISOString(),
        title: tx.title,
        submitter: `${row.requester.first_name} ${row.requester.last_name}`,
        approver: row.approver?.id ? `${row.approver.first_name} ${row.approver.last_name}` : null,
        vendor: row.vendor?.name ?? null,
        category: fundingCategoryById(tx.category) ?? 'training',
        status: { id: tx.status, name: fundingStatuses[tx.status as FundingStatus] },
        programs,
        total_cents: tx.totalCents,
        program_year: tx.programYear,
        balances: balances.filter(
          (balance) =>
            balance.program_year === tx.programYear && programs.some((program) => program.id === balance.program_id),
        ),
      };
    }),
    meta: {
      current_page: query.page,
      last_page: lastPage,
      per_page: fundingPerPage,
      to: Math.min(total, (query.page - 1) * fundingPerPage + ids.length),
      total,
    },
  };
}

/**
 * Bulk approve, reject or done (forms spec 4, 7): one database transaction for the batch, a savepoint per row, so a
 * refused row (stale, self-approval, over budget) rolls back alone and comes back with its reason. The batch first
 * locks its rows, then their budgets, in the order a single change takes them (repository.lockInOrder), so holding
 * them to the end cannot deadlock; each row's ledger entry is still written by runAction's code.
 */
export async function bulk(
  deps: UploadDeps,
  actor: Actor,
  action: FundingBulkAction,
  rows: number[],
  ip: string,
): Promise<FundingBulkResponse> {
  const staff = requireStaff(actor);
  if ((action === 'approve' || action === 'reject') && !isAdmin(staff)) throw forbidden();
  const ids = [...new Set(rows)];
  const done: number[] = [];
  const refused: { id: number; message: string }[] = [];
  await deps.db.transaction(async (tx) => {
    const locked = new Map((await repository.lockInOrder(tx, ids)).map((row) => [row.id, row as LockedTransaction]));
    // Read once for the batch, under its locks: each row then costs only its own checks and writes.
    const heads = new Map((await repository.findHeads(tx, ids)).map((head) => [head.id, head]));
    const lines = new Map<number, { programId: number; fundsCents: number }[]>();
    for (const line of await repository.linesOf(tx, ids)) {
      const list = lines.get(line.transactionId) ?? [];
      list.push({ programId: line.id, fundsCents: line.funds_cents });
      lines.set(line.transactionId, list);
    }
    for (const id of ids) {
      try {
        await tx.transaction((savepoint) =>
          runBulkActionInTx(
            savepoint,
            staff,
            { action, id, status: null, version: null, ip },
            { head: heads.get(id) ?? null, lines: lines.get(id) ?? [], row: locked.get(id) ?? null },
          ),
        );
        done.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push({ id, message: error.message });
      }
    }
  });
  return { message: `Transaction ${fundingBulkActionLabels[action]}`, done, refused };
}

export type ExportBody = z.output<typeof fundingExportBodySchema>;
