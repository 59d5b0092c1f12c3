import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSteps } from './run-steps.mjs';

const node = process.execPath;
const step = (name: string, script: string) => ({ name, command: node, args: ['-e', script] });

describe('runSteps', () => {
  it('runs every step, reports each exit code in the given order, and prints each output whole', async () => {
    const printed: string[] = [];
    const results = await runSteps(
      [
        step('slow', 'setTimeout(() => { console.log("slow out"); }, 300)'),
        step('fails', 'console.error("broken"); process.exit(3)'),
        step('quick', 'console.log("quick out")'),
      ],
      { concurrency: 2, print: (text) => printed.push(text) },
    );
    expect(results.map(({ name, code }) => [name, code])).toEqual([
      ['slow', 0],
      ['fails', 3],
      ['quick', 0],
    ]);
    expect(printed).toHaveLength(3);
    expect(printed.find((text) => text.startsWith('[fails]'))).toMatch(
      /^\[fails\] failed \(exit 3\) in [\d.]+ s\nbroken\n$/,
    );
    expect(printed.find((text) => text.startsWith('[slow]'))).toMatch(/^\[slow\] passed in [\d.]+ s\nslow out\n$/);
  });

  it('runs side by side up to the concurrency, and no more', async () => {
    // Two steps that can only end together (each waits for the other's start marker), then a third that says
    // whether one of them had ended when it began: side by side at a concurrency of 2, the third waits for a slot.
    const dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const meeting = (own: string, other: string) =>
      step(
        own,
        `const fs = require('node:fs'); const p = require('node:path');
         fs.writeFileSync(p.join(${JSON.stringify(dir)}, '${own}-start'), '');
         const until = Date.now() + 60000;
         const wait = () => fs.existsSync(p.join(${JSON.stringify(dir)}, '${other}-start'))
           ? fs.writeFileSync(p.join(${JSON.stringify(dir)}, '${own}-end'), '')
           : Date.now() > until ? process.exit(9) : setTimeout(wait, 10);
         wait();`,
      );
    const third = step(
      'c',
      `const fs = require('node:fs'); const p = require('node:path');
       console.log(['a-end', 'b-end'].some((f) => fs.existsSync(p.join(${JSON.stringify(dir)}, f))) ? 'after' : 'overlap');`,
    );
    const printed: string[] = [];
    try {
      const results = await runSteps([meeting('a', 'b'), meeting('b', 'a'), third], {
        concurrency: 2,
        print: (text) => printed.push(text),
      });
      expect(results.map(({ code }) => code)).toEqual([0, 0, 0]);
      expect(printed.find((text) => text.startsWith('[c]'))).toMatch(/\nafter\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a command that cannot start as failed, without throwing', async () => {
    const printed: string[] = [];
    const [result] = await runSteps([{ name: 'missing', command: '/nonexistent/command', args: [] }], {
      print: (text) => printed.push(text),
    });
    expect(result!.code).not.toBe(0);
    expect(printed[0]).toMatch(/^\[missing\] failed/);
  });
});
