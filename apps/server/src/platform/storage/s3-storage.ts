import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type SignedPutOptions,
  type Storage,
  StorageFullError,
  UploadConflictError,
  UploadTooLargeError,
} from './storage.ts';

/** Error codes S3-compatible stores give a full disk (MinIO; RFC 4918's 507 Insufficient Storage). */
const storageFullCodes = new Set(['XMinioStorageFull', 'InsufficientStorage']);

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * S3-compatible storage. Browsers PUT straight to a presigned URL; the server checks the
 * object (size, magic bytes) when the upload is recorded. Credentials come from the
 * SDK's default chain (environment, instance role), never from our config.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    });
  }

  /** Buffers up to maxBytes (uploads are a few MB) because PutObject needs a known length. */
  async putStream(key: string, body: Readable, options: { maxBytes: number; contentType?: string }) {
    const chunks: Buffer[] = [];
    let size = 0;
    // Not destroying `body` on failure lets an HTTP request still receive the 413.
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > options.maxBytes) throw new UploadTooLargeError(options.maxBytes);
      chunks.push(buffer);
    }
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: Buffer.concat(chunks),
          ContentLength: size,
          // Written once, as on local disk: a second writer of the key gets 412, not a silent replace.
          IfNoneMatch: '*',
          ...(options.contentType ? { ContentType: options.contentType } : {}),
        }),
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412 || status === 409) throw new UploadConflictError(key);
      if (status === 507 || storageFullCodes.has((error as { name?: string }).name ?? '')) {
        throw new StorageFullError(key, { cause: error });
      }
      throw error;
    }
    return { size };
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    const result = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }),
    );
    return Buffer.from((await result.Body?.transformToByteArray()) ?? new Uint8Array());
  }

  async createReadStream(key: string): Promise<Readable> {
    const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!result.Body) throw new Error(`Empty object body for ${key}`);
    // In Node the SDK's body is an IncomingMessage, a Readable.
    return result.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Nothing to do here: S3 keeps no partial object; abandoned multipart parts are a bucket lifecycle rule. */
  async deleteStalePartials(): Promise<number> {
    return 0;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404) return null;
      throw error;
    }
  }

  async signedPutUrl(key: string, options: SignedPutOptions): Promise<string> {
    const expiresIn = Math.max(1, Math.floor((options.expiresAt.getTime() - Date.now()) / 1000));
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(options.size !== undefined ? { ContentLength: options.size } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn });
  }
}
