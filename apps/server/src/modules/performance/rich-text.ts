/**
 * The performance note's rich text, made safe on the server (staff spec 5: sanitised; an empty note is an empty
 * paragraph), with sanitize-html (an HTML parser, htmlparser2, and an allow-list): the output holds only the editor's
 * formatting tags, without attributes, and links to http, https or mailto addresses; all other text is escaped.
 * Elements whose content is code or markup (script, style, ...) are dropped with their content. The case notes and
 * the customer home's resources use it too.
 */
import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../platform/lazy-require.ts';

// Loaded with the first note to sanitise, not at start (issue #30: the parser and its CSS parser, postcss, cost about
// 90 ms of CPU of every start).
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

const allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
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
];
const droppedWithContent = [
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
  'option',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

export const emptyNote = '<p></p>';
const maxOutput = 40_000;

/** A link the note may keep: http, https or mailto, after dropping control characters (entities are decoded). */
function safeHref(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^(https?:\/\/|mailto:)/i.test(href) || href.length > 2_000) return null;
  return href;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  nestingLimit: 50,
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href ? { href, rel: 'noopener noreferrer', target: '_blank' } : {};
      return { tagName, attribs: kept };
    },
  },
};

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sanitises the note; null, undefined, blank or markup without text gives '<p></p>'. */
export function sanitizeNote(input: string | null | undefined): string {
  if (!input) return emptyNote;
  // sanitize-html writes void tags as `<br />`; the stored notes have always had `<br>`.
  const html = sanitizer()(input, options).replace(/<(br|hr) \/>/g, '<$1>');
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\s/g, '');
  if (text === '' && !/<(br|hr)>/.test(html)) return emptyNote;
  if (html.length > maxOutput) return `<p>${escapeText(html.replace(/<[^>]*>/g, ' ').slice(0, 10_000))}</p>`;
  return html;
}
