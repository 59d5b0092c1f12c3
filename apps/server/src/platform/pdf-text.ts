/**
 * Text for pdfkit's standard fonts, which cover Latin-1 (WinAnsi) only: typographic quotes and dashes become their
 * plain forms, a letter with an accent outside Latin-1 loses the accent ('ő' → 'o'; a lone combining mark is
 * dropped), and anything else becomes '?' rather than a wrong glyph.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u2022/g, '*')
    .replace(/[^\t\n\r\u0020-\u007E\u00A0-\u00FF]/gu, (char) => {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return /^[\u0020-\u007E\u00A0-\u00FF]*$/.test(base) ? base : '?';
    });
}
