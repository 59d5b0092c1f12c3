import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the request's own overhead. */
const minBytes = 1024;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) next to every text file in `folder` worth compressing,
 * so the server sends them as they are (decision 0012) instead of compressing on every request. Returns the files
 * compressed.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const files = (await filesUnder(folder)).filter((file) => compressible.test(file));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      done.push(file);
    }),
  );
  return done;
}

/** Vite build plugin: precompresses the output folder once everything (public files included) is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-side build of the first paints (first-paint-plugin.ts) is never served.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      if (outDir) await precompressFolder(outDir);
    },
  };
}
