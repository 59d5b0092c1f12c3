import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'portal-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text files worth compressing, and leaves the rest alone', async () => {
    mkdirSync(path.join(dist, 'assets'));
    const script = `export const words = ${JSON.stringify('occupation '.repeat(500))};`;
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc.css'), '.a{color:red}'.repeat(200));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(path.join(dist, 'tiny.js'), 'let a = 1;');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{}'.repeat(1000));
    writeFileSync(path.join(dist, 'logo.png'), Buffer.alloc(4096));

    await precompressFolder(dist);

    const js = path.join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    for (const file of ['assets/index-abc.css', 'index.html']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(path.join(dist, `${file}.gz`)), file).toBe(true);
    }
    for (const file of ['tiny.js', 'assets/index-abc.js.map', 'logo.png']) {
      expect(existsSync(path.join(dist, `${file}.br`)), file).toBe(false);
    }
  });
});
