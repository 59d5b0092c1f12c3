// Runs independent commands side by side, as many at once as the machine has cores, and prints each one's output
// whole when it ends (never interleaved) with its time. Used by `npm run validate`, whose checks (lint, format,
// typecheck, OpenAPI, the generated client) each keep one core busy: run one after another they took about 7.5 minutes
// of CI on two cores.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * @param {{ name: string, command: string, args: string[] }[]} steps longest first: they start in this order.
 * @param {{ concurrency?: number, print?: (text: string) => void }} [options]
 * @returns {Promise<{ name: string, code: number, seconds: number }[]>} in the order the steps were given.
 */
export async function runSteps(steps, options = {}) {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const print = options.print ?? ((text) => process.stdout.write(text));
  const results = new Array(steps.length);
  let next = 0;

  async function worker() {
    while (next < steps.length) {
      const index = next;
      next += 1;
      results[index] = await runStep(steps[index], print);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, steps.length) }, worker));
  return results;
}

function runStep({ name, command, args }, print) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (code, text) => {
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      const body = Buffer.concat(output).toString('utf8') + (text ?? '');
      print(`[${name}] ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${body.trimEnd()}\n`);
      resolve({ name, code, seconds });
    };
    child.on('error', (error) => finish(127, `${error.message}\n`));
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}
