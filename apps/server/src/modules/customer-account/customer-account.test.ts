import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPaths,
  clusterSurveyApi,
  customerAccountMessages as messages,
  customerAccountPages,
  customerAccountPaths as paths,
  errorMessages,
  invalidCredentialsMessage,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, listSurveyOptions } from '@portal/db/factories';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp, TestClient } from '../../testing/test-app.ts';
import { testConfig } from '../../testing/test-config.ts';
import { accountMail, accountMailKinds } from './mail.ts';

/** Building the app is slow on a loaded machine (a limit, never a timing the test depends on). */
const setupTimeout = 180_000;

/** The clock the module reads (AppConfig.clock): tests move it instead of sleeping. */
let clockOffsetMs = 0;
const clock = () => new Date(Date.now() + clockOffsetMs);
const later = (ms: number) => {
  clockOffsetMs += ms;
};

/** Every log line of the main app, at trace level: no token or password may be in one (last test). */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});
const tokensSeen = new Set<string>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { clock, logLevel: 'trace', logStream } });
}, setupTimeout);
afterAll(() => t?.close());

let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;

function signUp(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: uniqueEmail('ana'),
    password: 'a long passphrase',
    password_confirmation: 'a long passphrase',
    birthdate: '04/15/1990',
    ...overrides,
  };
}

async function guest(app = t.app): Promise<TestClient> {
  const client = new TestClient(app);
  await client.fetchCsrfToken();
  return client;
}

/** The outbox rows sent to an address, newest first. */
async function mailsTo(address: string) {
  return t.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.toAddress, address))
    .orderBy(desc(schema.mailOutbox.id));
}

/** The token of the newest link mailed to an address for a page. */
async function tokenMailedTo(address: string, page: string): Promise<string> {
  for (const mail of await mailsTo(address)) {
    const match = new RegExp(`${page.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
    if (match) {
      tokensSeen.add(match[1]!);
      return match[1]!;
    }
  }
  throw new Error(`no ${page} link mailed to ${address}`);
}

async function login(client: TestClient, email: string, password: string) {
  return client.post(authPaths.customerLogin, { email, password });
}

async function registeredAndConfirmed(overrides: Record<string, unknown> = {}) {
  const body = signUp(overrides);
  const client = await guest();
  expect((await client.post(paths.register, body)).statusCode).toBe(202);
  const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
  const confirmed = await client.post(paths.verifyEmail, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { body, client, customerId: confirmed.json().data.userId as number };
}

describe('sign-up', () => {
  it('creates an unconfirmed account, mails a single-use link that signs the customer in', async () => {
    const body = signUp({ preferred_language: 'es' });
    const client = await guest();
    const answer = await client.post(paths.register, body);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: messages.registered(24) });
    expect(answer.headers['cache-control']).toContain('no-store');

    // Not confirmed yet: signing in fails exactly like an unknown address.
    const early = await login(await guest(), body.email, body.password);
    const unknown = await login(await guest(), 'nobody-here@example.test', body.password);
    expect({ status: early.statusCode, body: early.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(early.json().errors.email).toEqual([invalidCredentialsMessage]);

    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe('Confirme su correo electrónico');
    expect(mail!.htmlBody).toContain('<html lang="es">');
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    expect(mail!.body).toContain(`http://localhost:3000${customerAccountPages.verifyEmail}?token=${token}`);

    // Stored hashed: the table holds the SHA-256 and never the token.
    const [row] = await t.db
      .select()
      .from(schema.customerAccountTokens)
      .where(eq(schema.customerAccountTokens.sentTo, body.email));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const confirmed = await client.post(paths.verifyEmail, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      purpose: 'registration',
      signed_in: true,
      message: messages.emailConfirmedSignedIn,
      data: { guard: 'customer', email: body.email, name: 'Ana Lopez' },
    });
    expect(confirmed.json().csrf_token).toEqual(expect.any(String));
    expect((await client.get(authPaths.customerCurrentUser)).json().email).toBe(body.email);
    const account = (await client.get(paths.account)).json().data;
    expect(account).toMatchObject({ email: body.email, preferred_language: 'es', pending_email: null });
    expect(account.email_verified_at).toEqual(expect.any(String));

    const again = await (await guest()).post(paths.verifyEmail, { token });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 410,
      body: { message: messages.linkUsed },
    });
    expect((await login(await guest(), body.email, body.password)).statusCode).toBe(200);
  });

  it('answers an address that already has an account exactly as a new one, and tells its owner instead', async () => {
    const owner = t.world.customer;
    const fresh = await (await guest()).post(paths.register, signUp());
    const taken = await (
      await guest()
    ).post(
      paths.register,
      signUp({
        email: owner.portalEmail!.toUpperCase(),
        password: 'another passphrase',
        password_confirmation: 'another passphrase',
      }),
    );
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: fresh.statusCode,
      body: fresh.json(),
    });
    const [mail] = await mailsTo(owner.portalEmail!);
    expect(mail!.subject).toBe('Someone tried to create an account with your email address');
    expect(mail!.body).toContain(customerAccountPages.forgotPassword);
    const tokens = await t.db
      .select()
      .from(schema.customerAccountTokens)
      .where(eq(schema.customerAccountTokens.customerId, owner.id));
    expect(tokens).toEqual([]);
    // Nothing about the account changed: the owner's password still works, the attempt's does not.
    expect((await login(await guest(), owner.portalEmail!, 'another passphrase')).statusCode).toBe(422);
    expect((await login(await guest(), owner.portalEmail!, owner.password)).statusCode).toBe(200);
  });

  it('gives each sign-up of an unconfirmed address its own link; the one opened wins and voids the others', async () => {
    const email = uniqueEmail('twice');
    const first = signUp({
      email,
      first_name: 'Squatter',
      password: 'first passphrase',
      password_confirmation: 'first passphrase',
    });
    const second = signUp({
      email,
      first_name: 'Owner',
      password: 'second passphrase',
      password_confirmation: 'second passphrase',
    });
    expect((await (await guest()).post(paths.register, first)).statusCode).toBe(202);
    const firstToken = await tokenMailedTo(email, customerAccountPages.verifyEmail);
    expect((await (await guest()).post(paths.register, second)).statusCode).toBe(202);
    const secondToken = await tokenMailedTo(email, customerAccountPages.verifyEmail);
    expect(secondToken).not.toBe(firstToken);

    const confirmed = await (await guest()).post(paths.verifyEmail, { token: secondToken });
    expect(confirmed.json().data.name).toMatch(/^Owner /);
    expect((await (await guest()).post(paths.verifyEmail, { token: firstToken })).statusCode).toBe(410);
    expect((await login(await guest(), email, 'first passphrase')).statusCode).toBe(422);
    expect((await login(await guest(), email, 'second passphrase')).statusCode).toBe(200);
    const accounts = await t.db.select().from(schema.customerAccounts).where(eq(schema.customerAccounts.email, email));
    expect(accounts).toHaveLength(1);
  });

  it('answers 422 with field errors, and applies the minimum age setting', async () => {
    const client = await guest();
    const empty = await client.post(paths.register, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'birthdate',
      'email',
      'first_name',
      'last_name',
      'password',
      'password_confirmation',
    ]);
    const mismatch = await client.post(paths.register, signUp({ password_confirmation: 'something else' }));
    expect(mismatch.json().errors).toEqual({ password_confirmation: [messages.passwordConfirmation] });
    const short = await client.post(paths.register, signUp({ password: 'short', password_confirmation: 'short' }));
    expect(short.json().errors).toEqual({ password: [messages.passwordTooShort] });

    const thisYear = clock().getUTCFullYear();
    const tooYoung = signUp({ birthdate: `01/01/${thisYear - 10}` });
    const young = await client.post(paths.register, tooYoung);
    expect({ status: young.statusCode, errors: young.json().errors }).toEqual({
      status: 422,
      errors: { birthdate: [messages.minimumAge(18)] },
    });
    expect(await mailsTo(tooYoung.email)).toEqual([]);
  });

  it('refuses an unknown link (422) and an expired one (410), by the injected clock', async () => {
    const unknown = await (await guest()).post(paths.verifyEmail, { token: 'not-a-real-token' });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 422,
      body: { message: messages.linkInvalid, errors: { token: [messages.linkInvalid] } },
    });
    const body = signUp();
    await (await guest()).post(paths.register, body);
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    later(24 * 3_600_000 + 1_000);
    try {
      const expired = await (await guest()).post(paths.verifyEmail, { token });
      expect({ status: expired.statusCode, body: expired.json() }).toEqual({
        status: 410,
        body: { message: messages.linkExpired },
      });
    } finally {
      later(-(24 * 3_600_000 + 1_000));
    }
    // A reset link is not a confirmation link.
    await (await guest()).post(paths.forgotPassword, { email: t.world.anotherCustomer.portalEmail });
    const reset = await tokenMailedTo(t.world.anotherCustomer.portalEmail!, customerAccountPages.resetPassword);
    expect((await (await guest()).post(paths.verifyEmail, { token: reset })).statusCode).toBe(422);
  });

  it("moves the guest's career-cluster survey into the new account when the address is confirmed", async () => {
    const options = await listSurveyOptions(t.db);
    const ticked = options.filter((option) => option.clusterId === 8).map((option) => option.id);
    const browser = await guest();
    const survey = clusterSurveyApi('guest');
    const saved = await browser.post(survey.save, {
      option: Object.fromEntries(ticked.map((id) => [id, true])),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const body = signUp();
    expect((await browser.post(paths.register, body)).statusCode).toBe(202);
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    // Confirmed from another browser (the mail app's): the survey still moves, by the hash kept with the link.
    const confirmed = await (await guest()).post(paths.verifyEmail, { token });
    const customerId = confirmed.json().data.userId as number;
    const surveys = await t.db
      .select()
      .from(schema.clusterSurveyResponses)
      .where(eq(schema.clusterSurveyResponses.customerId, customerId));
    expect(surveys).toHaveLength(1);
    expect(surveys[0]!.guestTokenHash).toBeNull();
  });

  it('keeps a staff browser signed in as staff: the page says to sign in', async () => {
    const body = signUp();
    await (await guest()).post(paths.register, body);
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    const staff = await t.login('caseManager');
    const answer = await staff.post(paths.verifyEmail, { token });
    expect(answer.json()).toEqual({
      purpose: 'registration',
      signed_in: false,
      message: messages.emailConfirmedSignIn,
      data: null,
      csrf_token: null,
    });
    expect((await staff.get(authPaths.staffCurrentUser)).statusCode).toBe(200);
    expect((await login(await guest(), body.email, body.password)).statusCode).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers the same whatever the address, and mails a link only to an account', async () => {
    const { body } = await registeredAndConfirmed();
    const known = await (await guest()).post(paths.forgotPassword, { email: body.email });
    const unknownAddress = uniqueEmail('nobody');
    const unknown = await (await guest()).post(paths.forgotPassword, { email: unknownAddress });
    expect({ status: known.statusCode, body: known.json() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json(),
    });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: messages.forgotPasswordSent(60) });
    expect(await mailsTo(unknownAddress)).toEqual([]);
    expect((await mailsTo(body.email))[0]!.subject).toBe('Reset your password');
    const invalidEmail = await (await guest()).post(paths.forgotPassword, { email: 'not an email' });
    expect(invalidEmail.json().errors).toEqual({ email: [messages.invalidEmail] });
  });

  it('resets once, within the hour, and ends every session of the account', async () => {
    const { body, client: first } = await registeredAndConfirmed();
    const second = await guest();
    expect((await login(second, body.email, body.password)).statusCode).toBe(200);
    await (await guest()).post(paths.forgotPassword, { email: body.email });
    const token = await tokenMailedTo(body.email, customerAccountPages.resetPassword);

    const mismatch = await (
      await guest()
    ).post(paths.resetPassword, {
      token,
      password: 'brand new secret',
      password_confirmation: 'brand new secreT',
    });
    expect(mismatch.json().errors).toEqual({ password_confirmation: [messages.passwordConfirmation] });

    const reset = await (
      await guest()
    ).post(paths.resetPassword, {
      token,
      password: 'brand new secret',
      password_confirmation: 'brand new secret',
    });
    expect({ status: reset.statusCode, body: reset.json() }).toEqual({
      status: 200,
      body: { message: messages.passwordReset },
    });
    for (const client of [first, second])
      expect((await client.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    expect((await login(await guest(), body.email, body.password)).statusCode).toBe(422);
    expect((await login(await guest(), body.email, 'brand new secret')).statusCode).toBe(200);
    const reused = await (
      await guest()
    ).post(paths.resetPassword, {
      token,
      password: 'third secret here',
      password_confirmation: 'third secret here',
    });
    expect({ status: reused.statusCode, body: reused.json() }).toEqual({
      status: 410,
      body: { message: messages.linkUsed },
    });
    expect((await mailsTo(body.email))[0]!.subject).toBe('Your password was changed');
  });

  it('refuses a reset link after 60 minutes', async () => {
    const { body } = await registeredAndConfirmed();
    await (await guest()).post(paths.forgotPassword, { email: body.email });
    const token = await tokenMailedTo(body.email, customerAccountPages.resetPassword);
    later(60 * 60_000 + 1);
    try {
      const expired = await (
        await guest()
      ).post(paths.resetPassword, {
        token,
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      });
      expect({ status: expired.statusCode, body: expired.json() }).toEqual({
        status: 410,
        body: { message: messages.linkExpired },
      });
    } finally {
      later(-(60 * 60_000 + 1));
    }
    await (await guest()).post(paths.forgotPassword, { email: body.email });
    const fresh = await tokenMailedTo(body.email, customerAccountPages.resetPassword);
    later(59 * 60_000);
    try {
      const inTime = await (
        await guest()
      ).post(paths.resetPassword, {
        token: fresh,
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      });
      expect(inTime.statusCode).toBe(200);
    } finally {
      later(-59 * 60_000);
    }
  });

  it('a newer reset link voids the older one', async () => {
    const { body } = await registeredAndConfirmed();
    await (await guest()).post(paths.forgotPassword, { email: body.email });
    const older = await tokenMailedTo(body.email, customerAccountPages.resetPassword);
    await (await guest()).post(paths.forgotPassword, { email: body.email });
    const reset = { token: older, password: 'brand new secret', password_confirmation: 'brand new secret' };
    expect((await (await guest()).post(paths.resetPassword, reset)).statusCode).toBe(410);
  });
});

describe('the account page', () => {
  it('shows the account, never cached', async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const answer = await client.get(paths.account);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json().data).toMatchObject({
      customer_id: customerId,
      first_name: 'Ana',
      last_name: 'Lopez',
      email: body.email,
      pending_email: null,
      preferred_language: 'en',
      active_sessions: 1,
    });
  });

  it('changes the email only after the new address confirms, with the current password', async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const newEmail = uniqueEmail('moved');
    const wrong = await client.put(paths.accountEmail, { email: newEmail, current_password: 'not my password' });
    expect({ status: wrong.statusCode, errors: wrong.json().errors }).toEqual({
      status: 422,
      errors: { current_password: [messages.currentPasswordWrong] },
    });
    const same = await client.put(paths.accountEmail, { email: body.email, current_password: body.password });
    expect(same.json().errors).toEqual({ email: [messages.sameEmail] });

    const asked = await client.put(paths.accountEmail, { email: newEmail, current_password: body.password });
    expect({ status: asked.statusCode, body: asked.json() }).toEqual({
      status: 202,
      body: { message: messages.emailChangeSent(24) },
    });
    expect((await client.get(paths.account)).json().data).toMatchObject({ email: body.email, pending_email: newEmail });
    expect((await mailsTo(body.email))[0]!.subject).toBe('A change of your email address was requested');
    const token = await tokenMailedTo(newEmail, customerAccountPages.verifyEmail);

    const confirmed = await client.post(paths.verifyEmail, { token });
    expect(confirmed.json()).toMatchObject({
      purpose: 'email_change',
      signed_in: true,
      message: messages.emailChanged,
      data: { userId: customerId, email: newEmail },
      csrf_token: null,
    });
    expect((await client.get(paths.account)).json().data).toMatchObject({ email: newEmail, pending_email: null });
    expect((await mailsTo(body.email))[0]!.subject).toBe('Your email address was changed');
    expect((await login(await guest(), newEmail, body.password)).statusCode).toBe(200);
    expect((await login(await guest(), body.email, body.password)).statusCode).toBe(422);
  });

  it("answers a change to another account's address the same, tells that owner, and makes no link", async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const other = t.world.anotherCustomer.portalEmail!;
    const asked = await client.put(paths.accountEmail, { email: other, current_password: body.password });
    expect({ status: asked.statusCode, body: asked.json() }).toEqual({
      status: 202,
      body: { message: messages.emailChangeSent(24) },
    });
    expect((await mailsTo(other))[0]!.subject).toBe('Someone tried to use your email address');
    const links = await t.db
      .select()
      .from(schema.customerAccountTokens)
      .where(
        and(
          eq(schema.customerAccountTokens.customerId, customerId),
          eq(schema.customerAccountTokens.purpose, 'email_change'),
        ),
      );
    expect(links).toEqual([]);
  });

  it('changes the password with the current one and signs out the other sessions', async () => {
    const { client, body } = await registeredAndConfirmed();
    const elsewhere = await guest();
    await login(elsewhere, body.email, body.password);
    const wrong = await client.put(paths.accountPassword, {
      current_password: 'nope nope nope',
      password: 'a newer passphrase',
      password_confirmation: 'a newer passphrase',
    });
    expect(wrong.json().errors).toEqual({ current_password: [messages.currentPasswordWrong] });
    const changed = await client.put(paths.accountPassword, {
      current_password: body.password,
      password: 'a newer passphrase',
      password_confirmation: 'a newer passphrase',
    });
    expect({ status: changed.statusCode, body: changed.json() }).toEqual({
      status: 200,
      body: { message: messages.passwordChanged },
    });
    expect((await client.get(authPaths.customerCurrentUser)).statusCode).toBe(200);
    expect((await elsewhere.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    expect((await login(await guest(), body.email, 'a newer passphrase')).statusCode).toBe(200);
  });

  it(
    'limits wrong current passwords per account',
    async () => {
      const limited = await createTestApp({
        config: {
          customerAccountRateLimits: {
            perAddress: { max: 2, windowMs: 60_000 },
            perIp: { max: 100, windowMs: 60_000 },
          },
        },
      });
      try {
        const own = await limited.login('customer');
        const attempt = () =>
          own.put(paths.accountPassword, {
            current_password: 'wrong wrong',
            password: 'a newer passphrase',
            password_confirmation: 'a newer passphrase',
          });
        expect((await attempt()).statusCode).toBe(422);
        expect((await attempt()).statusCode).toBe(422);
        const refused = await own.put(paths.accountPassword, {
          current_password: limited.world.customer.password,
          password: 'a newer passphrase',
          password_confirmation: 'a newer passphrase',
        });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ message: errorMessages.tooManyRequests });
      } finally {
        await limited.close();
      }
    },
    setupTimeout,
  );

  it('signs out everywhere, this session included', async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const elsewhere = await guest();
    await login(elsewhere, body.email, body.password);
    const answer = await client.post(paths.signOutEverywhere);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: messages.signedOutEverywhere, csrf_token: expect.any(String) });
    for (const c of [client, elsewhere]) expect((await c.get(authPaths.customerCurrentUser)).statusCode).toBe(401);
    const sessions = await t.db
      .select()
      .from(schema.sessions)
      .where(and(eq(schema.sessions.userId, customerId), isNull(schema.sessions.revokedAt)));
    expect(sessions.filter((session) => session.guard === 'customer')).toEqual([]);
  });
});

describe('staff change a portal email', () => {
  it('shows and changes the email of a customer at their locations, audited under their name', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const staff = await t.as('caseManager');
    const shown = await staff.get(paths.staffPortalEmail(customer.id));
    expect(shown.json()).toEqual({
      data: {
        customer_id: customer.id,
        first_name: customer.firstName,
        last_name: customer.lastName,
        email: customer.portalEmail,
        has_account: true,
      },
    });
    const newEmail = uniqueEmail('staff-set');
    const changed = await staff.put(paths.staffPortalEmail(customer.id), { email: newEmail });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.email).toBe(newEmail);
    expect((await mailsTo(customer.portalEmail!))[0]!.subject).toBe('Your email address was changed');
    expect((await mailsTo(newEmail))[0]!.subject).toBe('Your email address was changed');
    const [entry] = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.customerId, customer.id), eq(schema.auditLog.action, 'customer_account.email_changed')),
      );
    expect(entry).toMatchObject({ actorGuard: 'staff', actorId: t.world.caseManager.id, detail: { by: 'staff' } });
    expect(JSON.stringify(entry)).not.toContain(newEmail);
    expect((await login(await guest(), newEmail, customer.password)).statusCode).toBe(200);
  });

  it('refuses staff outside the locations, unknown and deleted customers, and a taken address', async () => {
    const customer = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    const other = await t.as('caseManagerOther');
    expect((await other.get(paths.staffPortalEmail(customer.id))).statusCode).toBe(403);
    expect((await other.put(paths.staffPortalEmail(customer.id), { email: uniqueEmail('x') })).statusCode).toBe(403);

    const staff = await t.as('caseManager');
    const taken = await staff.put(paths.staffPortalEmail(customer.id), { email: t.world.customer.portalEmail });
    expect({ status: taken.statusCode, errors: taken.json().errors }).toEqual({
      status: 422,
      errors: { email: [messages.emailTaken] },
    });
    const invalidEmail = await staff.put(paths.staffPortalEmail(customer.id), { email: 'nope' });
    expect(invalidEmail.json().errors).toEqual({ email: [messages.invalidEmail] });

    const noAccount = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    expect((await staff.get(paths.staffPortalEmail(noAccount.id))).json().data).toMatchObject({
      email: null,
      has_account: false,
    });
    const none = await staff.put(paths.staffPortalEmail(noAccount.id), { email: uniqueEmail('y') });
    expect({ status: none.statusCode, body: none.json() }).toEqual({
      status: 404,
      body: { message: messages.noPortalAccount },
    });
    expect((await staff.get(paths.staffPortalEmail(2_000_000_000))).statusCode).toBe(404);
    const deleted = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
    await t.db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, deleted.id));
    expect((await staff.get(paths.staffPortalEmail(deleted.id))).statusCode).toBe(404);
    expect((await staff.put(paths.staffPortalEmail(deleted.id), { email: uniqueEmail('z') })).statusCode).toBe(404);
  });
});

describe('rate limits across app processes', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const limits = {
      customerAccountRateLimits: {
        perAddress: { max: 2, windowMs: 60_000 },
        perIp: { max: 3, windowMs: 60_000 },
      },
    };
    first = await createTestApp({ config: limits });
    second = await buildApp(testConfig(limits), { database: first.database });
    await second.ready();
  }, setupTimeout);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts sign-ups per address on both instances together, with Retry-After', async () => {
    const email = uniqueEmail('limited');
    const [a, b] = [await guest(first.app), await guest(second)];
    expect((await a.post(paths.register, signUp({ email }))).statusCode).toBe(202);
    expect((await b.post(paths.register, signUp({ email }))).statusCode).toBe(202);
    const refused = await a.post(paths.register, signUp({ email }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: errorMessages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts forgotten-password requests per IP on both instances together, whatever the address', async () => {
    const [a, b] = [await guest(first.app), await guest(second)];
    expect((await a.post(paths.forgotPassword, { email: uniqueEmail('f') })).statusCode).toBe(202);
    expect((await b.post(paths.forgotPassword, { email: uniqueEmail('f') })).statusCode).toBe(202);
    expect((await a.post(paths.forgotPassword, { email: uniqueEmail('f') })).statusCode).toBe(202);
    expect((await b.post(paths.forgotPassword, { email: first.world.customer.portalEmail })).statusCode).toBe(429);
    // The reset itself is limited per IP too.
    for (let n = 0; n < 3; n++)
      expect(
        (
          await a.post(paths.resetPassword, {
            token: `nope${n}`,
            password: 'x'.repeat(9),
            password_confirmation: 'x'.repeat(9),
          })
        ).statusCode,
      ).toBe(422);
    expect(
      (
        await b.post(paths.resetPassword, {
          token: 'nope',
          password: 'x'.repeat(9),
          password_confirmation: 'x'.repeat(9),
        })
      ).statusCode,
    ).toBe(429);
  });
});

describe('the mails', () => {
  it('has every mail in English and Spanish, text and HTML, with the link escaped in the HTML', () => {
    for (const kind of accountMailKinds) {
      for (const language of ['en', 'es'] as const) {
        const mail = accountMail(kind, language, {
          name: '<Ana>',
          link: 'https://portal.test/x?token=a&b',
          newEmail: 'n@example.test',
        });
        expect(mail.subject).not.toBe('');
        expect(mail.text).toContain('https://portal.test/x?token=a&b');
        expect(mail.html).toContain('href="https://portal.test/x?token=a&amp;b"');
        expect(mail.html).toContain('&lt;Ana&gt;');
        expect(mail.html).not.toContain('<Ana>');
      }
      expect(accountMail(kind, 'es', { name: null, link: 'l' }).subject).not.toBe(
        accountMail(kind, 'en', { name: null, link: 'l' }).subject,
      );
    }
  });

  it('drops locally rendered mails, with the HTML part, where a journey can read them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mail-drop-'));
    try {
      const mailer = createMailer({ smtpUrl: undefined, from: 'Portal <no-reply@portal.test>', dropDir: dir });
      const sent = await mailer.send({ to: 'lena@example.test', subject: 'Hi', text: 'Plain', html: '<p>Rich</p>' });
      expect(sent.raw!.toString('utf8')).toContain('multipart/alternative');
      const files = await readdir(dir);
      const json = files.find((file) => file.endsWith('.json'))!;
      expect(JSON.parse(await readFile(path.join(dir, json), 'utf8'))).toMatchObject({
        to: 'lena@example.test',
        subject: 'Hi',
        text: 'Plain',
        html: '<p>Rich</p>',
      });
      expect(files.some((file) => file.endsWith('.eml'))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('OpenAPI', () => {
  it('documents every account route', async () => {
    const document = (await (await t.as('admin')).get('/internal-api/docs/json')).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        paths.register,
        paths.verifyEmail,
        paths.forgotPassword,
        paths.resetPassword,
        paths.account,
        paths.accountEmail,
        paths.accountPassword,
        paths.signOutEverywhere,
        '/internal-api/customers/portal-activity/{id}/email',
      ]),
    );
    expect(document.paths[paths.register].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'birthdate']),
    );
  });
});

describe('logs', () => {
  it('never hold a link token or a password, also when the page with the link is requested', async () => {
    const body = signUp({ password: 'log-canary passphrase', password_confirmation: 'log-canary passphrase' });
    const browser = await guest();
    await browser.post(paths.register, body);
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    await browser.get(`${customerAccountPages.verifyEmail}?token=${token}`);
    await browser.post(paths.verifyEmail, { token });
    expect(tokensSeen.size).toBeGreaterThan(5);
    expect(logLines.length).toBeGreaterThan(50);
    const logged = logLines.join('\n');
    expect(logged).toContain(customerAccountPages.verifyEmail);
    for (const seen of tokensSeen) expect(logged).not.toContain(seen);
    expect(logged).not.toContain('log-canary');
  });
});
