// Builds the server into one ES module, apps/server/dist/main.js, so production runs plain JavaScript (decision 0012):
// the server's and the workspace packages' TypeScript is bundled; every npm package stays an import resolved from
// node_modules at run time (native modules, PGlite's wasm and data files, pino's workers keep their own paths).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/src/main.ts');
export const serverBundle = path.join(root, 'apps/server/dist/main.js');
/** What the bundle is built from: a change under any of these makes `npm start` rebuild it. */
export const serverInputs = [
  'apps/server/src',
  'packages/contracts/src',
  'packages/db/src',
  'scripts/build-server.mjs',
];

/** npm packages stay external; the workspace's own packages (@portal/*) are TypeScript sources and are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `new URL('../migrations', import.meta.url)` names a file next to its source module; in the bundle, import.meta.url
 * is the bundle's, so such relative paths are rewritten to lead from the bundle's folder to the same file.
 */
const sourceRelativeUrls = (outDir) => ({
  name: 'source-relative-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(
        /new URL\((['"])(\.{1,2}\/[^'"]*)\1, import\.meta\.url\)/g,
        (_match, _quote, relative) => {
          const target = path.resolve(path.dirname(args.path), relative);
          const fromBundle = path.relative(outDir, target).split(path.sep).join('/');
          return `new URL(${JSON.stringify(fromBundle.startsWith('.') ? fromBundle : `./${fromBundle}`)}, import.meta.url)`;
        },
      );
      return { contents, loader: 'ts' };
    });
  },
});

/** Builds the bundle (`outfile`: elsewhere than apps/server/dist, for tests). */
export async function buildServer({ outfile = serverBundle } = {}) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [serverEntry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need the mappings and names only; the sources' text, two thirds of the map, is not read at each start.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceRelativeUrls(path.dirname(outfile))],
    write: false,
  });
  // Parallel `npm start`s (the e2e runs) may build at once: each file appears whole, by rename.
  mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
