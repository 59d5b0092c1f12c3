import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import type { CustomerAccountTokenPayload, CustomerAccountTokenPurpose } from '@portal/db/schema';
import { type CustomerAccountLanguage, customerAccountLanguages } from '@portal/contracts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { AccountMail } from './mail.ts';

const { customerAccounts, customerAccountTokens, customers, mailOutbox, sessions } = schema;

/** 32 random bytes, base64url (43 characters): what the link carries. Only its SHA-256 is stored. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const asLanguage = (value: string | null | undefined): CustomerAccountLanguage =>
  (customerAccountLanguages as readonly string[]).includes(value ?? '') ? (value as CustomerAccountLanguage) : 'en';

export interface AccountRow {
  customerId: number;
  email: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  preferredLanguage: CustomerAccountLanguage;
  lastLoginAt: Date | null;
  firstName: string;
  lastName: string;
  /** A deleted (or merged) customer's account acts as if it did not exist (ADR 0010). */
  gone: boolean;
}

const accountColumns = {
  customerId: customerAccounts.customerId,
  email: customerAccounts.email,
  passwordHash: customerAccounts.passwordHash,
  emailVerifiedAt: customerAccounts.emailVerifiedAt,
  preferredLanguage: customerAccounts.preferredLanguage,
  lastLoginAt: customerAccounts.lastLoginAt,
  firstName: customers.firstName,
  lastName: customers.lastName,
  gone: sql<boolean>`(${customers.deletedAt} is not null or ${customers.mergedInto} is not null)`,
};

function toAccount(row: Omit<AccountRow, 'preferredLanguage'> & { preferredLanguage: string }): AccountRow {
  return { ...row, gone: Boolean(row.gone), preferredLanguage: asLanguage(row.preferredLanguage) };
}

export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customerAccounts)
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .where(sql`lower(${customerAccounts.email}) = lower(${email})`)
    .limit(1);
  return row ? toAccount(row) : null;
}

export async function findAccount(db: DbOrTx, customerId: number): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customerAccounts)
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .where(eq(customerAccounts.customerId, customerId))
    .limit(1);
  return row ? toAccount(row) : null;
}

/** Serialises sign-ups of one address (two at once must not both create an account). */
export async function lockAddress(db: DbOrTx, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-account:${email.toLowerCase()}`}))`);
}

export async function createUnconfirmedAccount(
  db: DbOrTx,
  values: {
    firstName: string;
    lastName: string;
    email: string;
    birthdate: string;
    passwordHash: string;
    preferredLanguage: CustomerAccountLanguage;
  },
): Promise<number> {
  const [customer] = await db
    .insert(customers)
    .values({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      birthdate: values.birthdate,
    })
    .returning({ id: customers.id });
  await db.insert(customerAccounts).values({
    customerId: customer!.id,
    email: values.email,
    passwordHash: values.passwordHash,
    preferredLanguage: values.preferredLanguage,
    emailVerifiedAt: null,
  });
  return customer!.id;
}

export async function insertToken(
  db: DbOrTx,
  values: {
    customerId: number;
    purpose: CustomerAccountTokenPurpose;
    sentTo: string;
    payload: CustomerAccountTokenPayload;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<string> {
  const { token, hash } = newAccountToken();
  await db.insert(customerAccountTokens).values({ ...values, tokenHash: hash });
  return token;
}

/** Voids the account's unused links of these purposes (a newer link, or a change that makes them stale). */
export async function voidTokens(
  db: DbOrTx,
  customerId: number,
  purposes: CustomerAccountTokenPurpose[],
  now: Date,
): Promise<void> {
  await db
    .update(customerAccountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerAccountTokens.customerId, customerId),
        inArray(customerAccountTokens.purpose, purposes),
        isNull(customerAccountTokens.usedAt),
      ),
    );
}

export async function findToken(db: DbOrTx, hash: string) {
  const [row] = await db.select().from(customerAccountTokens).where(eq(customerAccountTokens.tokenHash, hash)).limit(1);
  return row ?? null;
}

/** Marks the link used; false when another request used it first (single use under concurrency). */
export async function claimToken(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(customerAccountTokens)
    .set({ usedAt: now })
    .where(and(eq(customerAccountTokens.id, id), isNull(customerAccountTokens.usedAt)))
    .returning({ id: customerAccountTokens.id });
  return rows.length > 0;
}

/** The address of the newest email change still waiting for its link, or null. */
export async function pendingEmail(db: DbOrTx, customerId: number, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ sentTo: customerAccountTokens.sentTo })
    .from(customerAccountTokens)
    .where(
      and(
        eq(customerAccountTokens.customerId, customerId),
        eq(customerAccountTokens.purpose, 'email_change'),
        isNull(customerAccountTokens.usedAt),
        gt(customerAccountTokens.expiresAt, now),
      ),
    )
    .orderBy(sql`${customerAccountTokens.id} desc`)
    .limit(1);
  return row?.sentTo ?? null;
}

export async function updateAccount(
  db: DbOrTx,
  customerId: number,
  values: Partial<{
    email: string;
    passwordHash: string;
    emailVerifiedAt: Date;
    preferredLanguage: CustomerAccountLanguage;
    lastLoginAt: Date;
  }>,
): Promise<void> {
  await db
    .update(customerAccounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerAccounts.customerId, customerId));
}

export async function updateCustomerNames(
  db: DbOrTx,
  customerId: number,
  values: { firstName: string; lastName: string; birthdate: string },
): Promise<void> {
  await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
}

/** Whether another account signs in with this address. */
export async function emailTakenByOther(db: DbOrTx, email: string, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAccounts.customerId })
    .from(customerAccounts)
    .where(and(sql`lower(${customerAccounts.email}) = lower(${email})`, ne(customerAccounts.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}

export async function queueMail(db: DbOrTx, to: string, mail: AccountMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: to, subject: mail.subject, body: mail.text, htmlBody: mail.html })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Ends every live session of the customer (but `keepSessionId`'s). This process forgets its cached callers before
 * and after (ADR 0027); inside a transaction the caller calls forgetCachedSessions() again after the commit.
 */
export async function revokeCustomerSessions(
  db: DbOrTx,
  customerId: number,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  forgetCachedSessions();
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.guard, 'customer'),
        eq(sessions.userId, customerId),
        isNull(sessions.revokedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  forgetCachedSessions();
  return rows.length;
}

/** Sessions not revoked and not past their absolute expiry (an idle one still counts until it is cleaned up). */
export async function countLiveSessions(db: DbOrTx, customerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(
      and(
        eq(sessions.guard, 'customer'),
        eq(sessions.userId, customerId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return Number(row?.count ?? 0);
}

/** The customer's scope and names for the staff page (deleted and merged ones included, for the caller to refuse). */
export async function findCustomerForStaff(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      locationIds: customers.locationIds,
      firstName: customers.firstName,
      lastName: customers.lastName,
      deletedAt: customers.deletedAt,
      mergedInto: customers.mergedInto,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
