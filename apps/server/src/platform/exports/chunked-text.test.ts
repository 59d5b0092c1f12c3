import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ChunkedText } from './chunked-text.ts';

function collect() {
  const body = new PassThrough({ highWaterMark: 1024 ** 3 });
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { body, chunks };
}

describe('ChunkedText', () => {
  it('writes the text byte for byte in buffers of at most 64 KB, a line never split', async () => {
    const { body, chunks } = collect();
    const out = new ChunkedText(body);
    const lines: string[] = [];
    for (let i = 0; i < 5_000; i++) lines.push(`${i},Zoë Ångström ${'x'.repeat(i % 50)},€${i}\r\n`);
    // A line longer than a buffer goes on its own.
    lines.push(`${'é'.repeat(70_000)}\r\n`);
    lines.push('last\r\n');
    for (const line of lines) out.write(line);
    out.flush();
    out.flush();
    body.end();
    await new Promise((resolve) => body.on('end', resolve));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(lines.join(''));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks.filter((c) => c.length !== Buffer.byteLength(lines.at(-2)!))) {
      expect(chunk.length).toBeLessThanOrEqual(64 * 1024);
      expect(chunk.toString('utf8').endsWith('\r\n')).toBe(true);
    }
  });

  it('writes nothing until flushed or full', async () => {
    const { body, chunks } = collect();
    const out = new ChunkedText(body);
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    out.write('a,b\r\n');
    await tick();
    expect(chunks).toEqual([]);
    out.flush();
    await tick();
    expect(Buffer.concat(chunks).toString()).toBe('a,b\r\n');
  });
});
