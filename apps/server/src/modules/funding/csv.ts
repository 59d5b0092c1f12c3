import { PassThrough, type Readable } from 'node:stream';
import {
  boardDateOf,
  formatDollars,
  formatUsDate,
  fundingCategories,
  fundingCategoryById,
  fundingStatuses,
  type FundingStatus,
  type FundingSummaryRow,
} from '@portal/contracts';
import type { DatabaseHandle } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { csvLine } from '../../platform/exports/csv.ts';
import { forEachBatch } from '../../platform/exports/cursor.ts';
import { aggregateQueryOf, type ExportBody } from './aggregate.ts';
import * as repository from './repository.ts';

/**
 * Aggregate-Expense-List.csv (forms spec 7, 9): streamed a batch at a time through a cursor, with a UTF-8 byte-order
 * mark so a spreadsheet reads accents, formula-safe cells (csvLine), and amounts written from integer cents as text
 * ('1234.56'), never through a float.
 */

export const utf8Bom = '\uFEFF';
const batchSize = 2_000;

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

/** '1234.56' from 123456 cents (no currency sign or grouping: a number a spreadsheet sums). */
export const centsCell = (cents: number) => formatDollars(cents, { symbol: false }).replace(/,/g, '');

/** 'WIOA Adult: 150000; Youth: 2500' (cents) to 'WIOA Adult: 1500.00; Youth: 25.00'. */
function programsCell(text: string | null): string {
  if (!text) return '';
  return text.replace(/: (-?\d+)(?=;|$)/g, (_whole, cents: string) => `: ${centsCell(Number(cents))}`);
}

/** The board's day of the moment, MM/dd/yyyy (forms spec 9). */
const usDate = (value: unknown) => formatUsDate(boardDateOf(value instanceof Date ? value : new Date(String(value))));

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

/** The rows come from `reader` (the read replica when one is usable); the audit row goes to `database`. */
export async function exportAggregate(
  database: DatabaseHandle,
  actor: Actor,
  body: ExportBody,
  reader: DatabaseHandle = database,
): Promise<Readable> {
  const staff = requireStaff(actor);
  const query = aggregateQueryOf(staff, body, body.rows);
  if (body.rows) query.statuses = [1, 2, 3, 4, 5, 6, 7, 8];
  const { sql: text, params } = repository.aggregateExportQuery(database.db, query);
  await audit(database.db, {
    actor: staff,
    action: 'funding.export',
    entityType: 'funding_transaction',
    detail: { status: body.status ?? null, rows: body.rows?.length ?? null },
  });
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(utf8Bom + csvLine(aggregateCsvHeader));
      await forEachBatch(reader, { text, params }, batchSize, async (rows) => {
        let chunk = '';
        for (const row of rows) {
          const category = fundingCategoryById(Number(row.category));
          chunk += csvLine([
            Number(row.id),
            Number(row.customer_id),
            `${String(row.first_name)} ${String(row.last_name)}`,
            usDate(row.created_at),
            row.title,
            fundingStatuses[Number(row.status) as FundingStatus],
            category ? fundingCategories[category].label : '',
            `${String(row.submitter_first)} ${String(row.submitter_last)}`,
            row.approver_first ? `${String(row.approver_first)} ${String(row.approver_last)}` : '',
            row.vendor ?? '',
            Number(row.program_year),
            programsCell(row.programs as string | null),
            centsCell(Number(row.total_cents)),
          ]);
        }
        if (out.destroyed) throw new Error('export download closed');
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
  let text = utf8Bom + csvLine(summaryCsvHeader);
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
