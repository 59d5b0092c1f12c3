import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';

const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'secret',
  PII_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
  DATABASE_URL: 'postgres://db.internal/portal',
};

describe('configFromEnv: fleet settings', () => {
  it('refuses local storage in production on a Postgres server unless the folder is declared shared', () => {
    expect(() => configFromEnv(production, '/srv')).toThrow(
      /Local file storage is refused in production with DATABASE_URL.*STORAGE_LOCAL_SHARED=1/,
    );
    expect(configFromEnv({ ...production, STORAGE_LOCAL_SHARED: '1' }, '/srv').storage.driver).toBe('local');
    const s3 = { ...production, STORAGE_DRIVER: 's3', S3_BUCKET: 'files' };
    expect(configFromEnv(s3, '/srv').storage).toMatchObject({ driver: 's3', s3: { bucket: 'files' } });
    // One process owns the embedded database, and development is one machine: no refusal there.
    expect(configFromEnv({ ...production, DATABASE_URL: '' }, '/srv').storage.driver).toBe('local');
    expect(configFromEnv({ DATABASE_URL: production.DATABASE_URL }, '/srv').storage.driver).toBe('local');
  });

  it('reads DATABASE_POOL_SIZE (default 10) and refuses a size that is not a whole number of at least 1', () => {
    expect(configFromEnv({}, '/srv').databasePoolSize).toBe(10);
    expect(configFromEnv({ DATABASE_POOL_SIZE: '25' }, '/srv').databasePoolSize).toBe(25);
    for (const bad of ['0', '2.5', 'ten']) {
      expect(() => configFromEnv({ DATABASE_POOL_SIZE: bad }, '/srv')).toThrow(/DATABASE_POOL_SIZE/);
    }
  });

  it("reads FIRST_PAINT_RENDER_MS (unset: the renderer's default) and refuses one that is not a whole number", () => {
    expect(configFromEnv({}, '/srv').signedInRenderLimitMs).toBeUndefined();
    expect(configFromEnv({ FIRST_PAINT_RENDER_MS: '60000' }, '/srv').signedInRenderLimitMs).toBe(60_000);
    for (const bad of ['0', '1.5', 'soon']) {
      expect(() => configFromEnv({ FIRST_PAINT_RENDER_MS: bad }, '/srv')).toThrow(/FIRST_PAINT_RENDER_MS/);
    }
  });

  it('reads the metrics access rule: loopback by default, a token, any or none', () => {
    expect(configFromEnv({}, '/srv').metrics).toEqual({ token: undefined, allow: 'loopback' });
    expect(configFromEnv({ METRICS_TOKEN: 't', METRICS_ALLOW: 'none' }, '/srv').metrics).toEqual({
      token: 't',
      allow: 'none',
    });
    expect(() => configFromEnv({ METRICS_ALLOW: 'everyone' }, '/srv')).toThrow(/METRICS_ALLOW/);
  });

  it('trusts forwarding headers only when TRUST_PROXY says so', () => {
    expect(configFromEnv({}, '/srv').trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: '1' }, '/srv').trustProxy).toBe(true);
  });
});
