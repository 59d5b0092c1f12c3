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
      const run = spawnSync(process.execPath, [path.join(serverBuild, 'write.js'), outDir], { stdio: 'inherit' });
      if (run.status !== 0) this.error(`the first paints could not be written (exit ${run.status ?? run.signal})`);
    },
  };
}
