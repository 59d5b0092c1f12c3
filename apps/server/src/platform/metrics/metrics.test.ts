import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPaths, programPaths } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

describe('/metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logged.push(String(chunk));
        callback();
      },
    });
    open = await createTestApp({ config: { logLevel: 'warn', logStream } });
    guarded = await createTestApp({ config: { metrics: { token: 'scrape-secret', allow: 'none' } } });
  }, testAppTimeout);
  afterAll(async () => {
    await open?.close();
    await guarded?.close();
  });

  it('answers a loopback caller in Prometheus text: requests per route pattern, latency, queue and outbox', async () => {
    for (const id of [1, 2, 3]) await open.app.inject({ method: 'GET', url: programPaths.pdf(id) });
    await open.app.inject({ method: 'GET', url: '/no/such/thing/report-4711' });
    const response = await open.app.inject({ method: 'GET', url: platformPaths.metrics });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/internal-api\/program-finder\/:\w+\/pdf",status_code="\d+"\} 3/,
    );
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET"');
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1/);
    // The raw URLs are never labels.
    expect(text).not.toContain('/internal-api/program-finder/2');
    // Not '4711' alone: a sample's value may hold those digits (the event loop's lag was 0.12340064711 once).
    expect(text).not.toContain('report-4711');
    expect(text).not.toContain('/no/such/thing');
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).toContain('# TYPE job_queue_depth gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('refuses a loopback request a proxy passed on', async () => {
    const response = await open.app.inject({
      method: 'GET',
      url: platformPaths.metrics,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('with METRICS_TOKEN and METRICS_ALLOW=none, answers the bearer of the token only', async () => {
    const url = platformPaths.metrics;
    expect((await guarded.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const wrong = { authorization: 'Bearer not-the-secret' };
    expect((await guarded.app.inject({ method: 'GET', url, headers: wrong })).statusCode).toBe(404);
    const right = { authorization: 'Bearer scrape-secret' };
    const response = await guarded.app.inject({ method: 'GET', url, headers: right });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('http_requests_total');
  });

  it('warns once, however many requests carry X-Forwarded-For while TRUST_PROXY is off', async () => {
    const warnings = () => logged.filter((line) => line.includes('TRUST_PROXY is off')).length;
    for (const n of [1, 2]) {
      await open.app.inject({
        method: 'GET',
        url: platformPaths.settings,
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    }
    expect(warnings()).toBe(1);
  });
});
