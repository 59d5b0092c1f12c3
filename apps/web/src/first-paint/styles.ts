/** A CSS module's class names as the build writes them: `_<local>_<hash>_<line>`. */
const moduleClass = /\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g;

/**
 * `html` with, in front (after its title), the stylesheets among `stylesheets` that style one of its CSS module classes: a lazy chunk's
 * stylesheet arrives with its code, after the first paint, so the paint carries the rules it needs (a few hundred
 * bytes each) instead of drawing unstyled and moving when they come.
 */
export function withOwnStyles(html: string, stylesheets: readonly string[]): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []));
  const needed = stylesheets.filter((css) => [...css.matchAll(moduleClass)].some((match) => used.has(match[1] ?? '')));
  if (!needed.length) return html;
  // React writes a page's <title> first; it stays first, where the server looks for it to put it in the head.
  const title = /^<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return `${title}<style>${needed.join('\n')}</style>${html.slice(title.length)}`;
}
