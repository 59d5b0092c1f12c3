import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/testing/throwaway-postgres.ts';

/**
 * SIGTERM to `npm start` (a container's stop, a process manager's) stops the server gracefully: a one-second drain
 * (SHUTDOWN_DRAIN_SECONDS) while /readyz answers 503, a download under way finishes, then npm, this script and the
 * server all exit. The embedded database in a folder of its own; the
 * web app is a stand-in folder (newer than its sources, so nothing is built) holding one large file to download.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = path.join(root, '.data', `start-test-${process.pid}`);
const webDist = path.join(scratch, 'web');
const bigFileBytes = 48 * 1024 * 1024;

let npm: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'big.bin'), Buffer.alloc(bigFileBytes, 1));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  npm = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: path.join(scratch, 'data'),
      DEMO: '0',
      WEB_DIST: webDist,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-100_000));
  npm.stdout?.on('data', keep);
  npm.stderr?.on('data', keep);
  const deadline = Date.now() + 280_000;
  while (!(await fetch(`${base}/readyz`).catch(() => null))?.ok) {
    if (npm.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(() => {
  if (npm?.exitCode === null) npm.kill('SIGKILL');
  const server = serverPid();
  if (server && isRunning(server)) process.kill(server, 'SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** The server process's id, from its JSON log lines (start.mjs runs it as a child). */
function serverPid(): number | undefined {
  const match = /"pid":(\d+)/.exec(output);
  return match ? Number(match[1]) : undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start under SIGTERM', () => {
  it('drains (/readyz 503), lets a download under way finish, refuses new connections, and exits within 10 s', async () => {
    const server = serverPid();
    expect(server).toBeDefined();
    // A download paused after its first bytes: in flight when the signal comes.
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${base}/assets/big.bin`, resolve).on('error', reject),
    );
    expect(response.statusCode).toBe(200);
    response.pause();

    const exited = once(npm, 'exit');
    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    // First a drain: not ready for the load balancer, yet still serving; then it stops listening.
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 5_000, interval: 50 }).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    await expect
      .poll(async () => (await fetch(`${base}/healthz`).catch(() => null)) === null, { timeout: 5_000, interval: 50 })
      .toBe(true);
    expect(isRunning(server!)).toBe(true);

    let received = 0;
    response.on('data', (chunk: Buffer) => (received += chunk.length));
    response.resume();
    await once(response, 'end');
    expect(received).toBe(bigFileBytes);

    const [code] = (await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`still running:\n${output}`)), 10_000)),
    ])) as [number | null];
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(code).toBe(0);
    await expect.poll(() => isRunning(server!), { timeout: 2_000 }).toBe(false);
    expect(output).toContain('shutting down');
  }, 30_000);
});
