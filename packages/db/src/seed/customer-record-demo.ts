import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { assignCaseManager, createRestriction, ensureRestrictionOptions } from '../factories/customer-record.ts';
import { customerMessages, customers, mailOutbox, staffUsers } from '../schema/index.ts';

/**
 * The demo customer's record: engaged, agreement signed, Casey as case manager, a flag set by Alex and a first
 * message in the message center.
 */
export async function seedCustomerRecordDemo(
  tx: DbOrTx,
  customer: { id: number; primaryLocationId: number | null; email: string | null },
  caseManagerEmail: string,
  adminEmail: string,
) {
  await ensureRestrictionOptions(tx);
  const staffId = async (email: string) => {
    const [row] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
    return row!.id;
  };
  const caseManagerId = await staffId(caseManagerEmail);
  const adminId = await staffId(adminEmail);
  await tx
    .update(customers)
    .set({ engagementStatusFlag: true, agreementSigned: true, customerType: 'Adult' })
    .where(eq(customers.id, customer.id));
  await assignCaseManager(tx, customer.id, caseManagerId);
  await createRestriction(tx, {
    customerId: customer.id,
    creatorUserId: adminId,
    restrictionId: 2,
    locationId: customer.primaryLocationId,
    narrative: 'Maria asked for email or text only while she works clinic shifts.',
  });
  // A second flag, so an admin sees that flags are removed one at a time.
  await createRestriction(tx, {
    customerId: customer.id,
    creatorUserId: caseManagerId,
    restrictionId: 1,
    locationId: customer.primaryLocationId,
    narrative: 'Meet in the front office with a second staff member present.',
  });
  const welcome = {
    subject: 'Welcome to the workforce center',
    body: 'Hi Maria, I am your case manager. Reply here or call the front desk to book your first appointment.',
  };
  const [message] = await tx
    .insert(customerMessages)
    .values({ customerId: customer.id, senderUserId: caseManagerId, ...welcome })
    .returning({ id: customerMessages.id });
  // Queued like any sent message: the mail worker delivers it (locally unless SMTP_URL is set) on first start.
  if (customer.email) {
    await tx.insert(mailOutbox).values({ toAddress: customer.email, customerMessageId: message!.id, ...welcome });
  }
}
