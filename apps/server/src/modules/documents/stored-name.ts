import { randomBytes } from 'node:crypto';
import type { UploadPurpose } from '@portal/contracts';

/** `YYYYMMDD-<random id>.<ext>` (staff spec 7: a date stamp, a random id, the extension). */
export function storedFileName(extension: string, now: Date = new Date()): string {
  const stamp = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${stamp}-${randomBytes(16).toString('base64url')}.${extension}`;
}

export function storagePath(purpose: UploadPurpose, name: string): string {
  return `${purpose}/${name}`;
}

/** The only shape an upload path may have; anything else is refused before touching storage. */
export const storagePathPattern = /^[a-z_]+\/\d{8}-[A-Za-z0-9_-]{8,64}\.[a-z0-9]{1,8}$/;
