import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 over path, expiry and the announced size: the local driver's stand-in for an S3 presigned URL (which
 * signs Content-Length the same way), so the size in the URL cannot be changed.
 */
export function signUpload(secret: string, path: string, expires: number, size?: number): string {
  const announced = size === undefined ? '' : `\n${size}`;
  return createHmac('sha256', secret).update(`upload\n${path}\n${expires}${announced}`).digest('base64url');
}

export function verifyUploadSignature(
  secret: string,
  path: string,
  expires: number,
  signature: string,
  { size, now = new Date() }: { size?: number | undefined; now?: Date } = {},
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signUpload(secret, path, expires, size));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
