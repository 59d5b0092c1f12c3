import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CurrentUser,
  type CustomerAccountResponse,
  type CustomerVerifyEmailResponse,
  type ErrorBody,
  authPaths,
  clusterSurveyApi,
  customerAccountMessages as messages,
  customerAccountPages,
  customerAccountPaths as paths,
  invalidCredentialsMessage,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { listSurveyOptions } from '@portal/db/factories';
import {
  clock,
  guest,
  later,
  logLines,
  login,
  mailsTo,
  registeredAndConfirmed,
  signUp,
  t,
  tokenMailedTo,
  tokensSeen,
  uniqueEmail,
  useAccountApp,
} from './customer-account.test-support.ts';

/** Sign-up with a confirmed email and the forgotten password (ADR 0041); the logs never hold a link or a password. */
useAccountApp();

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
    expect({ status: early.statusCode, body: early.json<unknown>() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json<unknown>(),
    });
    expect(early.json<ErrorBody>().errors?.email).toEqual([invalidCredentialsMessage]);

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
    expect(confirmed.json<CustomerVerifyEmailResponse>().csrf_token).toEqual(expect.any(String));
    expect((await client.get(authPaths.customerCurrentUser)).json<CurrentUser>().email).toBe(body.email);
    const account = (await client.get(paths.account)).json<CustomerAccountResponse>().data;
    expect(account).toMatchObject({ email: body.email, preferred_language: 'es', pending_email: null });
    expect(account.email_verified_at).toEqual(expect.any(String));

    const again = await (await guest()).post(paths.verifyEmail, { token });
    expect({ status: again.statusCode, body: again.json<unknown>() }).toEqual({
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
    expect({ status: taken.statusCode, body: taken.json<unknown>() }).toEqual({
      status: fresh.statusCode,
      body: fresh.json<unknown>(),
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
    expect(confirmed.json<CustomerVerifyEmailResponse>().data?.name).toMatch(/^Owner /);
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
    expect(Object.keys(empty.json<ErrorBody>().errors ?? {}).sort()).toEqual([
      'birthdate',
      'email',
      'first_name',
      'last_name',
      'password',
      'password_confirmation',
    ]);
    const mismatch = await client.post(paths.register, signUp({ password_confirmation: 'something else' }));
    expect(mismatch.json<ErrorBody>().errors).toEqual({ password_confirmation: [messages.passwordConfirmation] });
    const short = await client.post(paths.register, signUp({ password: 'short', password_confirmation: 'short' }));
    expect(short.json<ErrorBody>().errors).toEqual({ password: [messages.passwordTooShort] });

    const thisYear = clock().getUTCFullYear();
    const tooYoung = signUp({ birthdate: `01/01/${thisYear - 10}` });
    const young = await client.post(paths.register, tooYoung);
    expect({ status: young.statusCode, errors: young.json<ErrorBody>().errors }).toEqual({
      status: 422,
      errors: { birthdate: [messages.minimumAge(18)] },
    });
    expect(await mailsTo(tooYoung.email)).toEqual([]);
  });

  it('refuses an unknown link (422) and an expired one (410), by the injected clock', async () => {
    const unknown = await (await guest()).post(paths.verifyEmail, { token: 'not-a-real-token' });
    expect({ status: unknown.statusCode, body: unknown.json<unknown>() }).toEqual({
      status: 422,
      body: { message: messages.linkInvalid, errors: { token: [messages.linkInvalid] } },
    });
    const body = signUp();
    await (await guest()).post(paths.register, body);
    const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
    later(24 * 3_600_000 + 1_000);
    try {
      const expired = await (await guest()).post(paths.verifyEmail, { token });
      expect({ status: expired.statusCode, body: expired.json<unknown>() }).toEqual({
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
    const customerId = confirmed.json<CustomerVerifyEmailResponse>().data!.userId;
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
    expect({ status: known.statusCode, body: known.json<unknown>() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json<unknown>(),
    });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: messages.forgotPasswordSent(60) });
    expect(await mailsTo(unknownAddress)).toEqual([]);
    expect((await mailsTo(body.email))[0]!.subject).toBe('Reset your password');
    const invalidEmail = await (await guest()).post(paths.forgotPassword, { email: 'not an email' });
    expect(invalidEmail.json<ErrorBody>().errors).toEqual({ email: [messages.invalidEmail] });
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
    expect(mismatch.json<ErrorBody>().errors).toEqual({ password_confirmation: [messages.passwordConfirmation] });

    const reset = await (
      await guest()
    ).post(paths.resetPassword, {
      token,
      password: 'brand new secret',
      password_confirmation: 'brand new secret',
    });
    expect({ status: reset.statusCode, body: reset.json<unknown>() }).toEqual({
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
    expect({ status: reused.statusCode, body: reused.json<unknown>() }).toEqual({
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
      expect({ status: expired.statusCode, body: expired.json<unknown>() }).toEqual({
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
