// JavaScript a page needs, gzip, from the Vite manifest of a production build (built first when missing):
// - the login page's initial JS: the entry chunk and the page's lazy chunk with all their static imports;
// - the eligibility form screen's route: its own chunk, and what it loads beyond the entry.
// Baseline: React + ReactDOM alone, gzip, from node_modules.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { printFigure } from './support.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const dist = 'apps/web/dist';
const manifestPath = path.join(dist, '.vite/manifest.json');

function gzipSize(file: string) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

function readManifest(): Manifest {
  if (!existsSync(manifestPath)) execSync('npm run build', { stdio: 'inherit' });
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

function findKey(manifest: Manifest, pattern: RegExp, what: string) {
  const key = Object.keys(manifest).find((candidate) => pattern.test(candidate));
  if (!key) throw new Error(`${what} not found in the Vite manifest`);
  return key;
}

/** The JS files a chunk pulls in through static imports, itself included. */
function staticClosure(manifest: Manifest, key: string, files = new Set<string>()) {
  const chunk = manifest[key]!;
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const gzipTotal = (files: Iterable<string>) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);

export function benchLoginBundle() {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('entry chunk not found in the Vite manifest');
  const entryFiles = staticClosure(manifest, entryKey);

  const loginKey = findKey(manifest, /features\/auth\/.*Login.*Page/i, 'login page chunk');
  const loginTotal = gzipTotal(staticClosure(manifest, loginKey, new Set(entryFiles)));

  const formKey = findKey(manifest, /features\/forms\/FormPage\.tsx$/, 'form screen chunk');
  const formOwn = gzipSize(manifest[formKey]!.file);
  const formBeyondEntry = [...staticClosure(manifest, formKey)].filter((file) => !entryFiles.has(file));

  const reactBaseline =
    gzipSync(readFileSync('node_modules/react/cjs/react.production.js'), { level: 9 }).length +
    gzipSync(readFileSync('node_modules/react-dom/cjs/react-dom-client.production.js'), { level: 9 }).length;
  printFigure('login page initial JS, gzip (target < 150 KiB)', loginTotal / 1024, 'KiB');
  printFigure('React + ReactDOM alone, gzip (baseline)', reactBaseline / 1024, 'KiB');
  printFigure('ratio login JS / React alone', loginTotal / reactBaseline, 'x');
  printFigure('form screen route chunk, gzip', formOwn / 1024, 'KiB');
  printFigure('form screen JS beyond the entry, gzip', gzipTotal(formBeyondEntry) / 1024, 'KiB');
}
