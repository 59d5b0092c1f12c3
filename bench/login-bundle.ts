// Initial JavaScript of the login page, gzip: the entry chunk and the login page's lazy chunk with all their static
// imports, from the Vite manifest of a production build. Baseline: React + ReactDOM alone, gzip, from node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigure } from './support.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

const dist = 'apps/web/dist';

function gzipSize(file: string) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function benchLoginBundle() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loginKey = Object.keys(manifest).find((key) => /features\/auth\/.*Login.*Page/i.test(key));
  if (!entryKey || !loginKey) throw new Error('entry or login page chunk not found in the Vite manifest');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(loginKey);
  const total = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);

  const reactBaseline =
    gzipSize('node_modules/react/cjs/react.production.js') +
    gzipSize('node_modules/react-dom/cjs/react-dom-client.production.js');
  printFigure('login page initial JS, gzip (target < 150 KiB)', total / 1024, 'KiB');
  printFigure('React + ReactDOM alone, gzip (baseline)', reactBaseline / 1024, 'KiB');
  printFigure('ratio login JS / React alone', total / reactBaseline, 'x');
}
