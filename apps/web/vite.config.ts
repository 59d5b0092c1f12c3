import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaint } from './first-paint-plugin.ts';
import { precompress } from './precompress.ts';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';
// Paths the API server answers; everything else is the single-page app.
const serverPaths = ['/internal-api', '/settings', '/documents', '/healthz'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompress(),
    firstPaint(),
    {
      // Mantine's ScrollArea (under every Table) takes only useMergeRefs from @floating-ui/react, one 45 KB module:
      // the same hook from src/platform/merge-refs.ts keeps floating-ui off pages with no Popover or Tooltip (#30).
      name: 'scroll-area-merge-refs',
      enforce: 'pre',
      resolveId(source, importer) {
        if (
          source === '@floating-ui/react' &&
          importer &&
          /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/.test(importer)
        )
          return fileURLToPath(new URL('./src/platform/merge-refs.ts', import.meta.url));
        return null;
      },
    },
    {
      // Mantine's Table carries its ScrollContainer as a static property, and with it ScrollArea (5.3 KiB gzip), on
      // every page with a table. Our pages import TableScrollContainer by name where they scroll a table (a test in
      // ui/tableScrollContainer.test.ts keeps `Table.ScrollContainer` out of src), so the property is dropped (#30).
      name: 'table-without-scroll-container',
      enforce: 'pre',
      transform(code, id) {
        if (!/[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/.test(id)) return null;
        const importLine = 'import { TableScrollContainer } from "./TableScrollContainer.mjs";';
        const assignment = 'Table.ScrollContainer = TableScrollContainer;';
        if (!code.includes(importLine) || !code.includes(assignment))
          this.error('Mantine Table.mjs changed: update the table-without-scroll-container plugin');
        return { code: code.replace(importLine, '').replace(assignment, ''), map: null };
      },
    },
  ],
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for debugging a production error but not linked from the bundles, and the server never serves
    // them (decision 0012).
    sourcemap: 'hidden',
    // bench/login-bundle.ts reads the manifest to size the login page's initial JavaScript.
    manifest: true,
    // A lazy page's chunks are not preloaded beside it: each dynamic import's preload list named every chunk it needs,
    // about 7 KiB (gzip) of file names in the entry chunk alone (issue #30). The browser fetches a chunk's static
    // imports in parallel as soon as the chunk arrives; CSS is still loaded with the chunk that needs it.
    // Naming the whole static graph of the job board, the Occupation Finder and the guest survey in their dynamic
    // imports (modulePreload.resolveDependencies) was measured in Lighthouse: no faster paint, 1.2 KiB gzip more entry
    // on every route (bench/issue-30-lighthouse-3.md, 'Second pass').
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Zod and our messages for its failures are one chunk, loaded with the first page that validates: the
              // messages install themselves as Zod's error map when the chunk runs (validation-messages.ts), so no
              // schema is parsed before they are in place, and neither is in the entry chunk.
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]validation-messages\.ts$/,
            },
          ],
        },
      },
      treeshake: {
        // The shared contracts build Zod schemas at import time. Building a schema has no effect outside the schema,
        // so a page that uses only a contract's constants (paths, messages) need not carry Zod: calls on `z` are
        // marked pure and the contracts' modules side-effect free, and unused schemas are dropped.
        manualPureFunctions: ['z'],
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
