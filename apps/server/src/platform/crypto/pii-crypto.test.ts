import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { testConfig } from '../../testing/test-config.ts';
import { createPiiCipher } from './pii-cipher.ts';
import { decodePiiKey, piiKeyFileName, resolvePiiKey } from './pii-key.ts';

const key = Buffer.alloc(32, 3);

describe('PII cipher (AES-256-GCM)', () => {
  it('round-trips, and the same text encrypts differently each time', () => {
    const cipher = createPiiCipher(key);
    const first = cipher.encrypt('219099999');
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(cipher.encrypt('219099999'));
    expect(cipher.decrypt(first)).toBe('219099999');
  });

  it('refuses a tampered token, another key and an unknown format', () => {
    const token = createPiiCipher(key).encrypt('219099999');
    const raw = Buffer.from(token.slice(3), 'base64url');
    raw[raw.length - 1]! ^= 1;
    expect(() => createPiiCipher(key).decrypt(`v1.${raw.toString('base64url')}`)).toThrow();
    expect(() => createPiiCipher(Buffer.alloc(32, 4)).decrypt(token)).toThrow();
    expect(() => createPiiCipher(key).decrypt('v0.abc')).toThrow('Unknown PII token format');
    expect(() => createPiiCipher(Buffer.alloc(16))).toThrow();
  });
});

describe('PII key', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-pii-'));
    dirs.push(dir);
    return dir;
  };

  it('development without PII_ENCRYPTION_KEY: generated once into a 0600 file, then reused', () => {
    const config = testConfig({ dataDir: dataDir(), env: 'development', piiEncryptionKey: undefined });
    const first = resolvePiiKey(config);
    const file = path.join(config.dataDir, piiKeyFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decodePiiKey(readFileSync(file, 'utf8'))).toEqual(first);
    expect(resolvePiiKey(config)).toEqual(first);
  });

  it('production refuses to start without the key, or with a key of the wrong size', () => {
    const env = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(64) };
    expect(() => configFromEnv(env)).toThrow('PII_ENCRYPTION_KEY must be set in production');
    const production = testConfig({ dataDir: dataDir(), env: 'production', piiEncryptionKey: undefined });
    expect(() => resolvePiiKey(production)).toThrow('PII_ENCRYPTION_KEY must be set in production');
    expect(() => resolvePiiKey({ ...production, piiEncryptionKey: Buffer.alloc(16).toString('base64') })).toThrow(
      /32 bytes/,
    );
    const good = Buffer.alloc(32, 9).toString('base64');
    expect(configFromEnv({ ...env, PII_ENCRYPTION_KEY: good }).piiEncryptionKey).toBe(good);
    expect(resolvePiiKey({ ...production, piiEncryptionKey: good })).toEqual(Buffer.alloc(32, 9));
  });
});
