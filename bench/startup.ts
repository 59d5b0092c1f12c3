// Time from `npm start` (scripts/start.mjs) to the first 200 on a warm install (built web app and server, migrated and
// seeded embedded database) and on an empty data folder (migrate + seed). Baseline in the same run: a bare node:http server started the same way.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { printFigure } from './support.ts';

const runs = Number(process.env.BENCH_STARTS ?? 3);
const dataDir = '.data/bench-startup';

/**
 * Phases the server reports with STARTUP_TIMINGS=1 (apps/server/src/main.ts): name → ms, summed over the starts, in
 * elapsed time and in the process's CPU time (which the machine's other work changes less).
 */
const phaseTotals = new Map<string, number>();
const phaseCpuTotals = new Map<string, number>();

async function timeToFirst200(command: string[], env: NodeJS.ProcessEnv, url: string) {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.once('exit', () => {
    if (env.STARTUP_TIMINGS !== '1') return;
    for (const match of stderr.matchAll(/^startup-phase (.+) (\d+)$/gm))
      phaseTotals.set(match[1]!, (phaseTotals.get(match[1]!) ?? 0) + Number(match[2]));
    for (const match of stderr.matchAll(/^startup-phase-cpu (.+) (\d+)$/gm))
      phaseCpuTotals.set(match[1]!, (phaseCpuTotals.get(match[1]!) ?? 0) + Number(match[2]));
  });
  try {
    for (;;) {
      if (performance.now() - started > 900_000) throw new Error(`no 200 from ${url} within 900 s`);
      const ok = await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    // The phases are printed once the job queue has started, which can come after the first 200: wait for them.
    const printedBy = performance.now() + 30_000;
    while (env.STARTUP_TIMINGS === '1' && !/^startup-phase-cpu jobs started/m.test(stderr) && child.exitCode === null) {
      if (performance.now() > printedBy) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

export async function benchStartup() {
  // Builds (web app, server) are brought up to date first: the figures are starts, not builds.
  const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm start could not build');
  rmSync(dataDir, { recursive: true, force: true });
  const port = 3400 + Math.floor(Math.random() * 500);
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const url = `http://127.0.0.1:${port}/`;
  const cold = await timeToFirst200(['node', 'scripts/start.mjs'], env, url);
  const warm: number[] = [];
  for (let i = 0; i < runs; i += 1)
    warm.push(await timeToFirst200(['node', 'scripts/start.mjs'], { ...env, STARTUP_TIMINGS: '1' }, url));
  const bare: number[] = [];
  const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  for (let i = 0; i < runs; i += 1) bare.push(await timeToFirst200(['node', '-e', bareServer], {}, url));
  rmSync(dataDir, { recursive: true, force: true });

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  printFigure('first start on an empty data dir (migrate + seed)', cold / 1000, 's');
  printFigure('npm start -> first 200, warm (median, target < 2 s)', median(warm) / 1000, 's');
  // Where a warm start's time goes (the server's own marks; the rest is node and scripts/start.mjs).
  for (const [phase, total] of phaseTotals)
    printFigure(`  warm start phase: ${phase} (mean)`, total / runs / 1000, 's');
  for (const [phase, total] of phaseCpuTotals)
    printFigure(`  warm start phase CPU: ${phase} (mean)`, total / runs / 1000, 's');
  printFigure('bare node:http -> first 200 (baseline)', median(bare) / 1000, 's');
  printFigure('ratio warm start / bare node', median(warm) / median(bare), 'x');
}
