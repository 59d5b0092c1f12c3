import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type CustomerAccountResponse,
  type ErrorBody,
  customerAccountLimits,
  customerAccountMessages as messages,
  customerAccountPages,
  customerAccountPaths as paths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import type { OpenApiJson } from '../../testing/openapi-json.ts';
import { accountJobNames, customerAccountJobs, sweepUnconfirmedAccounts, unconfirmedGraceDays } from './sweep.ts';
import {
  clock,
  guest,
  later,
  mailsTo,
  registeredAndConfirmed,
  signUp,
  t,
  tokenMailedTo,
  useAccountApp,
} from './customer-account.test-support.ts';

/** The account's language (the switch stores it; the mails follow it) and the sweep of unconfirmed sign-ups. */
useAccountApp();

/** The audit row of this action on the customer. */
async function auditEntry(customerId: number, action: string) {
  const [entry] = await t.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.customerId, customerId), eq(schema.auditLog.action, action)));
  return entry;
}

describe("the account's language", () => {
  it('is stored by the signed-in customer, shown on the account page, audited, and the mails follow it', async () => {
    const { client, body, customerId } = await registeredAndConfirmed();
    const saved = await client.put(paths.accountLanguage, { preferred_language: 'es' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CustomerAccountResponse>().data).toMatchObject({
      customer_id: customerId,
      preferred_language: 'es',
    });
    expect((await client.get(paths.account)).json<CustomerAccountResponse>().data.preferred_language).toBe('es');
    const entry = await auditEntry(customerId, 'customer_account.language_changed');
    expect(entry).toMatchObject({ actorGuard: 'customer', actorId: customerId, detail: { from: 'en', to: 'es' } });

    // The reset mail, the email change's two mails and the password notice are in Spanish now.
    expect((await (await guest()).post(paths.forgotPassword, { email: body.email })).statusCode).toBe(202);
    expect((await mailsTo(body.email))[0]!.subject).toBe('Restablezca su contraseña');
    const newEmail = `es-${Date.now()}@example.test`;
    await client.put(paths.accountEmail, { email: newEmail, current_password: body.password });
    expect((await mailsTo(newEmail))[0]!.subject).toBe('Confirme su nuevo correo electrónico');
    expect((await mailsTo(body.email))[0]!.subject).toBe('Se pidió cambiar su correo electrónico');
    await tokenMailedTo(newEmail, customerAccountPages.verifyEmail);

    // Back to English: the next mail is English again.
    expect(
      (await client.put(paths.accountLanguage, { preferred_language: 'en' })).json<CustomerAccountResponse>().data,
    ).toMatchObject({
      preferred_language: 'en',
    });
    await client.put(paths.accountPassword, {
      current_password: body.password,
      password: 'another passphrase',
      password_confirmation: 'another passphrase',
    });
    expect((await mailsTo(body.email))[0]!.subject).toBe('Your password was changed');
  });

  it('answers 422 with the field error for a language it does not have, or none', async () => {
    const { client } = await registeredAndConfirmed();
    for (const body of [{ preferred_language: 'fr' }, {}, { preferred_language: null }]) {
      const refused = await client.put(paths.accountLanguage, body);
      expect({ status: refused.statusCode, errors: refused.json<ErrorBody>().errors }, JSON.stringify(body)).toEqual({
        status: 422,
        errors: { preferred_language: [messages.invalidLanguage] },
      });
    }
    expect((await client.get(paths.account)).json<CustomerAccountResponse>().data.preferred_language).toBe('en');
  });

  it('needs the session CSRF token, and a signed-in customer (guests keep their choice in the browser)', async () => {
    const { client } = await registeredAndConfirmed();
    const noToken = await client.put(paths.accountLanguage, { preferred_language: 'es' }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await (await guest()).put(paths.accountLanguage, { preferred_language: 'es' })).statusCode).toBe(401);
    const staff = await t.as('caseManager');
    expect([401, 403]).toContain((await staff.put(paths.accountLanguage, { preferred_language: 'es' })).statusCode);
    expect((await client.get(paths.account)).json<CustomerAccountResponse>().data.preferred_language).toBe('en');
  });

  it('is documented in the API document', async () => {
    const document = (await (await t.as('admin')).get('/internal-api/docs/json')).json<OpenApiJson>();
    const put = document.paths[paths.accountLanguage]?.put;
    expect(put?.requestBody?.content['application/json']?.schema.required).toEqual(['preferred_language']);
    expect(put?.responses['200']).toBeDefined();
  });
});

describe('the sweep of unconfirmed sign-ups', () => {
  const hour = 3_600_000;
  const day = 24 * hour;
  /** When an unconfirmed sign-up made now may go: its link's lifetime and the grace after it. */
  const due = (from: Date) =>
    new Date(from.getTime() + customerAccountLimits.verifyEmailHours * hour + unconfirmedGraceDays * day);

  async function signedUp(overrides: Record<string, unknown> = {}) {
    const body = signUp(overrides);
    expect((await (await guest()).post(paths.register, body)).statusCode).toBe(202);
    const [account] = await t.db
      .select()
      .from(schema.customerAccounts)
      .where(eq(schema.customerAccounts.email, body.email));
    return { body, customerId: account!.customerId };
  }

  const accountOf = async (customerId: number) =>
    (await t.db.select().from(schema.customerAccounts).where(eq(schema.customerAccounts.customerId, customerId)))[0];
  const customerOf = async (customerId: number) =>
    (await t.db.select().from(schema.customers).where(eq(schema.customers.id, customerId)))[0];
  const linksOf = async (customerId: number) =>
    t.db.select().from(schema.customerAccountTokens).where(eq(schema.customerAccountTokens.customerId, customerId));

  it('keeps a sign-up through its link and the grace, then removes it with its links and record, audited', async () => {
    const start = clock();
    const { customerId } = await signedUp();
    const confirmed = await registeredAndConfirmed();
    expect(await linksOf(customerId)).toHaveLength(1);

    await sweepUnconfirmedAccounts(t.db, new Date(due(start).getTime() - 60_000));
    expect(await accountOf(customerId)).toBeDefined();

    const removed = await sweepUnconfirmedAccounts(t.db, new Date(due(start).getTime() + 60_000));
    expect(removed.accounts).toBeGreaterThanOrEqual(1);
    expect(await accountOf(customerId)).toBeUndefined();
    expect(await customerOf(customerId)).toBeUndefined();
    expect(await linksOf(customerId)).toEqual([]);
    const entry = await auditEntry(customerId, 'customer_account.unconfirmed_removed');
    expect(entry).toMatchObject({ actorGuard: null, detail: { by: 'sweep', customer_removed: true } });

    // A confirmed account is never swept, however old.
    await sweepUnconfirmedAccounts(t.db, new Date(start.getTime() + 3_650 * day));
    expect(await accountOf(confirmed.customerId)).toBeDefined();
  });

  it("counts from the newest link: a second sign-up of the address days later keeps it another link's life", async () => {
    const start = clock();
    const first = await signedUp();
    // The second sign-up's link is made three days later (the module's clock is moved, then put back).
    later(3 * day);
    try {
      await signedUp({ email: first.body.email });
    } finally {
      later(-3 * day);
    }
    expect(await linksOf(first.customerId)).toHaveLength(2);
    await sweepUnconfirmedAccounts(t.db, new Date(due(start).getTime() + 60_000));
    expect(await accountOf(first.customerId)).toBeDefined();
    await sweepUnconfirmedAccounts(t.db, new Date(due(start).getTime() + 3 * day + 60_000));
    expect(await accountOf(first.customerId)).toBeUndefined();
  });

  it('keeps the record staff took on (only the unconfirmed sign-in goes), and a deleted customer as it is', async () => {
    const start = clock();
    const takenOn = await signedUp();
    await t.db
      .update(schema.customers)
      .set({ locationIds: [t.world.locationA.id] })
      .where(eq(schema.customers.id, takenOn.customerId));
    const deleted = await signedUp();
    await t.db
      .update(schema.customers)
      .set({ deletedAt: new Date() })
      .where(eq(schema.customers.id, deleted.customerId));
    const staffMade = await createCustomer(t.db, { primaryLocationId: t.world.locationA.id });

    const removed = await sweepUnconfirmedAccounts(t.db, new Date(due(start).getTime() + 60_000));
    expect(removed.accounts).toBeGreaterThanOrEqual(1);
    expect(await accountOf(takenOn.customerId)).toBeUndefined();
    expect(await linksOf(takenOn.customerId)).toEqual([]);
    expect(await customerOf(takenOn.customerId)).toMatchObject({ id: takenOn.customerId, deletedAt: null });
    expect(await accountOf(deleted.customerId)).toBeDefined();
    expect(await accountOf(staffMade.id)).toBeDefined();
  });

  it('runs as a periodic job of the platform', async () => {
    const [job] = customerAccountJobs(t.db, () => new Date(clock().getTime() + 3_650 * day));
    expect(job).toMatchObject({
      name: accountJobNames.sweepUnconfirmed,
      cron: expect.stringMatching(/\* \* \* \*$/) as string,
    });
    const { customerId } = await signedUp();
    await job!.handler({});
    expect(await accountOf(customerId)).toBeUndefined();
  });
});
