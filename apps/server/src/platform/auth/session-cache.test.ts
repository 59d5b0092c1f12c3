import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authPaths, customerPaths, customerRecordPath, customerRecordPaths, experiencePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createStaffUser } from '@portal/db/factories';
import { countStatements } from '../../testing/count-statements.ts';
import { createTestApp, type TestApp, TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { cachedSessionCount, forgetCachedSessions, rememberSession, sessionCacheGeneration } from './session-cache.ts';
import { actorFromCache, resolveActor } from './resolve-actor.ts';
import { lastSeenGranularityMs } from './idle-window.ts';
import { touchSession } from './session-store.ts';
import { sessionIdFor } from './session-token.ts';

// ADR 0027: a signed-in read answers the caller from this process's short-lived session cache, so it costs only its
// data statements; anything on this process that ends a session or changes the caller takes effect at once.
let t: TestApp;
const password = 'Cache-Password-1';

beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 100, windowMs: 60_000 } } });
}, testAppTimeout);
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  forgetCachedSessions();
});

async function signIn(guard: 'customer' | 'staff', email: string) {
  const client = new TestClient(t.app);
  await client.fetchCsrfToken();
  const response = await client.post(guard === 'customer' ? authPaths.customerLogin : authPaths.staffLogin, {
    email,
    password,
  });
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

const sessionToken = (client: TestClient) => client.cookies.get('portal_session')!;
const limits = () => t.config.session;
const record = (id: number) => customerRecordPath(customerRecordPaths.record, { id });

describe('statements per signed-in read (a regression fails here)', () => {
  // Warm: the session was resolved by an earlier request of this process (the common case); cold: the first
  // request of a session on this process, or the first after the cache entry aged out, adds the session statement.
  it('customer search: 1 statement warm, 2 cold', async () => {
    const staff = await t.as('caseManager');
    const body = { query: `${t.world.customer.firstName} ${t.world.customer.lastName}`, search_type: 'name' };
    expect((await staff.post(customerPaths.search, body)).statusCode).toBe(200);
    const warm = await countStatements(t.database, () => staff.post(customerPaths.search, body));
    expect(warm, warm.join('\n---\n')).toHaveLength(1);
    forgetCachedSessions();
    const cold = await countStatements(t.database, () => staff.post(customerPaths.search, body));
    expect(cold, cold.join('\n---\n')).toHaveLength(2);
  });

  it('customer record (banner, audited): 1 statement warm (access + audit + data), 2 cold', async () => {
    const staff = await t.as('caseManager');
    const path = record(t.world.customer.id);
    expect((await staff.get(path)).statusCode).toBe(200);
    const warm = await countStatements(t.database, () => staff.get(path));
    expect(warm, warm.join('\n---\n')).toHaveLength(1);
    expect(warm[0]).toMatch(/insert into "audit_log"/);
    forgetCachedSessions();
    const cold = await countStatements(t.database, () => staff.get(path));
    expect(cold, cold.join('\n---\n')).toHaveLength(2);
    // A denied read is one statement too, and so is a missing customer (each answered from the same row).
    const other = await t.as('caseManagerOther');
    expect((await other.get(path)).statusCode).toBe(403);
    const denied = await countStatements(t.database, () => other.get(path));
    expect(denied, denied.join('\n---\n')).toHaveLength(1);
    const missing = await countStatements(t.database, () => staff.get(record(2_000_000_000)));
    expect(missing, missing.join('\n---\n')).toHaveLength(1);
  });

  it('job experiences: 1 statement warm, 2 cold', async () => {
    const customer = await t.as('customer');
    expect((await customer.get(experiencePaths.jobs)).statusCode).toBe(200);
    const warm = await countStatements(t.database, () => customer.get(experiencePaths.jobs));
    expect(warm, warm.join('\n---\n')).toHaveLength(1);
    forgetCachedSessions();
    const cold = await countStatements(t.database, () => customer.get(experiencePaths.jobs));
    expect(cold, cold.join('\n---\n')).toHaveLength(2);
  });
});

describe('revocation on this process takes effect on the next request', () => {
  it('sign-out: the old cookie replayed is a guest at once', async () => {
    const staff = await t.login('caseManager');
    expect((await staff.get(authPaths.staffCurrentUser)).statusCode).toBe(200);
    const token = sessionToken(staff);
    expect((await staff.post(authPaths.logout)).statusCode).toBe(200);
    staff.cookies.set('portal_session', token);
    expect((await staff.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
  });

  it('a new sign-in on the same client ends the old session at once', async () => {
    const user = await createStaffUser(t.db, {
      email: `cache-relogin-${Date.now()}@example.test`,
      role: 'case_manager',
      password,
      locationIds: [t.world.locationA.id],
    });
    const staff = await signIn('staff', user.email);
    const replay = new TestClient(t.app);
    replay.cookies.set('portal_session', sessionToken(staff));
    expect((await replay.get(authPaths.staffCurrentUser)).statusCode).toBe(200);
    await staff.fetchCsrfToken();
    expect((await staff.post(authPaths.staffLogin, { email: user.email, password })).statusCode).toBe(200);
    expect((await replay.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
  });

  it('a deleted customer is a guest on the next request', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, password });
    const client = await signIn('customer', customer.portalEmail!);
    expect((await client.get(experiencePaths.jobs)).statusCode).toBe(200);
    const admin = await t.as('admin');
    expect((await admin.delete(customerRecordPath(customerRecordPaths.remove, { id: customer.id }))).statusCode).toBe(
      200,
    );
    expect((await client.get(experiencePaths.jobs)).statusCode).toBe(401);
  });

  it('deactivation and role or location changes made on this process apply at once (forgetCachedSessions)', async () => {
    const user = await createStaffUser(t.db, {
      email: `cache-staff-${Date.now()}@example.test`,
      role: 'admin',
      password,
      locationIds: [t.world.locationA.id],
    });
    const client = await signIn('staff', user.email);
    expect((await client.get(authPaths.staffCurrentUser)).json()).toMatchObject({ role: 'admin' });
    // The code path that changes a role, a location or the active flag calls forgetCachedSessions() after its write.
    await t.db.update(schema.staffUsers).set({ role: 'case_manager' }).where(eq(schema.staffUsers.id, user.id));
    forgetCachedSessions();
    expect((await client.get(authPaths.staffCurrentUser)).json()).toMatchObject({ role: 'case_manager' });
    await t.db.update(schema.staffUsers).set({ active: false }).where(eq(schema.staffUsers.id, user.id));
    forgetCachedSessions();
    expect((await client.get(authPaths.staffCurrentUser)).statusCode).toBe(401);
  });
});

describe('bounds of the cache', () => {
  it('a change made by another process is seen within cacheSeconds', async () => {
    const user = await createStaffUser(t.db, {
      email: `cache-other-${Date.now()}@example.test`,
      role: 'case_manager',
      password,
      locationIds: [t.world.locationA.id],
    });
    const client = await signIn('staff', user.email);
    const token = sessionToken(client);
    const start = new Date();
    expect((await resolveActor(t.db, token, limits(), start)).kind).toBe('staff');
    await t.db.update(schema.staffUsers).set({ active: false }).where(eq(schema.staffUsers.id, user.id));
    const within = new Date(start.getTime() + (limits().cacheSeconds * 1000) / 2);
    expect((await resolveActor(t.db, token, limits(), within)).kind).toBe('staff');
    const after = new Date(start.getTime() + limits().cacheSeconds * 1000);
    expect((await resolveActor(t.db, token, limits(), after)).kind).toBe('guest');
  });

  it('idle timeout and absolute expiry are checked on every hit, not only on a database read', async () => {
    const client = await signIn('customer', (await customerWithPassword()).portalEmail!);
    const token = sessionToken(client);
    const long = { ...limits(), cacheSeconds: 24 * 3600 };
    const start = new Date();
    expect((await resolveActor(t.db, token, long, start)).kind).toBe('customer');
    // last_seen_at may lag a request by the write granularity, so the window ends that much after the last write.
    const idle = new Date(start.getTime() + limits().idleMinutes * 60_000 + lastSeenGranularityMs(limits()) + 1000);
    expect((await resolveActor(t.db, token, long, idle)).kind).toBe('guest');

    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionIdFor(token)));
    expect((await resolveActor(t.db, token, long, start)).kind).toBe('customer');
    const pastExpiry = new Date(row!.expiresAt.getTime() + 1000);
    expect((await resolveActor(t.db, token, long, pastExpiry)).kind).toBe('guest');
  });

  it('slides the idle window from the cache too (one write a minute)', async () => {
    const client = await signIn('customer', (await customerWithPassword()).portalEmail!);
    const token = sessionToken(client);
    const long = { ...limits(), cacheSeconds: 3600 };
    const start = new Date();
    await resolveActor(t.db, token, long, start);
    const later = new Date(start.getTime() + 20 * 60_000);
    expect((await resolveActor(t.db, token, long, later)).kind).toBe('customer');
    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionIdFor(token)));
    expect(row!.lastSeenAt.getTime()).toBe(later.getTime());
    // Still alive 20 minutes after the slide although 40 minutes after sign-in (idle limit 30).
    const evenLater = new Date(later.getTime() + 20 * 60_000);
    expect((await resolveActor(t.db, token, long, evenLater)).kind).toBe('customer');
  });

  it('answers from memory without a promise only while no write is due, and never hands out the cached object', async () => {
    const client = await signIn('customer', (await customerWithPassword()).portalEmail!);
    const id = sessionIdFor(sessionToken(client));
    const long = { ...limits(), cacheSeconds: 3600 };
    const start = new Date();
    expect(actorFromCache(id, long, start)).toBeUndefined();
    const resolved = await resolveActor(t.db, sessionToken(client), long, start);
    const first = actorFromCache(id, long, new Date(start.getTime() + 30_000));
    expect(first).toEqual(resolved);
    expect(first).not.toBe(actorFromCache(id, long, start));
    // A minute on, last_seen_at must move: the database path does it.
    expect(actorFromCache(id, long, new Date(start.getTime() + 60_000))).toBeUndefined();
    expect(actorFromCache(id, { ...long, cacheSeconds: 0 }, start)).toBeUndefined();
  });

  it('never caches a guest, and a lookup that raced a revocation is not stored', async () => {
    await resolveActor(t.db, 'not-a-session', limits());
    expect(cachedSessionCount()).toBe(0);
    const before = sessionCacheGeneration();
    forgetCachedSessions();
    rememberSession(
      'x',
      {
        actor: { kind: 'customer', customerId: 1, sessionId: 'x' },
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
        fetchedAt: Date.now(),
      },
      before,
      limits().cacheSeconds,
    );
    expect(cachedSessionCount()).toBe(0);
  });

  it('CSRF and no-store still apply to a caller answered from the cache', async () => {
    const staff = await t.as('caseManager');
    expect((await staff.post(customerPaths.search, { query: 'Smith' })).statusCode).toBe(200);
    const forged = await staff.post(customerPaths.search, { query: 'Smith' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    const read = await staff.get(record(t.world.customer.id));
    expect(read.headers['cache-control']).toContain('no-store');
  });
});

describe('the idle window is never cut short by the throttled last_seen_at write (issue #23, item 5)', () => {
  const oneMinute = (cacheSeconds: number) => ({ ...limits(), idleMinutes: 1, cacheSeconds });

  for (const cacheSeconds of [0, 5]) {
    it(`SESSION_IDLE_MINUTES=1, cache ${cacheSeconds} s: polling every 20 s keeps the session; a silent minute ends it`, async () => {
      const client = await signIn('customer', (await customerWithPassword()).portalEmail!);
      const token = sessionToken(client);
      const id = sessionIdFor(token);
      const session = oneMinute(cacheSeconds);
      const [row] = await t.db.select().from(schema.sessions).where(eq(schema.sessions.id, id));
      const signedInAt = row!.lastSeenAt.getTime();
      let last = signedInAt;
      for (let poll = 1; poll <= 12; poll++) {
        last = signedInAt + poll * 20_000;
        expect((await resolveActor(t.db, token, session, new Date(last))).kind, `poll ${poll}`).toBe('customer');
        // Another server sharing the database serves a request of the same session now and then.
        if (poll % 5 === 0) {
          await touchSession(t.db, { id, lastSeenAt: new Date(signedInAt) }, session, new Date(last - 2_000));
        }
      }
      // A request just under the idle minute after the last one is still signed in...
      last += 59_999;
      expect((await resolveActor(t.db, token, session, new Date(last))).kind).toBe('customer');
      // ...and a minute of silence (plus the write granularity, 6 s here) signs it out.
      const silent = new Date(last + 60_000 + lastSeenGranularityMs(session) + 1);
      expect((await resolveActor(t.db, token, session, silent)).kind).toBe('guest');
    });
  }

  it('writes last_seen_at at most once per granularity: a minute, a tenth of a shorter idle window', async () => {
    expect(lastSeenGranularityMs({ idleMinutes: 30 })).toBe(60_000);
    expect(lastSeenGranularityMs({ idleMinutes: 1 })).toBe(6_000);
    const client = await signIn('customer', (await customerWithPassword()).portalEmail!);
    const token = sessionToken(client);
    const session = oneMinute(5);
    const [row] = await t.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.id, sessionIdFor(token)));
    const start = row!.lastSeenAt.getTime();
    const writes = await countStatements(t.database, async () => {
      for (let second = 1; second <= 30; second++)
        await resolveActor(t.db, token, session, new Date(start + second * 1000));
    });
    // 30 requests over 30 s: a write every 6 s, each after reading the row once the cache entry aged out.
    expect(writes.filter((statement) => /^update "sessions"/.test(statement))).toHaveLength(5);
  });
});

async function customerWithPassword() {
  return createCustomer(t.db, { primaryLocationId: t.world.locationA.id, password });
}
