import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, errorMessages } from '@portal/contracts';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp, TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { testConfig } from '../../testing/test-config.ts';

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
  }, testAppTimeout);
  afterAll(() => limited.close());

  it('answers 429 after the limit per IP and email, and other emails still get through', async () => {
    const client = limited.anonymous();
    await client.fetchCsrfToken();
    const email = limited.world.agencyAdmin.email;
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await client.post(authPaths.staffLogin, { email, password: 'wrong-password' })).statusCode).toBe(422);
    }
    const refused = await client.post(authPaths.staffLogin, { email, password: limited.world.agencyAdmin.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errorMessages.tooManyRequests });
    const other = await client.post(authPaths.staffLogin, { email: 'someone-else@example.test', password: 'x' });
    expect(other.statusCode).toBe(422);
  });
});

describe('login rate limit per IP (password spraying)', () => {
  let sprayed: TestApp;
  beforeAll(async () => {
    sprayed = await createTestApp({ config: { loginIpRateLimit: { max: 5, windowMs: 60_000 } } });
  }, testAppTimeout);
  afterAll(() => sprayed.close());

  it('answers 429 with Retry-After once one IP has tried too many different emails', async () => {
    const client = sprayed.anonymous();
    await client.fetchCsrfToken();
    const attempt = (n: number) =>
      client.post(authPaths.staffLogin, { email: `spray${n}@example.test`, password: 'x' });
    for (let n = 0; n < 5; n++) expect((await attempt(n)).statusCode).toBe(422);
    const refused = await attempt(5);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errorMessages.tooManyRequests });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The right password does not get through either while the IP is limited.
    const { email, password } = sprayed.world.agencyAdmin;
    expect((await client.post(authPaths.staffLogin, { email, password })).statusCode).toBe(429);
  });
});

describe('login rate limits across app processes', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const limits = { loginRateLimit: { max: 4, windowMs: 60_000 }, loginIpRateLimit: { max: 6, windowMs: 60_000 } };
    first = await createTestApp({ config: limits });
    // A second app on the same database, as a second process would be: its own plugins, its own memory.
    second = await buildApp(testConfig(limits), { database: first.database });
    await second.ready();
  }, testAppTimeout);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function clientOf(app: TestApp['app']) {
    const client = new TestClient(app);
    await client.fetchCsrfToken();
    return client;
  }

  it("counts one account's attempts, and one IP's, on both instances together", async () => {
    const [a, b] = [await clientOf(first.app), await clientOf(second)];
    const wrong = { email: first.world.admin.email, password: 'wrong-password' };
    // Per account (4): two attempts on each instance, then both refuse.
    for (const client of [a, b, a, b]) expect((await client.post(authPaths.staffLogin, wrong)).statusCode).toBe(422);
    expect((await b.post(authPaths.staffLogin, wrong)).statusCode).toBe(429);
    // Per IP (6): failures count once per account, so the admin's four are one; five more accounts fill it.
    for (const [n, client] of [a, b, a, b, a].entries()) {
      expect(
        (await client.post(authPaths.staffLogin, { email: `fresh${n}@example.test`, password: 'x' })).statusCode,
      ).toBe(422);
    }
    expect((await a.post(authPaths.staffLogin, { email: 'other@example.test', password: 'x' })).statusCode).toBe(429);
    expect((await b.post(authPaths.staffLogin, { email: 'third@example.test', password: 'x' })).statusCode).toBe(429);
  });
});

describe('login rate limit per IP behind one shared address', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await createTestApp({ config: { loginIpRateLimit: { max: 3, windowMs: 60_000 } } });
  }, testAppTimeout);
  afterAll(() => shared.close());

  it("counts one account's repeated failures once and never a success", async () => {
    const client = shared.anonymous();
    await client.fetchCsrfToken();
    const { email, password } = shared.world.agencyAdmin;
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post(authPaths.staffLogin, { email, password: 'wrong-password' })).statusCode).toBe(422);
    }
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await client.post(authPaths.staffLogin, { email, password })).statusCode).toBe(200);
    }
    // One failing account so far: two more fill the address's limit of three.
    for (const n of [1, 2]) {
      const response = await client.post(authPaths.staffLogin, { email: `typo${n}@example.test`, password: 'x' });
      expect(response.statusCode).toBe(422);
    }
    expect((await client.post(authPaths.staffLogin, { email: 'new@example.test', password: 'x' })).statusCode).toBe(
      429,
    );
    // Someone who signed in from this address before is not locked out by the others' failures.
    expect((await client.post(authPaths.staffLogin, { email, password })).statusCode).toBe(200);
    // Someone who has not is, until the window ends.
    const { email: adminEmail, password: adminPassword } = shared.world.admin;
    const refused = await client.post(authPaths.staffLogin, { email: adminEmail, password: adminPassword });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
