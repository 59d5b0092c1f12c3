import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  type CurrentUser,
  type ErrorBody,
  errorMessages,
  invalidCredentialsMessage,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { deleteEndedSessions } from '../../platform/auth/session-store.ts';
import { sessionIdFor } from '../../platform/auth/session-token.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 100, windowMs: 60_000 } } });
}, testAppTimeout);
afterAll(() => t.close());

const sessionCookie = (client: TestClient) => client.cookies.get('portal_session');
const sessionRow = async (client: TestClient) => {
  const token = sessionCookie(client);
  if (!token) return undefined;
  const [row] = await t.db
    .select()
    .from(schema.sessions)
    .where(eq(schema.sessions.id, sessionIdFor(token)));
  return row;
};

async function guestWithToken(): Promise<TestClient> {
  const client = t.anonymous();
  await client.fetchCsrfToken();
  return client;
}

describe('login', () => {
  it('signs a customer in and answers the current user with a fresh CSRF token', async () => {
    const client = await guestWithToken();
    const before = client.csrfToken;
    const { customer } = t.world;
    const response = await client.post(authPaths.customerLogin, {
      email: customer.portalEmail,
      password: customer.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { userId: customer.id, guard: 'customer', internal: false, role: null, email: customer.portalEmail },
      csrf_token: expect.any(String) as string,
    });
    expect(client.csrfToken).not.toBe(before);
    const me = await client.get(authPaths.customerCurrentUser);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userId: customer.id,
      guard: 'customer',
      internal: false,
      preferredLanguage: 'en',
    });
  });

  it('signs staff in with role and locations; email is case-insensitive', async () => {
    const client = await guestWithToken();
    const { caseManager, locationA } = t.world;
    const response = await client.post(authPaths.staffLogin, {
      email: caseManager.email.toUpperCase(),
      password: caseManager.password,
    });
    expect(response.statusCode).toBe(200);
    const me = (await client.get(authPaths.staffCurrentUser)).json<CurrentUser>();
    expect(me).toMatchObject({ userId: caseManager.id, guard: 'staff', internal: true, role: 'case_manager' });
    expect(me.locationIds).toEqual([locationA.id]);
  });

  it('answers 422 with the field message for a wrong password or an unknown email, and audits it', async () => {
    const client = await guestWithToken();
    for (const body of [
      { email: t.world.anotherCustomer.portalEmail, password: 'wrong-password' },
      { email: 'nobody-here@example.test', password: 'whatever1' },
    ]) {
      const response = await client.post(authPaths.customerLogin, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: invalidCredentialsMessage,
        errors: { email: [invalidCredentialsMessage] },
      });
    }
    const staffOnCustomerLogin = await client.post(authPaths.customerLogin, {
      email: t.world.admin.email,
      password: t.world.admin.password,
    });
    expect(staffOnCustomerLogin.statusCode).toBe(422);
    const failures = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'login.failed'));
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(failures)).not.toContain('wrong-password');
  });

  it('answers 422 with field errors for a bad body', async () => {
    const client = await guestWithToken();
    const response = await client.post(authPaths.staffLogin, { email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<Required<ErrorBody>>();
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(errors.email).toEqual(['The email must be a valid email address.']);
    const empty = await client.post(authPaths.staffLogin);
    expect(empty.statusCode).toBe(422);
    expect(empty.json<ErrorBody>().errors?.password).toEqual(['This field is required.']);
  });

  it('issues a new session id at every login and revokes the previous one', async () => {
    const client = await t.login('caseManager');
    const first = await sessionRow(client);
    const second = await client.post(authPaths.customerLogin, {
      email: t.world.customer.portalEmail,
      password: t.world.customer.password,
    });
    expect(second.statusCode).toBe(200);
    const current = await sessionRow(client);
    expect(current?.id).not.toBe(first?.id);
    expect(current?.guard).toBe('customer');
    const [old] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.id, first!.id));
    expect(old?.revokedAt).toBeInstanceOf(Date);
  });

  it('sets HttpOnly, SameSite=Lax, Path=/ cookies without Secure outside production', async () => {
    const client = await guestWithToken();
    const response = await client.post(authPaths.staffLogin, {
      email: t.world.admin.email,
      password: t.world.admin.password,
    });
    const cookie = response.cookies.find((c) => c.name === 'portal_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const rows = await t.db.select({ id: schema.sessions.id }).from(schema.sessions);
    expect(rows.map((row) => row.id)).not.toContain(cookie?.value);
  });
});

describe('current user', () => {
  it('answers 401 to anyone who is not of that portal', async () => {
    const guest = await t.as('guest');
    const customer = await t.as('customer');
    const staff = await t.as('caseManager');
    expect((await guest.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    expect((await staff.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    expect((await guest.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
    expect((await customer.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
    expect((await guest.get(authPaths.staffCurrentUser)).json()).toEqual({ message: errorMessages.unauthenticated });
  });
});

describe('logout', () => {
  it('revokes the session, clears the cookie, audits, and hands out a new CSRF token', async () => {
    const client = await t.login('admin');
    const row = await sessionRow(client);
    const tokenBefore = client.csrfToken;
    const response = await client.post(authPaths.logout);
    expect(response.statusCode).toBe(200);
    expect(client.csrfToken).not.toBe(tokenBefore);
    expect(sessionCookie(client)).toBeUndefined();
    const [revoked] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.id, row!.id));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    const [entry] = await t.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'logout', actorGuard: 'staff', actorId: t.world.admin.id });
    // The old cookie no longer works even if replayed.
    client.cookies.set('portal_session', 'replayed');
    expect((await client.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
  });

  it('is harmless for a guest', async () => {
    const client = await guestWithToken();
    expect((await client.post(authPaths.logout)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session idle longer than the idle timeout', async () => {
    const client = await t.login('customer');
    const row = await sessionRow(client);
    const idle = new Date(Date.now() - (t.config.session.idleMinutes + 1) * 60_000);
    await t.db.update(schema.sessions).set({ lastSeenAt: idle }).where(eq(schema.sessions.id, row!.id));
    expect((await client.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
  });

  it('slides the idle window, writing last_seen_at at most once a minute', async () => {
    const client = await t.login('customer');
    const row = await sessionRow(client);
    const recent = new Date(Date.now() - 30_000);
    await t.db.update(schema.sessions).set({ lastSeenAt: recent }).where(eq(schema.sessions.id, row!.id));
    await client.get(authPaths.customerCurrentUser);
    expect((await sessionRow(client))?.lastSeenAt.getTime()).toBe(recent.getTime());
    const older = new Date(Date.now() - 20 * 60_000);
    await t.db.update(schema.sessions).set({ lastSeenAt: older }).where(eq(schema.sessions.id, row!.id));
    // A change made behind the app's back is seen once the cached caller is forgotten (ADR 0027).
    forgetCachedSessions();
    expect((await client.get(authPaths.customerCurrentUser)).statusCode).toBe(200);
    expect((await sessionRow(client))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends a session past its absolute expiry even when active', async () => {
    const client = await t.login('caseManager');
    const row = await sessionRow(client);
    await t.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(schema.sessions.id, row!.id));
    expect((await client.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
  });

  it('ends a staff session when the user is deactivated', async () => {
    const client = await t.login('caseManagerOther');
    await t.db
      .update(schema.staffUsers)
      .set({ active: false })
      .where(eq(schema.staffUsers.id, t.world.caseManagerOther.id));
    try {
      expect((await client.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
    } finally {
      await t.db
        .update(schema.staffUsers)
        .set({ active: true })
        .where(eq(schema.staffUsers.id, t.world.caseManagerOther.id));
    }
  });
});

describe('audit', () => {
  it('records successful logins without credentials', async () => {
    await t.login('anotherCustomer');
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'login'))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(rows[0]).toMatchObject({
      actorGuard: 'customer',
      actorId: t.world.anotherCustomer.id,
      entityType: 'customer_account',
    });
    expect(rows[0]?.ip).toBeTruthy();
  });
});

describe('session housekeeping', () => {
  it('deletes sessions that ended more than a week ago and keeps live ones', async () => {
    const live = await t.login('admin');
    const ended = await t.login('caseManager');
    const endedRow = await sessionRow(ended);
    await t.db
      .update(schema.sessions)
      .set({ revokedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(schema.sessions.id, endedRow!.id));
    expect(await deleteEndedSessions(t.db, t.config.session)).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(ended)).toBeUndefined();
    expect((await live.get(authPaths.staffCurrentUser)).statusCode).toBe(200);
  });
});
