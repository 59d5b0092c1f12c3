import { createReadStream } from 'node:fs';
import { type FileHandle, link, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { documentPaths } from '@portal/contracts';
import {
  isDiskFull,
  type SignedPutOptions,
  type Storage,
  StorageFullError,
  UploadConflictError,
  UploadTooLargeError,
} from './storage.ts';
import { signUpload } from './upload-signature.ts';

/** Where a file is written until it is complete. */
const partialSuffix = '.part';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** Files under `root`; signed URLs point at this server's own upload route. */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(
    root: string,
    private readonly secret: string,
  ) {
    this.root = path.resolve(root);
  }

  /** Refuses any key that would resolve outside the root. */
  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Storage path escapes the root: ${key}`);
    return full;
  }

  async putStream(key: string, body: Readable, options: { maxBytes: number }): Promise<{ size: number }> {
    try {
      return await this.writeOnce(key, body, options.maxBytes);
    } catch (error) {
      // A full disk fails the directory, the partial file or the link alike; the partial is gone by now.
      if (isDiskFull(error)) throw new StorageFullError(key, { cause: error });
      throw error;
    }
  }

  private async writeOnce(key: string, body: Readable, maxBytes: number): Promise<{ size: number }> {
    const target = this.resolve(key);
    const partial = `${target}${partialSuffix}`;
    await mkdir(path.dirname(target), { recursive: true });
    // The partial file, created exclusively, is the write lock: a second PUT of the key gets a conflict and leaves
    // the first one's file alone.
    let file: FileHandle;
    try {
      file = await open(partial, 'wx');
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new UploadConflictError(key);
      throw error;
    }
    let size = 0;
    // Reads without destroying `body` on failure: an HTTP request must stay open long enough
    // for the 413 answer to reach the client (Node discards the rest of the upload).
    async function* limited() {
      for await (const chunk of body.iterator({ destroyOnReturn: false })) {
        const buffer = chunk as Buffer;
        size += buffer.length;
        if (size > maxBytes) throw new UploadTooLargeError(maxBytes);
        yield buffer;
      }
    }
    try {
      await pipeline(limited, this.writeStreamOf(file));
      // A hard link, unlike rename, never replaces a file an earlier writer of this key finished.
      await link(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      if (errorCode(error) === 'EEXIST') throw new UploadConflictError(key);
      throw error;
    }
    await rm(partial, { force: true });
    return { size };
  }

  /** Where the bytes of a partial file go: the file itself (a test points it at a full disk when none can be made). */
  protected writeStreamOf(file: FileHandle): Writable {
    return file.createWriteStream();
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.resolve(key), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  createReadStream(key: string): Promise<Readable> {
    // A key escaping the root rejects, as from the other drivers, rather than throwing.
    return new Promise((resolve) => resolve(createReadStream(this.resolve(key))));
  }

  async delete(key: string): Promise<void> {
    const target = this.resolve(key);
    await rm(target, { force: true });
    await rm(`${target}${partialSuffix}`, { force: true });
  }

  async deleteStalePartials(olderThan: Date): Promise<number> {
    let entries: string[];
    try {
      entries = await readdir(this.root, { recursive: true });
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return 0;
      throw error;
    }
    let deleted = 0;
    for (const entry of entries.filter((name) => name.endsWith(partialSuffix))) {
      const full = path.join(this.root, entry);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile() || info.mtime >= olderThan) continue;
      await rm(full, { force: true });
      deleted += 1;
    }
    return deleted;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.resolve(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  /** The PUT came through this server, which writes each key once (putStream); nothing to move. */
  async commitDirectUpload(key: string): Promise<boolean> {
    return this.exists(key);
  }

  signedPutUrl(key: string, options: SignedPutOptions): Promise<string> {
    const expires = Math.floor(options.expiresAt.getTime() / 1000);
    const query = new URLSearchParams({
      expires: String(expires),
      ...(options.size === undefined ? {} : { size: String(options.size) }),
      signature: signUpload(this.secret, key, expires, options.size),
    });
    return Promise.resolve(`${documentPaths.upload}/${key}?${query}`);
  }
}
