import type { Writable } from 'node:stream';

const chunkBytes = 64 * 1024;

/**
 * Text written to `body` in 64 KB buffers: each line is copied in as bytes and its string dropped at once, so no
 * string lives long enough to reach V8's old generation (issue #30). Writes past `body`'s high-water mark are the
 * caller's to wait for (`writableNeedDrain`).
 */
export class ChunkedText {
  private buffer = Buffer.allocUnsafe(chunkBytes);
  private used = 0;

  constructor(private readonly body: Writable) {}

  write(text: string): void {
    const bytes = Buffer.byteLength(text);
    if (this.used + bytes > this.buffer.length) this.flush();
    if (bytes > this.buffer.length) {
      this.body.write(text);
      return;
    }
    this.used += this.buffer.write(text, this.used);
  }

  /** Hands what is buffered to `body`. */
  flush(): void {
    if (this.used === 0) return;
    this.body.write(this.buffer.subarray(0, this.used));
    this.buffer = Buffer.allocUnsafe(chunkBytes);
    this.used = 0;
  }
}
