import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Paths are relative keys such as `document/20250101-abc.pdf`;
 * the upload service builds them, never the client.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /**
   * Stores the stream under a key written once: rejects with UploadTooLargeError as soon as it passes maxBytes
   * (nothing is kept), and with UploadConflictError when the key is being written or already exists (the other
   * writer's file is left alone).
   */
  putStream(
    path: string,
    body: Readable,
    options: { maxBytes: number; contentType?: string },
  ): Promise<{ size: number }>;
  /** Up to `bytes` bytes from the start of the file (magic-byte checks). */
  readHead(path: string, bytes: number): Promise<Buffer>;
  createReadStream(path: string): Promise<Readable>;
  /** Removes the file and any unfinished write of it. */
  delete(path: string): Promise<void>;
  /** Removes unfinished writes last touched before `olderThan` (a server stopped mid-upload); returns how many. */
  deleteStalePartials(olderThan: Date): Promise<number>;
  exists(path: string): Promise<boolean>;
  /** Size in bytes, or null when there is no such file. */
  size(path: string): Promise<number | null>;
  /** A short-lived URL the browser PUTs the file to. */
  signedPutUrl(path: string, options: SignedPutOptions): Promise<string>;
  /**
   * A browser's direct upload (signedPutUrl) becomes the file at `path`, out of reach of the URL it came through:
   * a second PUT to that URL cannot change a recorded file. False when nothing was uploaded.
   */
  commitDirectUpload(path: string): Promise<boolean>;
}

export interface SignedPutOptions {
  expiresAt: Date;
  maxBytes: number;
  /** The size the browser announced; S3 signs it as Content-Length. */
  size?: number | undefined;
}

export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Upload exceeds ${maxBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

export class UploadConflictError extends Error {
  constructor(readonly path: string) {
    super(`Upload already in progress or done: ${path}`);
    this.name = 'UploadConflictError';
  }
}

/** The disk or quota is full (ENOSPC, EDQUOT; S3-compatible storage answering 507). Nothing of the write is kept. */
export class StorageFullError extends Error {
  constructor(
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`No space left to store ${path}`, options);
    this.name = 'StorageFullError';
  }
}

const fullDiskCodes = new Set(['ENOSPC', 'EDQUOT']);

/** True for a file-system error saying the disk or the user's quota is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && fullDiskCodes.has(code);
}
