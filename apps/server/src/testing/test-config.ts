import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../platform/config.ts';

/** A config for one test app: its own temp folder for uploads, silent logs (TEST_LOG_LEVEL to see them). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  return {
    env: 'test',
    databaseUrl: undefined,
    dataDir,
    demo: false,
    secret: 'test-secret-0123456789abcdef0123456789abcdef',
    session: { idleMinutes: 30, absoluteHours: 12, cacheSeconds: 5 },
    loginRateLimit: { max: 10, windowMs: 60_000 },
    // Every test client logs in from 127.0.0.1: the per-IP limit is tested on its own (auth-rate-limit.test.ts).
    loginIpRateLimit: { max: 10_000, windowMs: 60_000 },
    storage: { driver: 'local', root: path.join(dataDir, 'uploads') },
    webDist: undefined,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    uploadOrigin: undefined,
    trustProxy: false,
    // A fixed test key (32 bytes): tests never touch a key file.
    piiEncryptionKey: Buffer.alloc(32, 7).toString('base64'),
    mail: { smtpUrl: undefined, from: 'Workforce Portal <no-reply@localhost>' },
    ...overrides,
  };
}
