import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { customerAccountLanguages, type CurrentUser } from '@portal/contracts';

const { customerAccounts, customers, staffUserLocations, staffUsers } = schema;

export interface Credentials {
  userId: number;
  passwordHash: string;
  /** Inactive staff fail like a wrong password. */
  active: boolean;
}

export async function findCustomerCredentials(db: DbOrTx, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ userId: customerAccounts.customerId, passwordHash: customerAccounts.passwordHash })
    .from(customerAccounts)
    // A deleted customer signs in like an unknown email (docs/decisions/0010), and so does an account whose sign-up
    // is not confirmed yet (docs/decisions/0041).
    .innerJoin(customers, eq(customers.id, customerAccounts.customerId))
    .where(
      sql`lower(${customerAccounts.email}) = lower(${email}) and ${customers.deletedAt} is null
        and ${customerAccounts.emailVerifiedAt} is not null`,
    )
    .limit(1);
  return row ? { ...row, active: true } : null;
}

export async function findStaffCredentials(db: DbOrTx, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ userId: staffUsers.id, passwordHash: staffUsers.passwordHash, active: staffUsers.active })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function recordCustomerLogin(db: DbOrTx, customerId: number, at: Date): Promise<void> {
  await db.update(customerAccounts).set({ lastLoginAt: at }).where(eq(customerAccounts.customerId, customerId));
}

export async function recordStaffLogin(db: DbOrTx, staffId: number, at: Date): Promise<void> {
  await db.update(staffUsers).set({ lastLoginAt: at }).where(eq(staffUsers.id, staffId));
}

export async function customerCurrentUser(db: DbOrTx, customerId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customerAccounts.email,
      preferredLanguage: customerAccounts.preferredLanguage,
    })
    .from(customers)
    .innerJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) return null;
  return {
    userId: row.id,
    guard: 'customer',
    internal: false,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    role: null,
    locationIds: [],
    preferredLanguage: customerAccountLanguages.find((language) => language === row.preferredLanguage) ?? 'en',
  };
}

export async function staffCurrentUser(db: DbOrTx, staffId: number): Promise<CurrentUser | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  if (!row) return null;
  const locations = await db
    .select({ locationId: staffUserLocations.locationId })
    .from(staffUserLocations)
    .where(eq(staffUserLocations.staffUserId, staffId));
  return {
    userId: row.id,
    guard: 'staff',
    internal: true,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    role: row.role,
    locationIds: locations.map((location) => location.locationId).sort((a, b) => a - b),
  };
}
