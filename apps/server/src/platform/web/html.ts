/**
 * The server's one HTML escape (issue #29), for text placed in HTML it writes (web alerts, mails, the job page's
 * head): & < > " and ' as named or numeric entities, so the text can sit in an element or a quoted attribute.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for an inline <script>: '<' escaped, so no text in the value can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
