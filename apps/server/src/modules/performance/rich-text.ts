/**
 * The performance note's rich text, made safe on the server (staff spec 5: sanitised; an empty note is an empty
 * paragraph). An allow-list rebuild, not a filter: the output holds only tags this function writes itself (the
 * editor's formatting tags, without attributes, and links to http, https or mailto addresses); all other text is
 * escaped. Elements whose content is code or markup (script, style, ...) are dropped with their content.
 */

const allowedTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'code',
  'pre',
  'hr',
  'sub',
  'sup',
  'mark',
  'a',
]);
const voidTags = new Set(['br', 'hr']);
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);

export const emptyNote = '<p></p>';
const maxOutput = 40_000;

const tagPattern = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&');
}

/** A link the note may keep: http, https or mailto, after decoding entities and dropping control characters. */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  if (raw === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const href = decodeAttribute(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^(https?:\/\/|mailto:)/i.test(href) || href.length > 2_000) return null;
  return href;
}

/** Sanitises the note; null, undefined, blank or markup without text gives '<p></p>'. */
export function sanitizeNote(input: string | null | undefined): string {
  if (!input) return emptyNote;
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  for (const match of input.matchAll(tagPattern)) {
    const index = match.index;
    if (dropping === null && index > last) out.push(escapeText(input.slice(last, index)));
    last = index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = match[1] === '/';
    if (dropping !== null) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (droppedWithContent.has(name)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) dropping = name;
      continue;
    }
    const tag = name === 'b' ? 'strong' : name === 'i' ? 'em' : name === 'strike' ? 's' : name;
    if (!allowedTags.has(tag)) continue;
    if (voidTags.has(tag)) {
      if (!closing) out.push(`<${tag}>`);
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out.push(`</${open.pop()!}>`);
      continue;
    }
    if (open.length >= 50) continue;
    if (tag === 'a') {
      const href = safeHref(match[3] ?? '');
      out.push(href ? `<a href="${escapeText(href)}" rel="noopener noreferrer" target="_blank">` : '<a>');
    } else {
      out.push(`<${tag}>`);
    }
    open.push(tag);
  }
  if (dropping === null && last < input.length) out.push(escapeText(input.slice(last)));
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  const html = out.join('');
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  if (text === '' && !/<(br|hr)>/.test(html)) return emptyNote;
  if (html.length > maxOutput) return `<p>${escapeText(html.replace(/<[^>]*>/g, ' ').slice(0, 10_000))}</p>`;
  return html;
}
