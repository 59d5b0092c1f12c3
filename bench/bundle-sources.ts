// What a built chunk is made of: each package's (or source file's) share of the chunk, gzip, from its source map.
// Usage: node --import tsx bench/bundle-sources.ts apps/web/dist/assets/index-*.js [more chunks]
// Each source's generated code is gzipped on its own, so the shares add up to a little more than the chunk's gzip.
// TOP=n prints n lines (default 40); FILES=1 names node_modules files instead of packages.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type MappingItem } from 'source-map-js';

function owner(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules < 0) return source.replace(/^.*?\/src\//, 'src/');
  const parts = source.slice(inModules + 'node_modules/'.length).split('/');
  const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  return process.env.FILES ? `${name}/${parts.at(-1)}` : name;
}

const code = new Map<string, string>();
for (const file of process.argv.slice(2)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(readFileSync(`${file}.map`, 'utf8'));
  const mappings: MappingItem[] = [];
  consumer.eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.generatedLine - 1] ?? '';
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : line.length;
    const key = mapping.source ? owner(mapping.source) : '(unmapped)';
    code.set(key, (code.get(key) ?? '') + line.slice(mapping.generatedColumn, end));
  });
}
const shares = [...code].map(([key, text]) => [key, gzipSync(text, { level: 9 }).length] as const);
shares.sort((a, b) => b[1] - a[1]);
for (const [key, bytes] of shares.slice(0, Number(process.env.TOP ?? 40)))
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KiB  ${key}`);
console.log(`${(shares.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024).toFixed(1).padStart(7)} KiB  (sum)`);
