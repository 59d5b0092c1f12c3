import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerProcess } from '../apps/server/src/testing/server-process.ts';
import { buildServer } from './build-server.mjs';

// The bundle sits inside the repository, as apps/server/dist/main.js does, so its npm imports resolve the same way.
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = path.join(root, '.data', `server-build-test-${process.pid}`);
const outfile = path.join(scratch, 'dist', 'main.js');
const webDist = path.join(scratch, 'web');
const port = 3700 + (process.pid % 200);

let server: ServerProcess | undefined;
beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  await buildServer({ outfile });
  // Plain node, no tsx: an empty data folder, so the migrations and the reference seed run from the bundle.
  server = await ServerProcess.start(
    port,
    { DATA_DIR: path.join(scratch, 'data'), DATABASE_URL: '', DEMO: '0', WEB_DIST: webDist, LOG_LEVEL: 'warn' },
    240_000,
    [outfile],
  );
}, 300_000);
afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the built server', () => {
  it('is plain JavaScript with npm packages left as imports and the workspace packages inside', () => {
    const bundle = readFileSync(outfile, 'utf8');
    expect(bundle).not.toMatch(/from ["']@portal\//);
    expect(bundle).toMatch(/from ["']fastify["']/);
    expect(bundle).toMatch(/from ["']@electric-sql\/pglite["']/);
  });

  it('migrates an empty database, seeds it and serves the API and the web app', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const settings = await fetch(`${base}/settings`);
    expect(settings.status).toBe(200);
    const page = await fetch(`${base}/login`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(server?.alive).toBe(true);
  });
});
