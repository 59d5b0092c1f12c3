import { inflateSync } from 'node:zlib';

/** Every stream of the PDF inflated, so the text drawn on the page can be searched. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (fonts are not embedded; nothing else is expected).
    }
  }
  return parts.join('\n');
}

/** The text pdfkit drew: it writes it as hex glyph strings, decoded here and joined. */
export function pdfDrawnText(pdf: Buffer): string {
  return [...pdfText(pdf).matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

/** The page objects (`/Type /Page`, not the `/Type /Pages` tree). */
export function pdfPageCount(pdf: Buffer): number {
  return [...pdf.toString('latin1').matchAll(/\/Type \/Page(?![a-zA-Z])/g)].length;
}

/** Each page's MediaBox as [x0, y0, x1, y1] in points. */
export function pdfMediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}
