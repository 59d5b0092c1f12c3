import { aliasedTable, and, getTableColumns, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { fundingCategories, type FundingCategory, type FundingSortKey, type FundingStatus } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';

/** Reads of the funding area (the writes are in ledger.ts and obligation.ts). */

const t = schema.fundingTransactions;
const c = schema.customers;
const lines = schema.fundingTransactionPrograms;
const approver = aliasedTable(schema.staffUsers, 'approver');
const requester = aliasedTable(schema.staffUsers, 'requester');

export interface Filters {
  vendor?: number | undefined;
  approver?: number | undefined;
  category?: FundingCategory | undefined;
  program?: number | undefined;
}

/** Who the caller reaches: null every customer (agency admin), otherwise customers at these locations. */
export type Scope = number[] | null;

function filterConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.vendor) conditions.push(eq(t.vendorId, filters.vendor));
  if (filters.approver) conditions.push(eq(t.approverId, filters.approver));
  if (filters.category) conditions.push(eq(t.category, fundingCategories[filters.category].id));
  if (filters.program) {
    conditions.push(
      sql`exists (select 1 from ${lines} where ${lines.transactionId} = ${t.id} and ${lines.programId} = ${filters.program})`,
    );
  }
  return conditions;
}

/** The caller's reach, from the customer's locations and deletion as copied onto the transaction (migration 0048). */
function scopeConditions(scope: Scope): SQL[] {
  const conditions: SQL[] = [sql`not ${t.customerDeleted}`];
  if (scope !== null) {
    conditions.push(sql`${t.customerLocationIds} && ${sql.param(scope)}::integer[]`);
  }
  return conditions;
}

export async function customerCounts(db: DbOrTx, customerId: number, filters: Filters) {
  const rows = await db
    .select({ status: t.status, count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(eq(t.customerId, customerId), ...filterConditions(filters)))
    .groupBy(t.status);
  return new Map(rows.map((row) => [row.status as FundingStatus, row.count]));
}

export async function customerPage(
  db: DbOrTx,
  customerId: number,
  statuses: readonly FundingStatus[],
  filters: Filters,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const where = and(eq(t.customerId, customerId), inArray(t.status, [...statuses]), ...filterConditions(filters));
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: t.id })
      .from(t)
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t)
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
}

export async function aggregateCounts(db: DbOrTx, scope: Scope, filters: Filters, statuses: readonly FundingStatus[]) {
  const rows = await db
    .select({ status: t.status, count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(inArray(t.status, [...statuses]), ...scopeConditions(scope), ...filterConditions(filters)))
    .groupBy(t.status);
  return new Map(rows.map((row) => [row.status as FundingStatus, row.count]));
}

const sortColumns: Record<FundingSortKey, SQL[]> = {
  date: [sql`${t.createdAt}`],
  title: [sql`${t.title}`],
  customer: [sql`${c.lastName}`, sql`${c.firstName}`],
  customer_id: [sql`${t.customerId}`],
  id: [],
  submitter: [sql`${t.requesterSortName}`],
  total: [sql`${t.totalCents}`],
};

export interface AggregateQuery {
  scope: Scope;
  filters: Filters;
  statuses: readonly FundingStatus[];
  sortKey: FundingSortKey;
  sortOrder: 'asc' | 'desc';
  /** Only these ids (the export of selected rows). */
  ids?: number[] | undefined;
}

export function aggregateWhere(query: AggregateQuery) {
  return and(
    inArray(t.status, [...query.statuses]),
    ...scopeConditions(query.scope),
    ...filterConditions(query.filters),
    ...(query.ids ? [inArray(t.id, query.ids)] : []),
  );
}

export function aggregateOrder(query: AggregateQuery): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  return [...sortColumns[query.sortKey].map((column) => direction(column)), direction(t.id)];
}

/** The ids of one page (its total comes from aggregate-count.ts, counted once per filter set). */
export async function aggregatePage(db: DbOrTx, query: AggregateQuery, page: number, perPage: number) {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .innerJoin(c, eq(c.id, t.customerId))
    .where(aggregateWhere(query))
    .orderBy(...aggregateOrder(query))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((row) => row.id);
}

type Person = { id: number; first_name: string; last_name: string };
export interface RecordRow {
  tx: typeof t.$inferSelect;
  customerFirst: string;
  customerLast: string;
  customerStatus: boolean;
  customerDeletedAt: Date | null;
  customerLocationIds: number[];
  approver: Person | null;
  requester: Person;
  vendor: typeof schema.fundingVendors.$inferSelect | null;
  paymentType: { id: number; name: string } | null;
  courseType: { id: number; name: string } | null;
  log: { id: number; title: string } | null;
  locationName: string | null;
  serviceName: string | null;
}

/** Full rows for the records of these ids, in the given order. */
export async function recordsByIds(db: DbOrTx, ids: number[]): Promise<RecordRow[]> {
  const log = schema.serviceLogs;
  const rows = await db
    .select({
      tx: getTableColumns(t),
      customerFirst: c.firstName,
      customerLast: c.lastName,
      customerStatus: c.status,
      customerDeletedAt: c.deletedAt,
      customerLocationIds: c.locationIds,
      approver: { id: approver.id, first_name: approver.firstName, last_name: approver.lastName },
      requester: { id: requester.id, first_name: requester.firstName, last_name: requester.lastName },
      vendor: getTableColumns(schema.fundingVendors),
      paymentType: { id: schema.fundingPaymentTypes.id, name: schema.fundingPaymentTypes.name },
      courseType: { id: schema.fundingCourseTypes.id, name: schema.fundingCourseTypes.name },
      log: { id: log.id, title: log.title },
      locationName: schema.locations.name,
      serviceName: schema.services.name,
    })
    .from(t)
    .innerJoin(c, eq(c.id, t.customerId))
    .innerJoin(requester, eq(requester.id, t.requestedBy))
    .leftJoin(approver, eq(approver.id, t.approverId))
    .leftJoin(schema.fundingVendors, eq(schema.fundingVendors.id, t.vendorId))
    .leftJoin(schema.fundingPaymentTypes, eq(schema.fundingPaymentTypes.id, t.paymentTypeId))
    .leftJoin(schema.fundingCourseTypes, eq(schema.fundingCourseTypes.id, t.courseTypeId))
    .leftJoin(log, eq(log.id, t.serviceLogId))
    .leftJoin(schema.locations, eq(schema.locations.id, log.locationId))
    .leftJoin(schema.services, eq(schema.services.id, log.serviceId))
    .where(inArray(t.id, ids));
  const order = new Map(ids.map((id, index) => [id, index]));
  return (rows as unknown as RecordRow[]).sort((a, b) => order.get(a.tx.id)! - order.get(b.tx.id)!);
}

export async function linesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      transactionId: lines.transactionId,
      id: lines.programId,
      name: schema.serviceLogPrograms.name,
      funds_cents: lines.fundsCents,
    })
    .from(lines)
    .innerJoin(schema.serviceLogPrograms, eq(schema.serviceLogPrograms.id, lines.programId))
    .where(inArray(lines.transactionId, ids))
    .orderBy(asc(schema.serviceLogPrograms.name));
}

export async function obligatedOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const a = schema.fundingLedgerAmounts;
  const e = schema.fundingLedgerEntries;
  return db
    .select({
      transactionId: e.transactionId,
      id: a.programId,
      funds_cents: sql<number>`sum(${a.obligatedDeltaCents})::bigint`.mapWith(Number),
    })
    .from(a)
    .innerJoin(e, eq(e.id, a.entryId))
    .where(inArray(e.transactionId, ids))
    .groupBy(e.transactionId, a.programId)
    .having(sql`sum(${a.obligatedDeltaCents}) <> 0`);
}

export async function invoicesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const d = schema.documents;
  const links = schema.fundingTransactionDocuments;
  return db
    .select({
      transactionId: links.transactionId,
      id: d.id,
      original_filename: d.originalFilename,
      created_at: links.createdAt,
    })
    .from(links)
    .innerJoin(d, eq(d.id, links.documentId))
    .where(and(inArray(links.transactionId, ids), isNull(d.deletedAt)))
    .orderBy(desc(links.createdAt), desc(d.id));
}

/** Balances of these (program, program year) pairs; a pair without a budget row has a budget of 0. */
export async function balancesOf(db: DbOrTx, pairs: { programId: number; programYear: number }[]) {
  if (pairs.length === 0) return [];
  const b = schema.fundingBudgets;
  const p = schema.serviceLogPrograms;
  const keys = [...new Set(pairs.map((pair) => `${pair.programId}:${pair.programYear}`))];
  const wanted = sql.join(
    keys.map((key) => {
      const [programId, programYear] = key.split(':').map(Number);
      return sql`(${programId}::int, ${programYear}::int)`;
    }),
    sql`, `,
  );
  return db
    .select({
      program_id: p.id,
      program_name: p.name,
      program_year: sql<number>`w.program_year`.mapWith(Number),
      budget_cents: sql<number>`coalesce(${b.budgetCents}, 0)`.mapWith(Number),
      obligated_cents: sql<number>`coalesce(${b.obligatedCents}, 0)`.mapWith(Number),
      expended_cents: sql<number>`coalesce(${b.expendedCents}, 0)`.mapWith(Number),
    })
    .from(sql`(values ${wanted}) as w(program_id, program_year)`)
    .innerJoin(p, sql`${p.id} = w.program_id`)
    .leftJoin(b, sql`${b.programId} = w.program_id and ${b.programYear} = w.program_year`);
}

export async function ledgerOf(db: DbOrTx, transactionId: number) {
  const e = schema.fundingLedgerEntries;
  const a = schema.fundingLedgerAmounts;
  const actor = aliasedTable(schema.staffUsers, 'actor');
  const entries = await db
    .select({
      id: e.id,
      version: e.version,
      at: e.at,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      actor: { id: actor.id, first_name: actor.firstName, last_name: actor.lastName },
    })
    .from(e)
    .innerJoin(actor, eq(actor.id, e.actorId))
    .where(eq(e.transactionId, transactionId))
    .orderBy(asc(e.version));
  const amounts =
    entries.length === 0
      ? []
      : await db
          .select()
          .from(a)
          .where(
            inArray(
              a.entryId,
              entries.map((entry) => entry.id),
            ),
          )
          .orderBy(asc(a.programId));
  return entries.map((entry) => ({
    ...entry,
    amounts: amounts.filter((amount) => amount.entryId === entry.id),
  }));
}

/** The transaction's customer and status, for the access check before anything else is read. */
export async function findHead(db: DbOrTx, id: number) {
  const [row] = await findHeads(db, [id]);
  return row ?? null;
}

export async function findHeads(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: t.id,
      customerId: t.customerId,
      status: t.status,
      version: t.version,
      locationIds: c.locationIds,
      customerStatus: c.status,
      deletedAt: c.deletedAt,
    })
    .from(t)
    .innerJoin(c, eq(c.id, t.customerId))
    .where(inArray(t.id, ids));
}

/**
 * Locks a batch's rows in id order, then the budget rows its lines can move in (program, year) order (bulk actions).
 * A single change locks its row, then its budgets in program order: the same order, so the batch, which holds its
 * locks until it ends, never deadlocks with a single change or another batch.
 */
export async function lockInOrder(tx: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tx.select().from(t).where(inArray(t.id, ids)).orderBy(asc(t.id)).for('update');
  const b = schema.fundingBudgets;
  await tx.execute(sql`select 1 from ${b} where (${b.programId}, ${b.programYear}) in (
      select ${lines.programId}, ${t.programYear} from ${lines} join ${t} on ${t.id} = ${lines.transactionId}
      where ${inArray(t.id, ids)})
    order by ${b.programId}, ${b.programYear} for update`);
  return rows;
}
