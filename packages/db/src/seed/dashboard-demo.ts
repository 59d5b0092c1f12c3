import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { hashPassword } from '../factories/index.ts';
import { clientSettings, customerAccounts, customers, staffUsers } from '../schema/index.ts';

const dashboardFlags = { customer_login_info: true, portal_usage_statistics: true, outcomes: true, catalog: true };

/** Some hours ago, but never before the month began, so the "this month" counts hold on the 1st too. */
const thisMonthAgo = (hours: number) =>
  sql`greatest(date_trunc('month', now()), now() - make_interval(hours => ${hours}))`;
const lastMonth = sql`date_trunc('month', now()) - interval '3 days'`;

/**
 * Gives the staff dashboard something to count in the demo: its widgets switched on, a history of sign-ins,
 * two more portal accounts (one used this month, one not) and Casey's own caseload at Denver. The Enrolled widget
 * counts the service-log demo's open 'Active - Enrolled' enrolments.
 */
export async function seedDashboardDemo(db: DbOrTx, maria: { id: number; primaryLocationId: number | null }) {
  await db
    .update(clientSettings)
    .set({ featureFlags: sql`${clientSettings.featureFlags} || ${JSON.stringify(dashboardFlags)}::jsonb` })
    .where(eq(clientSettings.id, 1));
  if (maria.primaryLocationId === null) return;

  const neighbours = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.primaryLocationId, maria.primaryLocationId), ne(customers.id, maria.id)))
    // The newest (the Martínez family), leaving the first demo customers as the other demos expect them.
    .orderBy(desc(customers.id))
    .limit(4);
  const [regular, lapsed] = neighbours;

  const logins: Array<{ customerId: number; at: ReturnType<typeof sql> }> = [
    { customerId: maria.id, at: thisMonthAgo(50) },
    { customerId: maria.id, at: lastMonth },
  ];
  for (const [customer, lastLogin] of [
    [regular, thisMonthAgo(26)],
    [lapsed, lastMonth],
  ] as const) {
    if (!customer?.email) continue;
    // Demo-only accounts nobody signs in to: their password is random and never printed.
    await db.insert(customerAccounts).values({
      customerId: customer.id,
      email: customer.email,
      passwordHash: await hashPassword(crypto.randomUUID()),
      lastLoginAt: lastLogin,
    });
    logins.push({ customerId: customer.id, at: lastLogin });
  }
  for (const { customerId, at } of logins) {
    await db.execute(sql`insert into audit_log (actor_guard, actor_id, action, entity_type, entity_id, created_at)
      values ('customer', ${customerId}, 'login', 'customer_account', ${String(customerId)}, ${at})`);
  }

  if (neighbours.length === 0) return;
  const [casey] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, 'casey.nguyen@demo.example'));
  if (!casey) return;
  for (const customer of neighbours.slice(1)) {
    await db.execute(sql`insert into customer_case_managers (customer_id, staff_user_id)
      values (${customer.id}, ${casey.id}) on conflict do nothing`);
  }
}
