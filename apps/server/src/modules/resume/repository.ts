import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';

const { customers, customerAccounts, occupations } = schema;

/** The resume's heading: the customer's name and how to reach them (the portal email when the record has none). */
export async function findContact(db: Db, customerId: number) {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      accountEmail: customerAccounts.email,
      phone: customers.phone,
      address: customers.address,
      zip: customers.zip,
    })
    .from(customers)
    .leftJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function findOccupationTitle(db: Db, occupationId: number): Promise<string | null> {
  const [row] = await db.select({ title: occupations.title }).from(occupations).where(eq(occupations.id, occupationId));
  return row?.title ?? null;
}
