import type { AppConfig } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';
export { StorageFullError, UploadConflictError, UploadTooLargeError } from './storage.ts';

export function createStorage(config: AppConfig): Storage {
  if (config.storage.driver === 's3') {
    if (!config.storage.s3?.bucket) throw new Error('S3_BUCKET must be set when STORAGE_DRIVER=s3');
    return new S3Storage(config.storage.s3);
  }
  return new LocalStorage(config.storage.root, config.secret);
}
