import { PassThrough, type Readable } from 'node:stream';
import { fundingCategories, fundingStatuses, fundingStatusIds, type FundingSummaryRow } from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { csvFirstLine, csvLine } from '../../platform/exports/csv.ts';
import { forEachBatch } from '../../platform/exports/cursor.ts';
import { aggregateQueryOf, type ExportBody } from './aggregate.ts';
import { aggregateExportQuery } from './export-query.ts';

/**
 * Aggregate-Expense-List.csv (forms spec 7, 9): streamed a batch at a time through a cursor, with a UTF-8 byte-order
 * mark so a spreadsheet reads accents, formula-safe cells (csvLine), and amounts written from integer cents as text
 * ('1234.56'), never through a float.
 */

/** Rows per cursor fetch: large enough that a round trip costs little per row, small enough to hold in memory. */
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

/**
 * A text cell as csvCell writes it (the same formula and quoting rules), with a character scan in place of regular
 * expressions: the export calls it about ten times per row, a million rows at a time.
 */
export function textCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : String(value);
  if (text.length === 0) return text;
  const first = text.charCodeAt(0);
  // = + - @ tab carriage-return
  const safe =
    first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13 ? `'${text}` : text;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // " , \n \r
    if (code === 34 || code === 44 || code === 10 || code === 13) return `"${safe.replaceAll('"', '""')}"`;
  }
  return safe;
}

const statusCells = new Map(Object.entries(fundingStatuses).map(([id, name]) => [Number(id), textCell(name)]));
const categoryCells = new Map(
  Object.values(fundingCategories).map((category) => [category.id as number, textCell(category.label)]),
);

/** One CSV line of the export's row (the columns of aggregateExportQuery). */
function exportLine(row: Record<string, unknown>): string {
  const status = statusCells.get(Number(row.status)) ?? '';
  const category = categoryCells.get(Number(row.category)) ?? '';
  return `${Number(row.id)},${Number(row.customer_id)},${textCell(row.customer)},${textCell(row.board_date)},${textCell(row.title)},${status},${category},${textCell(row.submitter)},${textCell(row.approver)},${textCell(row.vendor)},${Number(row.program_year)},${textCell(row.programs)},${centsCell(Number(row.total_cents))}\r\n`;
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
      await forEachBatch(reader, { text, params }, batchSize, async (rows) => {
        let chunk = '';
        for (const row of rows) chunk += exportLine(row);
        if (out.destroyed) throw new Error('export download closed');
        // Back-pressure: the next fetch waits until the client has taken this batch.
        if (!out.write(chunk)) await waitForDrain(out);
        if (out.destroyed) throw new Error('export download closed');
      });
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
      centsCell(row.budget_cents),
      centsCell(row.obligated_cents),
      centsCell(row.expended_cents),
      centsCell(row.available_cents),
      row.customer_count,
    ]);
  }
  return text;
}
