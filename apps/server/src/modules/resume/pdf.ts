import type PDFKit from 'pdfkit';
import { lazyRequire } from '../../platform/lazy-require.ts';
import {
  resumeSpanishLabels,
  resumeTexts,
  type PaperSize,
  type Resume,
  type ResumeEducation,
  type ResumeJob,
} from '@portal/contracts';
import { printable } from '../../platform/pdf-text.ts';

/** Loaded on the first PDF, not at start-up (issue #30). */
const pdfDocument = lazyRequire<typeof PDFKit>('pdfkit');

/**
 * The resume as a one-page PDF (docs/spec-decisions.md, 'Create a resume'). One page always: the type shrinks in
 * steps from 100% to 70%; if the resume does not fit even at 70%, it is shortened (see `shortened`) until it does.
 */

type Doc = InstanceType<typeof PDFKit>;

/** Points (1/72 in): pdfkit's LETTER and A4. */
const pageSizes: Record<PaperSize, [number, number]> = { letter: [612, 792], a4: [595.28, 841.89] };

const scales = [1, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7] as const;

const fontSizes = { name: 20, contact: 9.5, heading: 11.5, entry: 10.5, detail: 9.5, body: 10 } as const;
const colours = { heading: '#1c3d5a', rule: '#9aa5b1', muted: '#444444', text: 'black' } as const;

type Font = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

interface TextStyle {
  font: Font;
  size: number;
  color?: string;
  align?: 'left' | 'center';
  indent?: number;
}

/**
 * Lays the resume out from the top of the page. It measures with the document's font metrics and draws only when
 * `draw` is set, so the measuring pass and the drawing pass cannot disagree about where anything ends.
 */
class PageLayout {
  y: number;
  readonly left: number;
  readonly width: number;
  readonly bottom: number;

  constructor(
    private readonly doc: Doc,
    private readonly scale: number,
    private readonly draw: boolean,
  ) {
    const margin = Math.round(36 + (18 * (scale - 0.7)) / 0.3);
    this.left = margin;
    this.y = margin;
    this.width = doc.page.width - 2 * margin;
    this.bottom = doc.page.height - margin;
  }

  get fits(): boolean {
    return this.y <= this.bottom;
  }

  private options(style: TextStyle, width: number) {
    return { width, lineGap: 1.5 * this.scale, align: style.align ?? 'left' };
  }

  private heightOf(text: string, style: TextStyle, width: number): number {
    this.doc.font(style.font).fontSize(style.size * this.scale);
    return this.doc.heightOfString(text, this.options(style, width));
  }

  /** Draws only what ends above the bottom margin, so a page is never added even if a caller misjudged. */
  private put(text: string, style: TextStyle, x: number, width: number, height: number) {
    if (!this.draw || this.y + height > this.bottom) return;
    this.doc
      .font(style.font)
      .fontSize(style.size * this.scale)
      .fillColor(style.color ?? colours.text)
      .text(text, x, this.y, this.options(style, width));
  }

  text(text: string, style: TextStyle) {
    const indent = (style.indent ?? 0) * this.scale;
    const height = this.heightOf(text, style, this.width - indent);
    this.put(text, style, this.left + indent, this.width - indent, height);
    this.y += height;
  }

  gap(points: number) {
    this.y += points * this.scale;
  }

  heading(text: string) {
    this.gap(10);
    this.text(text.toUpperCase(), { font: 'Helvetica-Bold', size: fontSizes.heading, color: colours.heading });
    this.gap(1.5);
    if (this.draw && this.y <= this.bottom) {
      this.doc
        .moveTo(this.left, this.y)
        .lineTo(this.left + this.width, this.y)
        .lineWidth(0.75)
        .strokeColor(colours.rule)
        .stroke();
    }
    this.gap(5);
  }

  /** The entry's title on the left and its dates on the right of the same line. */
  titleLine(title: string, dates: string) {
    const titleStyle: TextStyle = { font: 'Helvetica-Bold', size: fontSizes.entry };
    const datesStyle: TextStyle = { font: 'Helvetica', size: fontSizes.detail, color: colours.muted };
    this.doc.font(datesStyle.font).fontSize(datesStyle.size * this.scale);
    const datesWidth = dates ? Math.ceil(this.doc.widthOfString(dates)) + 1 : 0;
    const titleWidth = this.width - (dates ? datesWidth + 12 * this.scale : 0);
    const titleHeight = this.heightOf(title, titleStyle, titleWidth);
    const datesHeight = dates ? this.heightOf(dates, datesStyle, datesWidth) : 0;
    const height = Math.max(titleHeight, datesHeight);
    this.put(title, titleStyle, this.left, titleWidth, height);
    if (dates) this.put(dates, datesStyle, this.left + this.width - datesWidth, datesWidth, height);
    this.y += height;
  }

  bullet(text: string) {
    const style: TextStyle = { font: 'Helvetica', size: fontSizes.body, indent: 14 };
    const indent = 14 * this.scale;
    const height = this.heightOf(text, style, this.width - indent);
    if (this.draw && this.y + height <= this.bottom) {
      const size = fontSizes.body * this.scale;
      this.doc
        .circle(this.left + 5 * this.scale, this.y + size * 0.42, 1.4 * this.scale)
        .fillColor(colours.text)
        .fill();
    }
    this.put(text, style, this.left + indent, this.width - indent, height);
    this.y += height + 1 * this.scale;
  }
}

const joined = (parts: string[], separator: string) => parts.filter((part) => part !== '').join(separator);

function jobDates(job: ResumeJob, present: string): string {
  const end = job.end === resumeTexts.present ? present : job.end;
  if (job.start && end) return `${job.start} - ${end}`;
  return job.start || end;
}

/** The PDF's own labels in the resume's language. */
function labelsOf(resume: Resume) {
  if (resume.language === 'es') return resumeSpanishLabels;
  return {
    objective: resumeTexts.objective,
    jobs: resumeTexts.jobs,
    educations: resumeTexts.educations,
    present: resumeTexts.present,
    documentTitle: 'Resume of',
    subject: 'Resume',
  };
}

function layOut(doc: Doc, resume: Resume, scale: number, draw: boolean): PageLayout {
  const labels = labelsOf(resume);
  const page = new PageLayout(doc, scale, draw);
  page.text(resume.name, { font: 'Helvetica-Bold', size: fontSizes.name, align: 'center' });
  const contact = joined([resume.email, resume.phone, resume.address], '  |  ');
  if (contact) {
    page.gap(3);
    page.text(contact, { font: 'Helvetica', size: fontSizes.contact, color: colours.muted, align: 'center' });
  }
  if (resume.objective) {
    page.heading(labels.objective);
    page.text(resume.objective, { font: 'Helvetica', size: fontSizes.body });
  }
  const entries = (title: string, items: { title: string; dates: string; detail: string; bullets: string[] }[]) => {
    if (items.length === 0) return;
    page.heading(title);
    items.forEach((item, index) => {
      if (index > 0) page.gap(6);
      page.titleLine(item.title, item.dates);
      if (item.detail) page.text(item.detail, { font: 'Helvetica-Oblique', size: fontSizes.detail });
      if (item.bullets.length > 0) page.gap(2);
      for (const bullet of item.bullets) page.bullet(bullet);
    });
  };
  entries(
    labels.jobs,
    resume.jobs.map((job) => ({
      title: job.title,
      dates: jobDates(job, labels.present),
      detail: job.employer,
      bullets: job.accomplishments,
    })),
  );
  entries(
    labels.educations,
    resume.educations.map((education: ResumeEducation) => ({
      title: education.school,
      dates: education.finish,
      detail: joined([education.education_level, education.field_of_study], ', '),
      bullets: education.accomplishments,
    })),
  );
  return page;
}

/**
 * One step shorter, or null when there is nothing left to leave out. Older history gives way first: the oldest
 * entry with more than one bullet loses its last bullet (jobs, then education); once every entry is down to one
 * bullet, the oldest entry goes (jobs, then education, each keeping its newest); last, the remaining bullets.
 */
export function shortened(resume: Resume): Resume | null {
  const dropLastBullet = <T extends { accomplishments: string[] }>(items: T[], index: number): T[] =>
    items.map((item, i) => (i === index ? { ...item, accomplishments: item.accomplishments.slice(0, -1) } : item));
  const oldestWith = (items: { accomplishments: string[] }[], min: number) =>
    items.findLastIndex((item) => item.accomplishments.length > min);

  for (const min of [1, 0]) {
    if (min === 0) {
      if (resume.jobs.length > 1) return { ...resume, jobs: resume.jobs.slice(0, -1) };
      if (resume.educations.length > 1) return { ...resume, educations: resume.educations.slice(0, -1) };
    }
    const job = oldestWith(resume.jobs, min);
    if (job >= 0) return { ...resume, jobs: dropLastBullet(resume.jobs, job) };
    const education = oldestWith(resume.educations, min);
    if (education >= 0) return { ...resume, educations: dropLastBullet(resume.educations, education) };
  }
  return null;
}

/**
 * The largest type that fits, shortening the resume only when even the smallest does not. Each shortening step only
 * removes content, so the steps that fit at the smallest type are a tail of the chain: a binary search finds the
 * first (the least shortened) in a handful of layouts.
 */
function fitted(doc: Doc, resume: Resume): { resume: Resume; scale: number } {
  const smallest = scales.at(-1)!;
  const fitsAt = (candidate: Resume, scale: number) => layOut(doc, candidate, scale, false).fits;
  let chosen = resume;
  if (!fitsAt(resume, smallest)) {
    const chain = [resume];
    for (let next = shortened(resume); next; next = shortened(next)) chain.push(next);
    let low = 1;
    let high = chain.length - 1;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (fitsAt(chain[middle]!, smallest)) high = middle;
      else low = middle + 1;
    }
    chosen = chain[low]!;
  }
  return { resume: chosen, scale: scales.find((scale) => fitsAt(chosen, scale)) ?? smallest };
}

function printableResume(resume: Resume): Resume {
  const p = printable;
  return {
    ...resume,
    name: p(resume.name),
    email: p(resume.email),
    phone: p(resume.phone),
    address: p(resume.address),
    objective: p(resume.objective),
    jobs: resume.jobs.map((job) => ({
      ...job,
      title: p(job.title),
      employer: p(job.employer),
      accomplishments: job.accomplishments.map(p),
    })),
    educations: resume.educations.map((education) => ({
      ...education,
      school: p(education.school),
      education_level: p(education.education_level),
      field_of_study: p(education.field_of_study),
      accomplishments: education.accomplishments.map(p),
    })),
  };
}

export function renderResumePdf(resume: Resume): Promise<Buffer> {
  const text = printableResume(resume);
  // No page margins of pdfkit's own: the layout keeps its margins, so pdfkit never breaks to a second page.
  const doc = new (pdfDocument())({
    size: pageSizes[resume.paper_size],
    margin: 0,
    info: {
      Title: `${labelsOf(resume).documentTitle} ${text.name}`,
      Author: text.name,
      Subject: text.objective || labelsOf(resume).subject,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fit = fitted(doc, text);
  layOut(doc, fit.resume, fit.scale, true);
  doc.end();
  return done;
}
