import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The JS files `chunk` imports statically, its imports' imports included (not the chunk itself). */
function staticImports(bundle: OutputBundle, chunk: OutputChunk, found = new Set<string>()): Set<string> {
  for (const file of chunk.imports) {
    if (found.has(file)) continue;
    found.add(file);
    const imported = bundle[file];
    if (imported?.type === 'chunk') staticImports(bundle, imported, found);
  }
  return found;
}

/**
 * `<link rel="modulepreload">` in index.html for the chunks the entry imports statically (issue #30). With
 * `build.modulePreload: false` (vite.config.ts: no preload lists in the lazy pages' code) Vite writes none, and the
 * browser finds the entry's imports only once the entry has arrived and been parsed: one more round trip before the
 * first paint on every page. The links cost bytes in the HTML only, none in the JavaScript.
 */
export function entryPreload(): Plugin {
  let base = '/';
  return {
    name: 'entry-modulepreload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return [...staticImports(bundle, chunk)].map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
