import { aliasedTable, eq, sql } from 'drizzle-orm';
import { boardTimeZone } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { type AggregateQuery, aggregateOrder, aggregateWhere } from './repository.ts';

const t = schema.fundingTransactions;
const c = schema.customers;
const vendor = schema.fundingVendors;
const approver = aliasedTable(schema.staffUsers, 'approver');
const requester = aliasedTable(schema.staffUsers, 'requester');

/** 'WIOA Adult: 1500.00; Youth: 25.00': cents / 100.0 is numeric (exact), never a float. */
const programsText = sql`string_agg(p.name || ': ' || to_char(l.funds_cents / 100.0, 'FM999999999990.00'), '; ' order by p.name)`;

/**
 * The export's SQL (run through a cursor): one row per transaction, the columns of the CSV ready to write (names
 * joined, the board's day as MM/DD/YYYY, programs with their amounts) so the server parses few cells per row.
 * The programs come from one grouped pass over the lines when the export is every row of a card (a correlated
 * subquery costs an aggregate per row, three times the grouped pass at a million rows), from a subquery per row
 * for a selection.
 */
export function aggregateExportQuery(db: DbOrTx, query: AggregateQuery) {
  const grouped = !query.ids;
  const programs = sql`(select l.transaction_id, ${programsText} as text
    from ${schema.fundingTransactionPrograms} l join ${schema.serviceLogPrograms} p on p.id = l.program_id
    group by l.transaction_id) line_programs`;
  const programsColumn = grouped
    ? sql<string>`line_programs.text`
    : sql<string>`(select ${programsText} from ${schema.fundingTransactionPrograms} l
        join ${schema.serviceLogPrograms} p on p.id = l.program_id where l.transaction_id = ${t.id})`;
  const select = db
    .select({
      id: sql`${t.id}`.as('id'),
      customer_id: sql`${t.customerId}`.as('customer_id'),
      customer: sql`${c.firstName} || ' ' || ${c.lastName}`.as('customer'),
      board_date: sql<string>`to_char(${t.createdAt} at time zone ${boardTimeZone()}, 'MM/DD/YYYY')`.as('board_date'),
      title: sql`${t.title}`.as('title'),
      status: sql`${t.status}`.as('status'),
      category: sql`${t.category}`.as('category'),
      submitter: sql`${requester.firstName} || ' ' || ${requester.lastName}`.as('submitter'),
      approver: sql`${approver.firstName} || ' ' || ${approver.lastName}`.as('approver'),
      vendor: sql`${vendor.name}`.as('vendor'),
      program_year: sql`${t.programYear}`.as('program_year'),
      total_cents: sql`${t.totalCents}`.as('total_cents'),
      programs: programsColumn.as('programs'),
    })
    .from(t)
    .innerJoin(c, eq(c.id, t.customerId))
    .innerJoin(requester, eq(requester.id, t.requestedBy))
    .leftJoin(approver, eq(approver.id, t.approverId))
    .leftJoin(vendor, eq(vendor.id, t.vendorId))
    .$dynamic();
  const joined = grouped ? select.leftJoin(programs, sql`line_programs.transaction_id = ${t.id}`) : select;
  return joined
    .where(aggregateWhere(query))
    .orderBy(...aggregateOrder(query))
    .toSQL();
}
