import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';
import {
  directoryServices,
  referralStatusHistory,
  referrals,
  type ReferralStatusValue,
  staffUsers,
} from '../schema/index.ts';

/**
 * The referral journeys' own portal customer (Colorado Springs, ZIP 80907): no other journey asserts her, so the
 * referral journeys may ask for referrals and change their statuses without moving anyone else's figures.
 */
export const referralsDemoCustomer = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.whitfield@demo.example',
  zip: '80907',
} as const;

/** The case manager the referral journeys sign in as (Colorado Springs only; seeded by seedDemo). */
export const referralsDemoCaseManagerEmail = 'riley.chen@demo.example';

const otherPeople = [
  { firstName: 'Priya', lastName: 'Natarajan', birthdate: '1991-03-08', phone: '719-555-0171' },
  { firstName: 'Omar', lastName: 'Haddad', birthdate: '1984-12-19', phone: '719-555-0172' },
  { firstName: 'Keisha', lastName: 'Brown', birthdate: '1996-07-27', phone: '303-555-0173' },
  { firstName: 'Victor', lastName: 'Alvarez', birthdate: '1979-05-02', phone: '303-555-0174' },
  { firstName: 'Lena', lastName: 'Novak', birthdate: '2000-09-15', phone: '719-555-0175' },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

interface Step {
  to: ReferralStatusValue;
  by: number | null;
  note?: string;
  daysAgo: number;
}

/**
 * Referrals between Colorado Springs and Aurora in every in-network status, with their histories, and
 * out-of-network ones from Colorado Springs to the demo directory's services when it is there. Nothing touches
 * Denver: the Denver case manager's dashboard is asserted empty by e2e/dashboard.spec.ts.
 */
export async function seedReferralsDemo(
  db: DbOrTx,
  password: string,
  locations: { aurora: number; springs: number },
): Promise<void> {
  const staff = await db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffUsers)
    .where(inArray(staffUsers.email, [referralsDemoCaseManagerEmail, 'alex.morgan@demo.example']));
  const riley = staff.find((row) => row.email === referralsDemoCaseManagerEmail)?.id ?? null;
  const alex = staff.find((row) => row.email === 'alex.morgan@demo.example')?.id ?? null;

  const dana = await createCustomer(db, {
    firstName: referralsDemoCustomer.firstName,
    lastName: referralsDemoCustomer.lastName,
    portalEmail: referralsDemoCustomer.email,
    password,
    birthdate: '1990-08-21',
    phone: '719-555-0170',
    address: '3650 N Nevada Ave',
    zip: referralsDemoCustomer.zip,
    primaryLocationId: locations.springs,
    source: 'Walk-in',
  });
  const people = [];
  for (const [index, person] of otherPeople.entries())
    people.push(
      await createCustomer(db, {
        ...person,
        portal: false,
        primaryLocationId: index % 2 === 0 ? locations.springs : locations.aurora,
        source: 'Referral',
      }),
    );
  const [priya, omar, keisha, victor, lena] = people;

  async function refer(
    customerId: number,
    values: Partial<typeof referrals.$inferInsert> & { kind: 'network' | 'external' },
    steps: Step[],
  ) {
    const last = steps[steps.length - 1]!;
    const [row] = await db
      .insert(referrals)
      .values({
        customerId,
        status: last.to,
        createdByStaffId: steps[0]!.by,
        note: steps[0]!.note ?? null,
        createdAt: daysAgo(steps[0]!.daysAgo),
        updatedAt: daysAgo(last.daysAgo),
        ...values,
      })
      .returning({ id: referrals.id });
    let from: ReferralStatusValue | null = null;
    for (const step of steps) {
      await db.insert(referralStatusHistory).values({
        referralId: row!.id,
        fromStatus: from,
        toStatus: step.to,
        note: step.note ?? null,
        changedByStaffId: step.by,
        createdAt: daysAgo(step.daysAgo),
      });
      from = step.to;
    }
  }

  const outgoing = { kind: 'network' as const, fromLocationId: locations.springs, toLocationId: locations.aurora };
  const incoming = { kind: 'network' as const, fromLocationId: locations.aurora, toLocationId: locations.springs };
  await refer(priya!.id, outgoing, [{ to: 'new', by: riley, note: 'Interested in the CDL class', daysAgo: 2 }]);
  await refer(omar!.id, outgoing, [
    { to: 'new', by: riley, note: 'Warehouse safety certificate', daysAgo: 12 },
    { to: 'accepted', by: alex, note: 'Starts the next cohort', daysAgo: 9 },
  ]);
  await refer(keisha!.id, outgoing, [
    { to: 'new', by: riley, note: 'Evening GED classes', daysAgo: 20 },
    { to: 'rejected', by: alex, note: 'No evening seats this term; try again in the spring', daysAgo: 15 },
  ]);
  await refer(victor!.id, incoming, [
    { to: 'new', by: alex, note: 'Moved to Colorado Springs; continue his job search', daysAgo: 8 },
    { to: 'accepted', by: riley, daysAgo: 6 },
    { to: 'in_progress', by: riley, note: 'First appointment held', daysAgo: 3 },
  ]);
  await refer(lena!.id, incoming, [
    { to: 'new', by: alex, note: 'Resume workshop', daysAgo: 40 },
    { to: 'accepted', by: riley, daysAgo: 38 },
    { to: 'completed', by: riley, note: 'Finished the workshop', daysAgo: 30 },
  ]);
  await refer(omar!.id, incoming, [{ to: 'new', by: alex, note: 'Forklift refresher', daysAgo: 1 }]);
  await refer(dana.id, outgoing, [
    { to: 'new', by: riley, note: 'Medical billing certificate', daysAgo: 18 },
    { to: 'accepted', by: alex, note: 'Enrolled for the fall session', daysAgo: 16 },
  ]);

  // Out-of-network: the first demo directory services, when the directory is seeded before this.
  const services = await db
    .select({ id: directoryServices.id, name: directoryServices.name })
    .from(directoryServices)
    .where(eq(directoryServices.status, 'active'))
    .orderBy(asc(directoryServices.name), asc(directoryServices.id))
    .limit(3);
  const external: [number, ReferralStatusValue, string][] = [
    [dana.id, 'info', 'Gave her the hours and the address'],
    [priya!.id, 'referral', 'Called ahead and sent the referral form'],
    [keisha!.id, 'inquiry', 'Asked whether they have evening hours'],
  ];
  for (const [index, service] of services.entries()) {
    const [customerId, status, note] = external[index]!;
    await refer(
      customerId,
      { kind: 'external', fromLocationId: locations.springs, toServiceId: service.id, toServiceName: service.name },
      [{ to: status, by: riley, note, daysAgo: 5 + index }],
    );
  }
}
