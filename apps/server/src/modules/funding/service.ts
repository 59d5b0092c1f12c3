import { and, asc, eq, ilike, ne, or, isNull, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  boardProgramYear,
  fundingCategories,
  fundingCategoryNames,
  fundingModeIds,
  fundingModes,
  fundingPerPage,
  type FundingDetailResponse,
  type FundingLogsResponse,
  type FundingMode,
  type FundingStatusCounts,
  type fundingApproversQuerySchema,
  type fundingVendorsQuerySchema,
  fundingCategoryById,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { canSeeCustomer, requireStaff } from '../../platform/access/policies.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { reachableCustomer } from '../customer-record/service.ts';
import { balanceOf, buildRecords } from './records.ts';
import * as repository from './repository.ts';

/** The per-customer reads (forms spec 2, 7) and the lookups. */

export function countsByMode(byStatus: Map<number, number>): FundingStatusCounts {
  const counts = {} as FundingStatusCounts;
  for (const mode of fundingModeIds) {
    counts[mode] = fundingModes[mode].statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
  }
  return counts;
}

export async function statusCounts(db: Db, actor: Actor, customerId: number, filters: repository.Filters) {
  const { customer } = await reachableCustomer(db, actor, customerId);
  return countsByMode(await repository.customerCounts(db, customer.id, filters));
}

export async function logs(
  db: Db,
  actor: Actor,
  customerId: number,
  mode: FundingMode,
  query: repository.Filters & { page: number },
): Promise<FundingLogsResponse> {
  const { staff, customer } = await reachableCustomer(db, actor, customerId);
  const { ids, total } = await repository.customerPage(
    db,
    customer.id,
    fundingModes[mode].statuses,
    query,
    query.page,
    fundingPerPage,
  );
  return {
    data: await buildRecords(db, staff, ids),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / fundingPerPage)), total },
  };
}

/** A transaction the caller reaches through its customer (404 unknown, 403 another location). */
export async function reachableTransaction(db: Db, actor: Actor, id: number) {
  const staff = requireStaff(actor);
  const head = await repository.findHead(db, id);
  if (!head || head.deletedAt !== null) throw notFound();
  if (!canSeeCustomer(staff, { id: head.customerId, locationIds: head.locationIds })) throw forbidden();
  return { staff, head };
}

export async function detail(db: Db, actor: Actor, id: number): Promise<FundingDetailResponse> {
  const { staff } = await reachableTransaction(db, actor, id);
  const [[record], ledger] = await Promise.all([buildRecords(db, staff, [id]), repository.ledgerOf(db, id)]);
  if (!record) throw notFound();
  return {
    data: record,
    ledger: ledger.map((entry) => ({
      version: entry.version,
      at: entry.at.toISOString(),
      actor: entry.actor,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      note: entry.note,
      amounts: entry.amounts.map((amount) => ({
        program_id: amount.programId,
        requested_cents: amount.requestedCents,
        obligated_delta_cents: amount.obligatedDeltaCents,
        expended_delta_cents: amount.expendedDeltaCents,
      })),
    })),
  };
}

type VendorQuery = z.output<typeof fundingVendorsQuerySchema>;

export async function vendors(db: Db, actor: Actor, query: VendorQuery) {
  requireStaff(actor);
  const v = schema.fundingVendors;
  const conditions = [eq(v.active, true)];
  if (query.search) conditions.push(ilike(v.name, `%${query.search.replace(/[%_\\]/g, '\\$&')}%`));
  if (query.category) {
    const category = fundingCategories[query.category].id;
    conditions.push(or(isNull(v.category), eq(v.category, category))!);
  }
  const rows = await db
    .select()
    .from(v)
    .where(and(...conditions))
    .orderBy(asc(v.name))
    .limit(50);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip,
      email: row.email,
      tax_id: row.taxId,
      category: row.category === null ? null : (fundingCategoryById(row.category) ?? null),
    })),
  };
}

export function categories(actor: Actor) {
  requireStaff(actor);
  return {
    data: fundingCategoryNames.map((name) => ({
      id: fundingCategories[name].id,
      name,
      label: fundingCategories[name].label,
    })),
  };
}

async function options(
  db: Db,
  actor: Actor,
  table: typeof schema.fundingPaymentTypes | typeof schema.fundingCourseTypes,
) {
  requireStaff(actor);
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.active, true))
    .orderBy(asc(table.name));
  return { data: rows };
}

export const paymentTypes = (db: Db, actor: Actor) => options(db, actor, schema.fundingPaymentTypes);
export const courseTypes = (db: Db, actor: Actor) => options(db, actor, schema.fundingCourseTypes);

export async function programs(db: Db, actor: Actor) {
  requireStaff(actor);
  const p = schema.serviceLogPrograms;
  const rows = await db.select({ id: p.id, name: p.name }).from(p).where(eq(p.active, true)).orderBy(asc(p.name));
  const year = boardProgramYear();
  const balances = new Map(
    (
      await repository.balancesOf(
        db,
        rows.map((row) => ({ programId: row.id, programYear: year })),
      )
    ).map((row) => [row.program_id, balanceOf(row)]),
  );
  return {
    data: rows.map((row) => ({
      ...row,
      program_year: year,
      budget_cents: balances.get(row.id)?.budget_cents ?? 0,
      available_cents: balances.get(row.id)?.available_cents ?? 0,
    })),
  };
}

/** Active admins a request can name as approver (staff spec 6), never the caller. */
export async function approvers(db: Db, actor: Actor, query: z.output<typeof fundingApproversQuerySchema>) {
  const staff = requireStaff(actor);
  const u = schema.staffUsers;
  const conditions = [eq(u.active, true), inArray(u.role, ['admin', 'agency_admin']), ne(u.id, staff.staffId)];
  if (query.search) {
    const term = `%${query.search.replace(/[%_\\]/g, '\\$&')}%`;
    conditions.push(or(ilike(u.firstName, term), ilike(u.lastName, term), ilike(u.email, term))!);
  }
  const rows = await db
    .select({ id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email })
    .from(u)
    .where(and(...conditions))
    .orderBy(asc(u.lastName), asc(u.firstName))
    .limit(50);
  return { data: rows };
}
