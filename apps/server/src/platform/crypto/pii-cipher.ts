import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for personal data the application must be able to read back (SSNs). The key never enters the database;
 * see pii-key.ts for where it comes from. A token is 'v1.' + base64url(iv | tag | ciphertext); the version lets a
 * later key rotation tell old tokens from new ones.
 */
export interface PiiCipher {
  encrypt(plain: string): string;
  decrypt(token: string): string;
}

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
export const piiKeyBytes = 32;

export function createPiiCipher(key: Buffer): PiiCipher {
  if (key.length !== piiKeyBytes) throw new Error(`The PII encryption key must be ${piiKeyBytes} bytes`);
  return {
    encrypt(plain) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${version}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(token) {
      const [tokenVersion, payload] = token.split('.');
      if (tokenVersion !== version || !payload) throw new Error('Unknown PII token format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivBytes));
      decipher.setAuthTag(raw.subarray(ivBytes, ivBytes + tagBytes));
      return Buffer.concat([decipher.update(raw.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    },
  };
}
