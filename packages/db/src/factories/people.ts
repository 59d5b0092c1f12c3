import type { DbOrTx } from '../client.ts';
import { createEnrollment } from './service-log.ts';
import {
  customerAccounts,
  customerEducationalExperiences,
  customerJobExperiences,
  customers,
  customerSources,
  educationalExperienceAccomplishments,
  educationLevels,
  jobExperienceAccomplishments,
  locations,
  staffUserLocations,
  staffUsers,
} from '../schema/index.ts';

/**
 * The people every other factory builds on: locations, staff, customers with their portal accounts, education levels
 * and a customer's job and education history. Each takes overrides and fills the rest with plausible values.
 */

let sequence = 0;
const next = () => ++sequence;

/**
 * Argon2id with OWASP's minimum parameters (19 MiB, 2 passes); the same call the login path verifies. The native
 * hasher loads with the first password hashed (a seed), not with the server (issue #30).
 */
export async function hashPassword(password: string): Promise<string> {
  const { hash } = await import('@node-rs/argon2');
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

// Hashing costs ~50 ms; tests and seeds reuse one hash per distinct password.
const hashCache = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hashed = hashCache.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashCache.set(password, hashed);
  }
  return hashed;
}

export async function createLocation(db: DbOrTx, overrides: Partial<typeof locations.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(locations)
    .values({ name: `Workforce Center ${n}`, city: 'Denver', state: 'CO', zip: '80202', ...overrides })
    .returning();
  return row!;
}

export interface StaffOverrides extends Partial<typeof staffUsers.$inferInsert> {
  password?: string;
  locationIds?: number[];
}

export async function createStaffUser(db: DbOrTx, overrides: StaffOverrides = {}) {
  const n = next();
  const { password = 'Password123!', locationIds = [], ...values } = overrides;
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: `staff${n}@example.test`,
      firstName: 'Casey',
      lastName: `Manager${n}`,
      role: 'case_manager',
      passwordHash: await cachedHash(password),
      ...values,
    })
    .returning();
  if (locationIds.length > 0) {
    await db.insert(staffUserLocations).values(locationIds.map((locationId) => ({ staffUserId: row!.id, locationId })));
  }
  return { ...row!, password, locationIds };
}

export interface CustomerOverrides extends Partial<typeof customers.$inferInsert> {
  /** Creates a portal account with this email unless `portal` is false. */
  portalEmail?: string;
  password?: string;
  portal?: boolean;
  source?: string;
  /** Gives the customer an open enrolment whose current status is 'Active - Enrolled' (what "enrolled" means). */
  enrolled?: boolean;
}

export async function createCustomer(db: DbOrTx, overrides: CustomerOverrides = {}) {
  const n = next();
  const {
    portalEmail,
    password = 'Password123!',
    portal = true,
    source = 'Walk-in',
    enrolled = false,
    ...values
  } = overrides;
  const email = portalEmail ?? values.email ?? `customer${n}@example.test`;
  const [row] = await db
    .insert(customers)
    .values({ firstName: 'Jordan', lastName: `Rivera${n}`, email, birthdate: '1990-05-17', ...values })
    .returning();
  const customer = row!;
  if (customer.primaryLocationId) {
    await db
      .insert(customerSources)
      .values({ customerId: customer.id, locationId: customer.primaryLocationId, source });
  }
  if (portal) {
    await db
      .insert(customerAccounts)
      .values({ customerId: customer.id, email, passwordHash: await cachedHash(password) });
  }
  if (enrolled) {
    await createEnrollment(db, customer.id, { statuses: ['Active - Reportable Individual', 'Active - Enrolled'] });
  }
  return { ...customer, portalEmail: portal ? email : null, password };
}

/** The levels a customer picks from; scale is the 1-5 education scale of occupation pages. */
export const educationLevelNames = [
  { name: 'Less than High School', scale: 1 },
  { name: 'High School Diploma or GED', scale: 1 },
  { name: 'Postsecondary Certificate', scale: 2 },
  { name: 'Some College, No Degree', scale: 2 },
  { name: "Associate's Degree", scale: 3 },
  { name: "Bachelor's Degree", scale: 4 },
  { name: "Master's Degree", scale: 5 },
  { name: 'Doctoral or Professional Degree', scale: 5 },
] as const;

export async function ensureEducationLevels(db: DbOrTx) {
  const existing = await db.select().from(educationLevels);
  if (existing.length > 0) return existing;
  return db
    .insert(educationLevels)
    .values(educationLevelNames.map((level, index) => ({ ...level, sortOrder: index + 1 })))
    .returning();
}

export interface JobExperienceOverrides extends Partial<typeof customerJobExperiences.$inferInsert> {
  accomplishments?: string[];
}

export async function createJobExperience(db: DbOrTx, customerId: number, overrides: JobExperienceOverrides = {}) {
  const { accomplishments = ['Trained three new team members'], ...values } = overrides;
  const [row] = await db
    .insert(customerJobExperiences)
    .values({
      customerId,
      jobTitle: 'Warehouse Associate',
      companyName: 'Front Range Logistics',
      startDate: '2019-03-01',
      finishDate: '2022-08-01',
      currentRole: false,
      ...values,
    })
    .returning();
  if (accomplishments.length > 0) {
    await db.insert(jobExperienceAccomplishments).values(
      accomplishments.map((description, position) => ({
        uuid: crypto.randomUUID(),
        jobExperienceId: row!.id,
        description,
        position,
      })),
    );
  }
  return row!;
}

export interface EducationalExperienceOverrides extends Partial<typeof customerEducationalExperiences.$inferInsert> {
  accomplishments?: string[];
}

export async function createEducationalExperience(
  db: DbOrTx,
  customerId: number,
  overrides: EducationalExperienceOverrides = {},
) {
  const { accomplishments = ["Dean's list two semesters"], ...values } = overrides;
  const levels = await ensureEducationLevels(db);
  const [row] = await db
    .insert(customerEducationalExperiences)
    .values({
      customerId,
      school: 'Community College of Denver',
      educationLevelId: levels[4]!.id,
      fieldOfStudy: 'Business Administration',
      finishDate: '2018-05-31',
      ...values,
    })
    .returning();
  if (accomplishments.length > 0) {
    await db.insert(educationalExperienceAccomplishments).values(
      accomplishments.map((description, position) => ({
        uuid: crypto.randomUUID(),
        educationalExperienceId: row!.id,
        description,
        position,
      })),
    );
  }
  return row!;
}
