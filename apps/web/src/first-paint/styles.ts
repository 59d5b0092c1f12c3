/** A CSS module's class names as the build writes them: `_<local>_<hash>_<line>`. */
const moduleClass = /\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g;

/**
 * `html` with, in front, the stylesheets among `stylesheets` that style one of its CSS module classes: a lazy chunk's
 * stylesheet arrives with its code, after the first paint, so the paint carries the rules it needs (a few hundred
 * bytes each) instead of drawing unstyled and moving when they come.
 */
export function withOwnStyles(html: string, stylesheets: readonly string[]): string {
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]?.split(/\s+/) ?? []));
  const needed = stylesheets.filter((css) => [...css.matchAll(moduleClass)].some((match) => used.has(match[1] ?? '')));
  return needed.length ? `<style>${needed.join('\n')}</style>${html}` : html;
}
