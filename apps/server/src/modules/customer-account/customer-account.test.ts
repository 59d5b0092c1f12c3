import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerAccountResponse,
  type StaffPortalEmailResponse,
  type ErrorBody,
  authPaths,
  customerAccountMessages as messages,
  customerAccountPages,
  customerAccountPaths as paths,
  errorMessages,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import type { OpenApiJson } from '../../testing/openapi-json.ts';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testConfig } from '../../testing/test-config.ts';
import { accountMail, accountMailKinds } from './mail.ts';
import {
  guest,
  login,
  mailsTo,
  registeredAndConfirmed,
  setupTimeout,
  signUp,
  t,
  tokenMailedTo,
  uniqueEmail,
  useAccountApp,
} from './customer-account.test-support.ts';

/** The account page, staff changing a portal email, the limits across processes, the mails and the API document. */
useAccountApp();

describe('the account page', () => {
  it('shows the account, never cached', async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const answer = await client.get(paths.account);
    expect(answer.headers['cache-control']).toContain('no-store');
    expect(answer.json<CustomerAccountResponse>().data).toMatchObject({
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
    expect({ status: wrong.statusCode, errors: wrong.json<ErrorBody>().errors }).toEqual({
      status: 422,
      errors: { current_password: [messages.currentPasswordWrong] },
    });
    const same = await client.put(paths.accountEmail, { email: body.email, current_password: body.password });
    expect(same.json<ErrorBody>().errors).toEqual({ email: [messages.sameEmail] });

    const asked = await client.put(paths.accountEmail, { email: newEmail, current_password: body.password });
    expect({ status: asked.statusCode, body: asked.json<unknown>() }).toEqual({
      status: 202,
      body: { message: messages.emailChangeSent(24) },
    });
    expect((await client.get(paths.account)).json<CustomerAccountResponse>().data).toMatchObject({
      email: body.email,
      pending_email: newEmail,
    });
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
    expect((await client.get(paths.account)).json<CustomerAccountResponse>().data).toMatchObject({
      email: newEmail,
      pending_email: null,
    });
    expect((await mailsTo(body.email))[0]!.subject).toBe('Your email address was changed');
    expect((await login(await guest(), newEmail, body.password)).statusCode).toBe(200);
    expect((await login(await guest(), body.email, body.password)).statusCode).toBe(422);
  });

  it("answers a change to another account's address the same, tells that owner, and makes no link", async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const other = t.world.anotherCustomer.portalEmail!;
    const asked = await client.put(paths.accountEmail, { email: other, current_password: body.password });
    expect({ status: asked.statusCode, body: asked.json<unknown>() }).toEqual({
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
    expect(wrong.json<ErrorBody>().errors).toEqual({ current_password: [messages.currentPasswordWrong] });
    const changed = await client.put(paths.accountPassword, {
      current_password: body.password,
      password: 'a newer passphrase',
      password_confirmation: 'a newer passphrase',
    });
    expect({ status: changed.statusCode, body: changed.json<unknown>() }).toEqual({
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
    expect(answer.json()).toEqual({ message: messages.signedOutEverywhere, csrf_token: expect.any(String) as string });
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
    expect(changed.json<StaffPortalEmailResponse>().data.email).toBe(newEmail);
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
    expect({ status: taken.statusCode, errors: taken.json<ErrorBody>().errors }).toEqual({
      status: 422,
      errors: { email: [messages.emailTaken] },
    });
    const invalidEmail = await staff.put(paths.staffPortalEmail(customer.id), { email: 'nope' });
    expect(invalidEmail.json<ErrorBody>().errors).toEqual({ email: [messages.invalidEmail] });

    const noAccount = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, portal: false });
    expect((await staff.get(paths.staffPortalEmail(noAccount.id))).json<StaffPortalEmailResponse>().data).toMatchObject(
      {
        email: null,
        has_account: false,
      },
    );
    const none = await staff.put(paths.staffPortalEmail(noAccount.id), { email: uniqueEmail('y') });
    expect({ status: none.statusCode, body: none.json<unknown>() }).toEqual({
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
    const document = (await (await t.as('admin')).get('/internal-api/docs/json')).json<OpenApiJson>();
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
    expect(document.paths[paths.register]?.post?.requestBody?.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'birthdate']),
    );
  });
});
