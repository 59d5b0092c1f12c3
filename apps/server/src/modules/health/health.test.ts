import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainSeconds, shutdownState } from '../../platform/shutdown-state.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, testAppTimeout);
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await t.anonymous().get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database does, 503 when it does not', async () => {
    expect((await t.anonymous().get('/readyz')).json()).toEqual({ status: 'ok' });
    const rawQuery = vi.spyOn(t.database, 'rawQuery').mockRejectedValue(new Error('connection refused'));
    try {
      const response = await t.anonymous().get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      rawQuery.mockRestore();
    }
  });

  it('GET /readyz answers 503 while the server drains before stopping, and other routes still answer', async () => {
    shutdownState.draining = true;
    try {
      const response = await t.anonymous().get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect((await t.anonymous().get('/healthz')).statusCode).toBe(200);
    } finally {
      shutdownState.draining = false;
    }
    expect((await t.anonymous().get('/readyz')).statusCode).toBe(200);
  });

  it('reads SHUTDOWN_DRAIN_SECONDS: 0 by default, at most 5', () => {
    expect(drainSeconds({})).toBe(0);
    expect(drainSeconds({ SHUTDOWN_DRAIN_SECONDS: '3' })).toBe(3);
    expect(drainSeconds({ SHUTDOWN_DRAIN_SECONDS: '30' })).toBe(5);
    expect(drainSeconds({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toBe(0);
  });
});
