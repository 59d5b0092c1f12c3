import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Vite build plugin (ADR 0054): once the browser build is written, builds src/first-paint/write.tsx for Node with the
 * same configuration (so the same CSS module class names) and runs it in its own process, which writes the guest
 * pages' first paints into the build's `first-paint/` folder for the server to write into index.html.
 */
export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Under node_modules, where the Node build finds its packages; one folder per output, so that parallel builds
      // (the journeys' own web builds) do not write over each other.
      const key = createHash('sha256').update(outDir).digest('hex').slice(0, 12);
      const serverBuild = path.join(config.root, 'node_modules', '.cache', 'first-paint', key);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/first-paint/write.tsx',
          outDir: serverBuild,
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          manifest: false,
        },
      });
      // The signed-in first paint's renderer (ADR 0055), which the server runs in a worker thread: in the build itself
      // (the server finds it beside the pages it renders), with its packages in it, so it runs wherever the build is.
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ssr: { noExternal: true },
        // React's and TanStack Query's production code whatever the server's NODE_ENV: the development builds they
        // pick at run time otherwise render the page several times slower.
        define: { 'process.env.NODE_ENV': JSON.stringify(config.mode === 'production' ? 'production' : 'development') },
        build: {
          ssr: 'src/first-paint/signed-in.tsx',
          outDir: path.join(outDir, 'first-paint', 'server'),
          emptyOutDir: true,
          sourcemap: false,
          minify: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
        },
      });
      const run = spawnSync(process.execPath, [path.join(serverBuild, 'write.js'), outDir], { stdio: 'inherit' });
      if (run.status !== 0) this.error(`the first paints could not be written (exit ${run.status ?? run.signal})`);
    },
  };
}
