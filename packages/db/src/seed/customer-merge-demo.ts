import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';
import { assignCaseManager } from '../factories/customer-record.ts';
import { createServiceLog } from '../factories/service-log.ts';
import { services, staffUsers } from '../schema/index.ts';

/** The duplicate pair at Denver (same birthdate, a typo in the last name) and the customer the transfer journey moves. */
export const mergeDemoCustomers = {
  kept: { firstName: 'Jordan', lastName: 'Whitaker', birthdate: '1979-11-23' },
  duplicate: { firstName: 'Jordan', lastName: 'Whitakre', birthdate: '1979-11-23', phone: '303-555-0190' },
  transfer: { firstName: 'Dana', lastName: 'Okafor', birthdate: '1992-02-14' },
} as const;

/**
 * Merge and transfer demo (issue #26): Jordan Whitaker came in twice, and each visit has its own service, so a merge
 * has two histories to join; Dana Okafor is on Casey's caseload at Denver, ready to move to Colorado Springs.
 */
export async function seedCustomerMergeDemo(tx: DbOrTx, options: { caseManagerEmail: string; denverId: number }) {
  const [caseManager] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, options.caseManagerEmail.toLowerCase()));
  const [service] = await tx.select({ id: services.id }).from(services).orderBy(asc(services.id)).limit(1);
  const at = { portal: false, primaryLocationId: options.denverId, source: 'Walk-in' };
  const visits = [
    { person: mergeDemoCustomers.kept, title: 'Resume review for warehouse roles', daysAgo: 40 },
    { person: mergeDemoCustomers.duplicate, title: 'Forklift certification referral', daysAgo: 12 },
  ];
  for (const visit of visits) {
    const customer = await createCustomer(tx, { ...at, ...visit.person });
    const startAt = new Date(Date.now() - visit.daysAgo * 86_400_000);
    await createServiceLog(tx, {
      customerId: customer.id,
      createdBy: caseManager!.id,
      loggedBy: caseManager!.id,
      locationId: options.denverId,
      title: visit.title,
      startAt,
      ...(service ? { serviceId: service.id } : {}),
    });
  }
  const dana = await createCustomer(tx, { ...at, ...mergeDemoCustomers.transfer });
  await assignCaseManager(tx, dana.id, caseManager!.id);
}
