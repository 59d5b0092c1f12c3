import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require.ts';
import {
  boardDateOf,
  formatProgramLocation,
  formatUsDate,
  programFacts,
  providerFacts,
  type CustomerAccountLanguage,
  type Program,
} from '@portal/contracts';
import { printable } from '../../platform/pdf-text.ts';

/** Loaded on the first PDF, not at start-up (issue #30). */
const pdfDocument = lazyRequire<typeof PDFKit>('pdfkit');

/**
 * The PDF's own words in Spanish, keyed by the English (the facts' labels come from the contracts, which the page
 * shares). The program's and provider's texts are theirs and stay as written.
 */
const spanish: Record<string, string> = {
  'Program Details': 'Detalles del programa',
  'Program website': 'Sitio web del programa',
  Description: 'Descripción',
  'Prerequisite skills': 'Habilidades previas',
  'Skills you will gain': 'Habilidades que obtendrá',
  'Related career information': 'Información sobre carreras relacionadas',
  Locations: 'Ubicaciones',
  Type: 'Tipo',
  Format: 'Modalidad',
  'Field of study (CIP)': 'Campo de estudio (CIP)',
  'Total cost': 'Costo total',
  'Tuition cost': 'Costo de la matrícula',
  'Credit hours': 'Horas de crédito',
  'Contact hours': 'Horas de contacto',
  Duration: 'Duración',
  Semesters: 'Semestres',
  'Eligible for financial aid': 'Elegible para ayuda financiera',
  'Eligible for GI / veteran aid': 'Elegible para ayuda GI / para veteranos',
  'Eligible for paid training': 'Elegible para capacitación pagada',
  'Eligible for tuition support': 'Elegible para apoyo con la matrícula',
  'Local areas offering WIOA funding': 'Áreas locales que ofrecen fondos de WIOA',
  'Provider type': 'Tipo de proveedor',
  Accreditation: 'Acreditación',
  'Support services': 'Servicios de apoyo',
  Phone: 'Teléfono',
  Website: 'Sitio web',
  'Commuting area': 'Área de desplazamiento',
  Yes: 'Sí',
  No: 'No',
  Unknown: 'Desconocido',
};
/** The facts' values that are the PDF's words, not the provider's. */
const yesNoUnknown = new Set(['Yes', 'No', 'Unknown']);

const words = {
  en: {
    word: (text: string) => text,
    about: (provider: string) => `About ${provider}`,
    // The board's day (BOARD_TIME_ZONE), in the spec's en-US date format.
    printed: (date: string) => `Printed from the Program Finder on ${date}.`,
    date: (iso: string) => formatUsDate(iso),
  },
  es: {
    word: (text: string) => spanish[text] ?? text,
    about: (provider: string) => `Acerca de ${provider}`,
    printed: (date: string) => `Impreso desde el Buscador de programas el ${date}.`,
    date: (iso: string) => iso.split('-').reverse().join('/'),
  },
} satisfies Record<CustomerAccountLanguage, unknown>;

/** One program as an A4 PDF (participant spec 9): the program's details, then its provider's. */

export function renderProgramPdf(
  program: Program,
  printedAt: Date = new Date(),
  language: CustomerAccountLanguage = 'en',
): Promise<Buffer> {
  const say = words[language];
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
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`${printable(say.word(label))}: `, { continued: true });
      doc.font('Helvetica').text(printable(yesNoUnknown.has(value) ? say.word(value) : value));
    }
  };
  const paragraph = (label: string, text: string | null) => {
    if (!text) return;
    heading(say.word(label));
    doc.font('Helvetica').fontSize(10).text(printable(text), { align: 'left' });
  };

  doc.font('Helvetica-Bold').fontSize(20).text(printable(program.title));
  doc.font('Helvetica').fontSize(12).fillColor('#444444').text(printable(program.provider.name));
  if (program.location) doc.text(printable(formatProgramLocation(program.location)));
  doc.fillColor('black');

  heading(say.word('Program Details'));
  facts([...programFacts(program), ['Program website', program.link ?? '-']]);
  paragraph('Description', program.description);
  paragraph('Prerequisite skills', program.prerequisite_skills);
  paragraph('Skills you will gain', program.expected_skills_acquired);
  paragraph('Related career information', program.related_career_information);

  const { provider } = program;
  heading(say.about(provider.name));
  if (provider.description) doc.font('Helvetica').fontSize(10).text(printable(provider.description)).moveDown(0.4);
  facts(providerFacts(provider));
  if (provider.locations.length > 0) {
    heading(say.word('Locations'));
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
    .text(printable(say.printed(say.date(boardDateOf(printedAt)))));
  doc.end();
  return done;
}
