import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require.ts';
import { formatUsDate, quarterLabel, type QuarterlyResult } from '@portal/contracts';
import { csvFirstLine, csvLine } from '../../platform/exports/csv.ts';
import { printable } from '../../platform/pdf-text.ts';

/** Loaded on the first PDF, not at start-up (issue #30). */
const pdfDocument = lazyRequire<typeof PDFKit>('pdfkit');

/**
 * The quarterly performance report as files: a CSV (UTF-8 byte-order mark, formula-safe cells) with one row per
 * program and indicator and the numerator and denominator behind each rate, and the same figures on a PDF.
 */

export const quarterlyCsvHeader = ['Program', 'Indicator', 'Numerator', 'Denominator', 'Rate', 'Pending'] as const;

function percent(rate: number | null): string {
  return rate === null ? '' : `${(rate * 100).toFixed(1)}%`;
}

function money(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

/** Every figure of the report as [program, indicator, numerator, denominator, rate, pending] rows. */
export function quarterlyRows(result: QuarterlyResult): (string | number)[][] {
  const rows: (string | number)[][] = [];
  for (const program of result.programs) {
    const name = program.program_name;
    rows.push([name, 'Participants served', program.participants, '', '', '']);
    rows.push([name, 'Participants exited', program.exiters, '', '', '']);
    rows.push([name, 'Excluded (performance exemption)', program.excluded, '', '', '']);
    for (const rate of program.rates) {
      rows.push([name, rate.label, rate.numerator, rate.denominator, percent(rate.rate), rate.pending]);
    }
    rows.push([
      name,
      'Median earnings, 2nd quarter after exit',
      money(program.median_earnings_q2.value),
      program.median_earnings_q2.count,
      '',
      '',
    ]);
  }
  return rows;
}

export function quarterlyCsv(result: QuarterlyResult): string {
  let text = csvFirstLine([`Quarterly performance report, ${quarterLabel(result.program_year, result.quarter)}`]);
  text += csvLine([`Program year to date: ${result.window.from} to ${result.window.to}; as of ${result.as_of}`]);
  text += csvLine(quarterlyCsvHeader);
  for (const row of quarterlyRows(result)) text += csvLine(row);
  return text;
}

export function quarterlyFileName(result: Pick<QuarterlyResult, 'program_year' | 'quarter'>, ext: 'csv' | 'pdf') {
  return `quarterly-performance-py${result.program_year}-q${result.quarter}.${ext}`;
}

export function quarterlyPdf(result: QuarterlyResult, printedAt: Date = new Date()): Promise<Buffer> {
  const doc = new (pdfDocument())({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    info: { Title: printable(`Quarterly performance report PY ${result.program_year} Q${result.quarter}`) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Quarterly performance report (ETA-9173)');
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444444')
    .text(
      printable(
        `${quarterLabel(result.program_year, result.quarter)}. Program year to date, ` +
          `${formatUsDate(result.window.from)} to ${formatUsDate(result.window.to)}; measured as of ` +
          `${formatUsDate(result.as_of)}; printed ${formatUsDate(printedAt.toISOString().slice(0, 10))}.`,
      ),
    )
    .fillColor('black');
  const columns = [200, 270, 80, 80, 60, 60];
  const row = (cells: (string | number)[], bold = false) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let height = 0;
    cells.forEach((cell, index) => {
      const width = columns[index]!;
      doc.text(printable(String(cell)), x, y, { width: width - 6 });
      height = Math.max(height, doc.y - y);
      x += width;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + height + 3;
  };
  doc.moveDown();
  row([...quarterlyCsvHeader], true);
  for (const cells of quarterlyRows(result)) row(cells);
  doc.end();
  return done;
}
