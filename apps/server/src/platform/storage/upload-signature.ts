import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over path and expiry: the local driver's stand-in for an S3 presigned URL. */
export function signUpload(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload\n${path}\n${expires}`).digest('base64url');
}

export function verifyUploadSignature(
  secret: string,
  path: string,
  expires: number,
  signature: string,
  now: Date = new Date(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signUpload(secret, path, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
