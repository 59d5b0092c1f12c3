import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, errorMessages } from '@portal/contracts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';

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
