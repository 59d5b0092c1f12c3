import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require.ts';
import {
  boardDateOf,
  formatProgramLocation,
  formatUsDate,
  programFacts,
  providerFacts,
  type Program,
} from '@portal/contracts';
import { printable } from '../../platform/pdf-text.ts';

/** Loaded on the first PDF, not at start-up (issue #30). */
const pdfDocument = lazyRequire<typeof PDFKit>('pdfkit');

/** One program as an A4 PDF (participant spec 9): the program's details, then its provider's. */

export function renderProgramPdf(program: Program, printedAt: Date = new Date()): Promise<Buffer> {
  const doc = new (pdfDocument())({
    size: 'A4',
    margin: 50,
    info: { Title: printable(program.title), Author: printable(program.provider.name), Subject: 'Program Finder' },
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
  const facts = (rows: [string, string][]) => {
    for (const [label, value] of rows) {
      doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
      doc.font('Helvetica').text(printable(value));
    }
  };
  const paragraph = (label: string, text: string | null) => {
    if (!text) return;
    heading(label);
    doc.font('Helvetica').fontSize(10).text(printable(text), { align: 'left' });
  };

  doc.font('Helvetica-Bold').fontSize(20).text(printable(program.title));
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(printable(program.provider.name));
  if (program.location) doc.text(printable(formatProgramLocation(program.location)));
  doc.fillColor('black');

  heading('Program Details');
  facts([...programFacts(program), ['Program website', program.link ?? '-']]);
  paragraph('Description', program.description);
  paragraph('Prerequisite skills', program.prerequisite_skills);
  paragraph('Skills you will gain', program.expected_skills_acquired);
  paragraph('Related career information', program.related_career_information);

  const { provider } = program;
  heading(`About ${provider.name}`);
  if (provider.description) doc.font('Helvetica').fontSize(10).text(printable(provider.description)).moveDown(0.4);
  facts(providerFacts(provider));
  if (provider.locations.length > 0) {
    heading('Locations');
    for (const location of provider.locations) {
      const line = [location.name, location.address, [location.city, location.state].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(', ');
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(printable(`* ${line}`));
    }
  }

  doc
    .moveDown(1.5)
    .font('Helvetica-Oblique')
    .fontSize(8)
    .fillColor('#555555')
    // The board's day (BOARD_TIME_ZONE), in the spec's en-US date format.
    .text(`Printed from the Program Finder on ${formatUsDate(boardDateOf(printedAt))}.`);
  doc.end();
  return done;
}
