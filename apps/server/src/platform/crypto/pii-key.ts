import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { createPiiCipher, type PiiCipher, piiKeyBytes } from './pii-cipher.ts';

export const piiKeyFileName = 'pii-encryption.key';

export function decodePiiKey(base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== piiKeyBytes) {
    throw new Error(`PII_ENCRYPTION_KEY must be ${piiKeyBytes} bytes, base64-encoded (openssl rand -base64 32)`);
  }
  return key;
}

/**
 * The key: PII_ENCRYPTION_KEY (required in production; configFromEnv refuses to start without it); in development
 * and embedded mode a key generated on first start and kept in a 0600 file under the data directory, never in the
 * database.
 */
export function resolvePiiKey(config: AppConfig): Buffer {
  if (config.piiEncryptionKey) return decodePiiKey(config.piiEncryptionKey);
  if (config.env === 'production') throw new Error('PII_ENCRYPTION_KEY must be set in production');
  const file = path.join(config.dataDir, piiKeyFileName);
  try {
    return decodePiiKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(piiKeyBytes);
  // 'wx': if another process created it meanwhile, fail rather than overwrite its key.
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

const ciphers = new WeakMap<AppConfig, PiiCipher>();

/** One cipher per app config (the key file is read once). */
export function piiCipherFor(config: AppConfig): PiiCipher {
  let cipher = ciphers.get(config);
  if (!cipher) {
    cipher = createPiiCipher(resolvePiiKey(config));
    ciphers.set(config, cipher);
  }
  return cipher;
}
