import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { authPaths } from '@portal/contracts';
import { type TestApp, TestClient } from '../../testing/test-app.ts';

/** A directory service (with its organisation) to refer to; status 'active' unless told otherwise. */
export async function createDirectoryService(
  db: DbOrTx,
  values: { name?: string; status?: string } = {},
): Promise<{ id: string; name: string }> {
  const organizationId = randomUUID();
  const id = randomUUID();
  const name = values.name ?? `Pantry ${id.slice(0, 8)}`;
  await db.insert(schema.directoryOrganizations).values({ id: organizationId, name: `${name} Inc.` });
  await db.insert(schema.directoryServices).values({
    id,
    organizationId,
    name,
    description: 'Free groceries every week.',
    status: values.status ?? 'active',
  });
  return { id, name };
}

/** A referral row written straight to the table (for list, scope and export tests). */
export async function insertReferral(db: DbOrTx, values: typeof schema.referrals.$inferInsert): Promise<number> {
  const [row] = await db.insert(schema.referrals).values(values).returning({ id: schema.referrals.id });
  return row!.id;
}

export async function historyOf(db: DbOrTx, referralId: number) {
  const result = (await db.execute(
    sql`select from_status, to_status, note, changed_by_staff_id, changed_by_customer_id
      from referral_status_history where referral_id = ${referralId} order by id`,
  )) as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A client signed in to the customer portal as this customer. */
export async function signInCustomer(t: TestApp, customer: { portalEmail: string | null; password: string }) {
  const client = new TestClient(t.app);
  await client.fetchCsrfToken();
  const response = await client.post(authPaths.customerLogin, {
    email: customer.portalEmail,
    password: customer.password,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return client;
}
