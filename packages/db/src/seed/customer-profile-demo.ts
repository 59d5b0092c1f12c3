import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';
import { customerChanges, customers, staffUsers } from '../schema/index.ts';

const day = 24 * 60 * 60 * 1000;

type Demographics = Partial<
  Pick<
    typeof customers.$inferInsert,
    | 'sex'
    | 'hispanicLatino'
    | 'races'
    | 'disability'
    | 'veteranStatus'
    | 'highestGradeCompleted'
    | 'employmentStatusAtEntry'
    | 'preferredName'
  >
>;

/** Answers for some of the named demo customers (the rest were not asked yet, as on a real caseload). */
const answers: ReadonlyArray<{ firstName: string; lastName: string } & Demographics> = [
  {
    firstName: 'James',
    lastName: 'Carter',
    sex: 'male',
    hispanicLatino: 'no',
    races: ['black_african_american'],
    disability: 'no',
    veteranStatus: 'yes',
    highestGradeCompleted: 'high_school_diploma',
    employmentStatusAtEntry: 'unemployed',
  },
  {
    firstName: 'Aisha',
    lastName: 'Robinson',
    sex: 'female',
    hispanicLatino: 'no',
    races: ['black_african_american'],
    disability: 'no',
    veteranStatus: 'no',
    highestGradeCompleted: 'associate_degree',
    employmentStatusAtEntry: 'employed',
  },
  {
    firstName: 'Luis',
    lastName: 'Hernandez',
    preferredName: 'Lucho',
    sex: 'male',
    hispanicLatino: 'yes',
    races: ['white'],
    disability: 'not_disclosed',
    veteranStatus: 'no',
    highestGradeCompleted: 'grade_11',
    employmentStatusAtEntry: 'unemployed',
  },
  {
    firstName: 'Noah',
    lastName: 'Begay',
    sex: 'male',
    hispanicLatino: 'no',
    races: ['american_indian_alaska_native'],
    disability: 'yes',
    veteranStatus: 'no',
    highestGradeCompleted: 'high_school_equivalency',
    employmentStatusAtEntry: 'not_in_labor_force',
  },
  {
    firstName: 'Mei',
    lastName: 'Zhang',
    sex: 'female',
    hispanicLatino: 'no',
    races: ['asian'],
    disability: 'no',
    veteranStatus: 'no',
    highestGradeCompleted: 'bachelor_degree',
    employmentStatusAtEntry: 'employed_notice_of_termination',
  },
];

/**
 * The case file's profile demo (issue #26): demographics on the demo customer and several named customers, two
 * veterans over 55 at Denver (so "veterans of my caseload over 55" finds someone), and the demo customer's change
 * history: her case manager corrected her address and added her preferred name; the admin fixed her phone.
 */
export async function seedCustomerProfileDemo(
  tx: DbOrTx,
  maria: { id: number },
  options: { caseManagerEmail: string; adminEmail: string; denverId: number },
) {
  const staffId = async (email: string) => {
    const [row] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
    return row!.id;
  };
  const casey = await staffId(options.caseManagerEmail);
  const alex = await staffId(options.adminEmail);

  for (const { firstName, lastName, ...values } of answers) {
    await tx
      .update(customers)
      .set(values)
      .where(and(eq(customers.firstName, firstName), eq(customers.lastName, lastName)));
  }

  const veterans = [
    { firstName: 'Walter', lastName: 'Briggs', birthdate: '1961-08-14', phone: '303-555-0171', sex: 'male' },
    { firstName: 'Dolores', lastName: 'Archuleta', birthdate: '1957-02-03', phone: '720-555-0172', sex: 'female' },
  ] as const;
  for (const veteran of veterans) {
    await createCustomer(tx, {
      ...veteran,
      portal: false,
      email: `${veteran.firstName.toLowerCase()}.${veteran.lastName.toLowerCase()}@demo.example`,
      primaryLocationId: options.denverId,
      source: 'Walk-in',
      hispanicLatino: veteran.lastName === 'Archuleta' ? 'yes' : 'no',
      races: ['white'],
      disability: 'no',
      veteranStatus: 'yes',
      highestGradeCompleted: 'some_postsecondary',
      employmentStatusAtEntry: 'unemployed',
    });
  }

  await tx
    .update(customers)
    .set({
      preferredName: 'Mari',
      address: '2150 W 29th Ave',
      zip: '80211',
      sex: 'female',
      hispanicLatino: 'yes',
      races: ['white'],
      disability: 'no',
      veteranStatus: 'no',
      highestGradeCompleted: 'postsecondary_certificate',
      employmentStatusAtEntry: 'employed',
    })
    .where(eq(customers.id, maria.id));
  const fortnightAgo = new Date(Date.now() - 14 * day);
  const lastWeek = new Date(Date.now() - 7 * day);
  await tx.insert(customerChanges).values([
    {
      customerId: maria.id,
      changedByStaffId: casey,
      changedAt: fortnightAgo,
      field: 'address',
      oldValue: '2105 W 29th Ave',
      newValue: '2150 W 29th Ave',
    },
    {
      customerId: maria.id,
      changedByStaffId: casey,
      changedAt: fortnightAgo,
      field: 'preferred_name',
      oldValue: null,
      newValue: 'Mari',
    },
    {
      customerId: maria.id,
      changedByStaffId: alex,
      changedAt: lastWeek,
      field: 'phone',
      oldValue: '303-555-0184',
      newValue: '303-555-0148',
    },
  ]);
}
