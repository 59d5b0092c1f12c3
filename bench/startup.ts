// Time from `npm start` (scripts/start.mjs) to the first 200 on a warm install (built web app and server, migrated and
// seeded embedded database) and on an empty data folder (migrate + seed). Baseline in the same run: a bare node:http server started the same way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { printFigure } from './support.ts';

const runs = Number(process.env.BENCH_STARTS ?? 3);
const dataDir = process.env.BENCH_DATA_DIR ?? '.data/bench-startup';

/**
 * Phases the server reports with STARTUP_TIMINGS=1 (apps/server/src/main.ts): name → ms, summed over the starts, in
 * elapsed time and in the process's CPU time (which the machine's other work changes less).
 */
const phaseTotals = new Map<string, number>();
const phaseCpuTotals = new Map<string, number>();

/**
 * CPU seconds (user + system) of a process and all its descendants so far, from /proc (Linux; NaN elsewhere): for
 * `npm start`, scripts/start.mjs and the server it spawns. Read at the first 200, it is what the start cost the
 * machine, which the other work on it changes less than the elapsed time.
 */
function treeCpuSeconds(pid: number): number {
  const ticksPerSecond = 100; // USER_HZ, 100 on Linux
  const read = (id: number): number => {
    try {
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      let ticks = Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(' ') : []) ticks += read(Number(child)) * ticksPerSecond;
      }
      return ticks / ticksPerSecond;
    } catch {
      return Number.NaN;
    }
  };
  return read(pid);
}

/** Elapsed milliseconds from spawn to the first 200, and the process tree's CPU seconds at that moment. */
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
      if (ok) return { ms: performance.now() - started, cpu: treeCpuSeconds(child.pid!) };
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
  // BENCH_DATA_DIR naming a data folder that exists: its warm starts only (no first start, the folder is kept).
  const reuse = process.env.BENCH_DATA_DIR !== undefined && existsSync(dataDir);
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });
  const loadBefore = loadavg()[0]!;
  // PORT: a port of one's own when others run servers on the machine.
  const port = Number(process.env.PORT) || 3400 + Math.floor(Math.random() * 500);
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const url = `http://127.0.0.1:${port}/`;
  const cold = reuse ? undefined : await timeToFirst200(['node', 'scripts/start.mjs'], env, url);
  const warm: Array<{ ms: number; cpu: number }> = [];
  for (let i = 0; i < runs; i += 1)
    warm.push(await timeToFirst200(['node', 'scripts/start.mjs'], { ...env, STARTUP_TIMINGS: '1' }, url));
  const bare: Array<{ ms: number; cpu: number }> = [];
  const bareServer = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`;
  for (let i = 0; i < runs; i += 1) bare.push(await timeToFirst200(['node', '-e', bareServer], {}, url));
  if (!reuse) rmSync(dataDir, { recursive: true, force: true });

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  if (cold) printFigure('first start on an empty data dir (migrate + seed)', cold.ms / 1000, 's');
  printFigure('npm start -> first 200, warm (median, target < 2 s)', median(warm.map((run) => run.ms)) / 1000, 's');
  console.log(`  warm starts, elapsed: ${warm.map((run) => (run.ms / 1000).toFixed(2)).join(' ')} s`);
  printFigure('  CPU of npm start at the first 200 (median)', median(warm.map((run) => run.cpu)), 's');
  console.log(`  warm starts, CPU: ${warm.map((run) => run.cpu.toFixed(2)).join(' ')} s`);
  // Where a warm start's time goes (the server's own marks; the rest is node and scripts/start.mjs).
  for (const [phase, total] of phaseTotals)
    printFigure(`  warm start phase: ${phase} (mean)`, total / runs / 1000, 's');
  for (const [phase, total] of phaseCpuTotals)
    printFigure(`  warm start phase CPU: ${phase} (mean)`, total / runs / 1000, 's');
  printFigure('bare node:http -> first 200 (baseline)', median(bare.map((run) => run.ms)) / 1000, 's');
  printFigure('bare node:http, CPU at the first 200 (median)', median(bare.map((run) => run.cpu)), 's');
  printFigure(
    'ratio warm start / bare node',
    median(warm.map((run) => run.ms)) / median(bare.map((run) => run.ms)),
    'x',
  );
  console.log(`load average (1 min) before / after: ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);
}
