import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import { lazyRequire } from '../lazy-require.ts';
import {
  type SignedPutOptions,
  type Storage,
  StorageFullError,
  UploadConflictError,
  UploadTooLargeError,
} from './storage.ts';

// The AWS SDK loads when S3 storage is first used, not at every start (issue #30).
const s3 = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const libStorage = lazyRequire<typeof LibStorage>('@aws-sdk/lib-storage');
const presigner = lazyRequire<typeof Presigner>('@aws-sdk/s3-request-presigner');

/** Error codes S3-compatible stores give a full disk (MinIO; RFC 4918's 507 Insufficient Storage). */
const storageFullCodes = new Set(['XMinioStorageFull', 'InsufficientStorage']);

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
}

/**
 * S3-compatible storage. Browsers PUT straight to a presigned URL for an incoming key; when the upload is recorded
 * the server moves it to its own key (commitDirectUpload) and checks it (size, magic bytes). Credentials come from the
 * SDK's default chain (environment, instance role), never from our config.
 */
export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  private readonly client: S3.S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new (s3().S3Client)({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    });
  }

  /**
   * Streams the body to the bucket in parts (lib-storage: one PutObject below a part, a multipart upload above), so a
   * file of any size costs a few parts of memory. Stops as soon as the body passes maxBytes.
   */
  async putStream(key: string, body: Readable, options: { maxBytes: number; contentType?: string }) {
    let size = 0;
    let tooLarge = false;
    // Not destroying `body` on failure lets an HTTP request still receive the 413.
    async function* limited() {
      for await (const chunk of body.iterator({ destroyOnReturn: false })) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += buffer.length;
        if (size > options.maxBytes) {
          tooLarge = true;
          throw new UploadTooLargeError(options.maxBytes);
        }
        yield buffer;
      }
    }
    const upload = new (libStorage().Upload)({
      client: this.client,
      queueSize: partsInFlight,
      partSize,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: Readable.from(limited()),
        // Written once, as on local disk: a second writer of the key gets 412, not a silent replace.
        IfNoneMatch: '*',
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      },
    });
    try {
      await upload.done();
    } catch (error) {
      if (tooLarge) throw new UploadTooLargeError(options.maxBytes);
      const status = statusOf(error);
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
      new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }),
    );
    return Buffer.from((await result.Body?.transformToByteArray()) ?? new Uint8Array());
  }

  async createReadStream(key: string): Promise<Readable> {
    const result = await this.client.send(new (s3().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
    if (!result.Body) throw new Error(`Empty object body for ${key}`);
    // In Node the SDK's body is an IncomingMessage, a Readable.
    return result.Body as Readable;
  }

  /** Removes the file and a direct upload of it not yet committed. */
  async delete(key: string): Promise<void> {
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: key }));
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: incomingKey(key) }));
  }

  /** Nothing to do here: S3 keeps no partial object; abandoned multipart parts are a bucket lifecycle rule. */
  deleteStalePartials(): Promise<number> {
    return Promise.resolve(0);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new (s3().HeadObjectCommand)({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async signedPutUrl(key: string, options: SignedPutOptions): Promise<string> {
    const expiresIn = Math.max(1, Math.floor((options.expiresAt.getTime() - Date.now()) / 1000));
    const command = new (s3().PutObjectCommand)({
      Bucket: this.bucket,
      Key: incomingKey(key),
      ...(options.size !== undefined ? { ContentLength: options.size } : {}),
    });
    return presigner().getSignedUrl(this.client, command, { expiresIn });
  }

  /**
   * Copies the browser's upload from its incoming key to the file's own key (never overwriting one), then deletes
   * the incoming object: the presigned URL names only the incoming key, so a second PUT through it cannot touch
   * the recorded file. An upload already committed (a retried record) counts as committed.
   */
  async commitDirectUpload(key: string): Promise<boolean> {
    const source = `${this.bucket}/${incomingKey(key).split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.client.send(
        new (s3().CopyObjectCommand)({ Bucket: this.bucket, Key: key, CopySource: source, IfNoneMatch: '*' }),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return (await this.size(key)) !== null;
      if (status !== 412) throw error;
    }
    await this.client.send(new (s3().DeleteObjectCommand)({ Bucket: this.bucket, Key: incomingKey(key) }));
    return true;
  }
}

/**
 * Where presigned PUTs land until the upload is recorded. A bucket lifecycle rule expiring this prefix after a day
 * removes uploads nobody recorded and anything PUT again through a spent URL (docs/deploy.md).
 */
export const directUploadPrefix = 'incoming/';
const incomingKey = (key: string) => `${directUploadPrefix}${key}`;

/** 8 MB parts, two in flight: an export of any size holds about 16 MB of its bytes at a time. */
const partSize = 8 * 1024 * 1024;
const partsInFlight = 2;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
