import { PassThrough, type Readable } from 'node:stream';
import { fundingCategories, fundingStatuses, fundingStatusIds, type FundingSummaryRow } from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { ChunkedText } from '../../platform/exports/chunked-text.ts';
import { csvDecimal, csvFirstLine, csvLine } from '../../platform/exports/csv.ts';
import { forEachRow } from '../../platform/exports/cursor.ts';
import { aggregateQueryOf, type ExportBody } from './aggregate.ts';
import { aggregateExportQuery } from './export-query.ts';

/**
 * Aggregate-Expense-List.csv (forms spec 7, 9): streamed a row at a time through a cursor, with a UTF-8 byte-order
 * mark so a spreadsheet reads accents, formula-safe cells through the platform's one CSV writer (csv-stringify,
 * platform/exports/csv.ts), and amounts written from integer cents as text ('1234.56'), never through a float.
 */

/** Rows per cursor fetch: large enough that a round trip costs little per row (rows are not held: issue #30). */
const batchSize = 5_000;

export const aggregateCsvHeader = [
  'ID',
  'Customer ID',
  'Customer',
  'Date',
  'Title',
  'Status',
  'Category',
  'Submitter',
  'Approver',
  'Vendor',
  'Program Year',
  'Programs',
  'Total',
];

/** '1234.56' from 123456 cents (no currency sign or grouping: a number a spreadsheet sums), in integers only. */
export function centsCell(cents: number): string {
  const whole = Math.trunc(cents);
  const magnitude = Math.abs(whole);
  const fraction = magnitude % 100;
  const text = `${(magnitude - fraction) / 100}.${fraction < 10 ? '0' : ''}${fraction}`;
  return whole < 0 ? `-${text}` : text;
}

const statusNames = new Map(Object.entries(fundingStatuses).map(([id, name]) => [Number(id), name]));
const categoryNames = new Map(
  Object.values(fundingCategories).map((category) => [category.id as number, category.label]),
);

/** The export's row (the columns of aggregateExportQuery) as the cells of one CSV line. */
function exportCells(row: Record<string, unknown>): unknown[] {
  return [
    Number(row.id),
    Number(row.customer_id),
    row.customer,
    row.board_date,
    row.title,
    statusNames.get(Number(row.status)) ?? '',
    categoryNames.get(Number(row.category)) ?? '',
    row.submitter,
    row.approver,
    row.vendor,
    Number(row.program_year),
    row.programs,
    // Never negative (funding_transactions_total_check), so plain text needs no csvDecimal.
    centsCell(Number(row.total_cents)),
  ];
}

function waitForDrain(body: PassThrough): Promise<void> {
  if (body.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      body.off('drain', done);
      body.off('close', done);
      resolve();
    };
    body.on('drain', done);
    body.on('close', done);
  });
}

/**
 * The rows come from `reader` (the read replica when one is usable); the audit row goes to `database`. With neither
 * a card nor rows, every status is exported (the whole aggregate the filters match).
 */
export async function exportAggregate(
  database: DatabaseHandle,
  actor: Actor,
  body: ExportBody,
  reader: DatabaseHandle = database,
): Promise<Readable> {
  const staff = requireStaff(actor);
  const query = aggregateQueryOf(staff, body, body.rows);
  if (body.rows || !body.status) query.statuses = fundingStatusIds;
  const { sql: text, params } = aggregateExportQuery(database.db, query);
  await audit(database.db, {
    actor: staff,
    action: 'funding.export',
    entityType: 'funding_transaction',
    detail: { status: body.status ?? null, rows: body.rows?.length ?? null },
  });
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(csvFirstLine(aggregateCsvHeader));
      const chunks = new ChunkedText(out);
      await forEachRow(
        reader,
        { text, params },
        batchSize,
        (row) => chunks.write(csvLine(exportCells(row))),
        async () => {
          if (out.destroyed) throw new Error('export download closed');
          chunks.flush();
          // Back-pressure: the next fetch waits until the client has taken this batch.
          if (out.writableNeedDrain) await waitForDrain(out);
          if (out.destroyed) throw new Error('export download closed');
        },
      );
      chunks.flush();
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

export const summaryCsvHeader = [
  'Program',
  'Program Year',
  'Budget',
  'Obligated',
  'Expended',
  'Available',
  'Customers',
];

/** The funds summary (a handful of rows per year) as CSV text with the byte-order mark. */
export function summaryCsv(rows: FundingSummaryRow[]): string {
  let text = csvFirstLine(summaryCsvHeader);
  for (const row of rows) {
    text += csvLine([
      row.program_name,
      `PY${row.program_year}`,
      csvDecimal(centsCell(row.budget_cents)),
      csvDecimal(centsCell(row.obligated_cents)),
      csvDecimal(centsCell(row.expended_cents)),
      // Over-obligated funds are negative: written as a number, not given the formula apostrophe.
      csvDecimal(centsCell(row.available_cents)),
      row.customer_count,
    ]);
  }
  return text;
}
