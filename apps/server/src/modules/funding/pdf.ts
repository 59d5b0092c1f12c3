import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require.ts';
import {
  boardDateOf,
  formatDollars,
  formatUsDate,
  fundingRecipientLabels,
  fundingStatuses,
  type FundingDetailResponse,
  type FundingStatus,
} from '@portal/contracts';
import { printable } from '../../platform/pdf-text.ts';

/** Loaded on the first PDF, not at start-up (issue #30). */
const pdfDocument = lazyRequire<typeof PDFKit>('pdfkit');

/** Print Transaction (forms spec 4, 9): the transaction on one A4 portrait page, amounts from integer cents. */

export function renderTransactionPdf(detail: FundingDetailResponse, printedAt: Date = new Date()): Promise<Buffer> {
  const record = detail.data;
  const doc = new (pdfDocument())({
    size: 'A4',
    layout: 'portrait',
    margin: 50,
    info: { Title: printable(`Transaction ${record.id}`), Subject: 'Funding transaction' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#1c3d5a').text(printable(text));
    doc.moveDown(0.2).fillColor('black');
  };
  const facts = (rows: [string, string | null | undefined][]) => {
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(printable(value));
    }
  };
  const person = (value: { first_name: string; last_name: string } | null) =>
    value ? `${value.first_name} ${value.last_name}` : null;

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(printable(`Transaction #${record.id}`));
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(printable(record.title));
  doc.fillColor('black');

  heading('Transaction');
  facts([
    ['Status', record.status.name],
    ['Category', record.category.label],
    ['Customer', `${record.customer.full_name} (ID ${record.customer.id})`],
    ['Date', formatUsDate(boardDateOf(record.date))],
    ['Program year', `PY${record.program_year}`],
    ['Requested by', person(record.requester)],
    ['Approver', person(record.approver)],
    ['Payment type', record.payment_type?.name],
    ['Recipient of payment', record.recipient_of_payment ? fundingRecipientLabels[record.recipient_of_payment] : null],
    ['Course', record.training_course],
    ['Course type', record.course_type?.name],
    ['Service', record.service_log ? `${record.service_log.title} (${record.service_log.service.name})` : null],
  ]);
  if (record.vendor) {
    heading('Vendor');
    const v = record.vendor;
    facts([
      ['Name', v.name],
      ['Address', [v.address, v.city, v.state, v.zip].filter(Boolean).join(', ')],
      ['Email', v.email],
      ['Tax ID', v.tax_id],
    ]);
  }
  if (record.employer) {
    heading('Employer');
    const e = record.employer;
    facts([
      ['Name', e.name],
      ['Point of Contact', e.poc_name],
      ['Address', [e.address, e.city, e.state, e.zip].filter(Boolean).join(', ')],
      ['Phone', e.phone],
      ['Email', e.email],
      ['Rate', e.hourly_rate_cents === null ? null : `${formatDollars(e.hourly_rate_cents)} per hour`],
      ['Estimated hours', e.estimated_hours === null ? null : String(e.estimated_hours)],
    ]);
  }
  heading('Transaction Details');
  doc.font('Helvetica').fontSize(10).text(printable(record.description));

  heading('Programs and funds');
  for (const program of record.programs) {
    facts([[program.name, formatDollars(program.funds_cents)]]);
  }
  facts([['Total', formatDollars(record.total_cents)]]);

  heading('History');
  for (const entry of detail.ledger) {
    const from = entry.from_status === null ? 'New' : fundingStatuses[entry.from_status as FundingStatus];
    const to = fundingStatuses[entry.to_status as FundingStatus];
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(
        printable(
          `${formatUsDate(boardDateOf(entry.at))}  v${entry.version}  ${from} -> ${to}  by ${entry.actor.first_name} ${entry.actor.last_name}${entry.note ? `  (${entry.note})` : ''}`,
        ),
      );
  }
  doc
    .moveDown(1.5)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor('#555555')
    .text(`Printed on ${formatUsDate(boardDateOf(printedAt))}.`);
  doc.end();
  return done;
}
