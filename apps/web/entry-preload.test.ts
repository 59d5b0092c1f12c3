import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { entryPreload } from './entry-preload.ts';

const app = mkdtempSync(path.join(tmpdir(), 'portal-entry-preload-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('entryPreload', () => {
  it("names the entry's static imports in index.html, and no lazily loaded chunk", async () => {
    writeFileSync(
      path.join(app, 'index.html'),
      '<html><head></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    // `shared` is a chunk of its own (the group below), as the vendor chunks of the app's build are.
    writeFileSync(path.join(app, 'shared.js'), `export const shared = ${JSON.stringify('x'.repeat(200))};`);
    writeFileSync(
      path.join(app, 'page.js'),
      "import { shared } from './shared.js'; export const page = shared + 'page';",
    );
    writeFileSync(
      path.join(app, 'main.js'),
      "import { shared } from './shared.js'; console.log(shared); void import('./page.js').then((m) => console.log(m.page));",
    );
    await build({
      root: app,
      logLevel: 'silent',
      configFile: false,
      plugins: [entryPreload()],
      build: {
        outDir: 'dist',
        modulePreload: false,
        minify: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'shared', test: /shared\.js$/ }],
            },
          },
        },
      },
    });
    const html = readFileSync(path.join(app, 'dist/index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual([expect.stringMatching(/^\/assets\/shared-[\w-]+\.js$/)]);
    expect(html).not.toMatch(/page-[\w-]+\.js/);
  });
});
