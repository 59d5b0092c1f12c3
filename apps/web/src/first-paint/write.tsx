// The build's first paints (ADR 0054), run by first-paint-plugin.ts in its own Node process after the browser build:
// `node write.js <build folder>` renders every page of pages.ts in every language into <build folder>/first-paint.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { languages } from '../platform/i18n/catalogue';
import { firstPaintFolder, firstPaintPages, signedInFirstPaintPages } from './pages';
import { renderFirstPaint } from './render';
import { withOwnStyles } from './styles';

// A page's data calls stay on their way: the first paint shows what a visitor sees before any answer.
globalThis.fetch = () => new Promise<Response>(() => undefined);

const buildFolder = process.argv[2];
if (!buildFolder) throw new Error('usage: node write.js <build folder>');
const folder = path.join(buildFolder, firstPaintFolder);

// The stylesheets index.html does not link: the lazy chunks' own (CSS modules), which a first paint may need.
const indexHtml = readFileSync(path.join(buildFolder, 'index.html'), 'utf8');
const assets = path.join(buildFolder, 'assets');
const chunkStyles = readdirSync(assets)
  .filter((file) => file.endsWith('.css') && !indexHtml.includes(`/assets/${file}`))
  .map((file) => readFileSync(path.join(assets, file), 'utf8'));

for (const language of languages) {
  mkdirSync(path.join(folder, language), { recursive: true });
  for (const [pathname, name] of Object.entries(firstPaintPages)) {
    const html = withOwnStyles(await renderFirstPaint(pathname, language), chunkStyles);
    writeFileSync(path.join(folder, language, `${name}.html`), html);
  }
}
writeFileSync(
  path.join(folder, 'index.json'),
  JSON.stringify({ pages: firstPaintPages, signedInPages: signedInFirstPaintPages, languages }, null, 2),
);
