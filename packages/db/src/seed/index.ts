import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  createCustomer,
  createEducationalExperience,
  createJobExperience,
  createLocation,
  createStaffUser,
  ensureEducationLevels,
} from '../factories/index.ts';
import { seedCatalogue } from '../reference/catalogue-loader.ts';
import { careerClusters, clientSettings, staffUsers } from '../schema/index.ts';
import { careerClusterSeed } from './career-clusters.ts';
import { seedClusterSurvey } from './cluster-survey.ts';
import { seedCustomerRecordDemo } from './customer-record-demo.ts';
import { seedDashboardDemo } from './dashboard-demo.ts';
import { seedServiceLogDemo } from './service-log-demo.ts';
import { seedForms, seedRaces } from './forms/index.ts';
import { seedFormsDemo } from './forms-demo.ts';
import { demoCustomers, demoLocations } from './demo-people.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
  url: string;
}

/** Demo accounts exist only in demo mode; their passwords are printed at start-up, so never use them elsewhere. */
export const demoPassword = 'Demo-Portal-2026!';

export const demoLogins: DemoLogin[] = [
  { role: 'Customer', email: 'maria.lopez@demo.example', password: demoPassword, url: '/customer-portal/login' },
  { role: 'Case manager', email: 'casey.nguyen@demo.example', password: demoPassword, url: '/login' },
  { role: 'Admin', email: 'alex.morgan@demo.example', password: demoPassword, url: '/login' },
  { role: 'Agency admin', email: 'jamie.patel@demo.example', password: demoPassword, url: '/login' },
];

/** Reference rows every installation needs, demo or not. */
export async function seedReference(db: Db) {
  await db.insert(clientSettings).values({ id: 1 }).onConflictDoNothing();
  await ensureEducationLevels(db);
  await db
    .insert(careerClusters)
    .values([...careerClusterSeed])
    .onConflictDoUpdate({
      target: careerClusters.id,
      set: { name: sql`excluded.name`, description: sql`excluded.description` },
    });
  await seedClusterSurvey(db);
  await seedRaces(db);
}

/** Seeds the demo world once; later starts find staff users and leave everything as it is. */
export async function seedDemo(db: Db): Promise<{ created: boolean; logins: DemoLogin[] }> {
  await seedReference(db);
  await seedCatalogue(db);
  await seedForms(db);
  const [existing] = await db.select({ n: count() }).from(staffUsers);
  if ((existing?.n ?? 0) > 0) return { created: false, logins: demoLogins };

  await db.transaction(async (tx) => {
    const locations = [];
    for (const location of demoLocations) locations.push(await createLocation(tx, location));
    const [denver, aurora, springs] = locations;

    const [customerLogin, caseManagerLogin, adminLogin, agencyAdminLogin] = demoLogins;
    await createStaffUser(tx, {
      email: caseManagerLogin!.email,
      password: demoPassword,
      firstName: 'Casey',
      lastName: 'Nguyen',
      role: 'case_manager',
      locationIds: [denver!.id],
    });
    await createStaffUser(tx, {
      email: adminLogin!.email,
      password: demoPassword,
      firstName: 'Alex',
      lastName: 'Morgan',
      role: 'admin',
      locationIds: [denver!.id, aurora!.id],
    });
    await createStaffUser(tx, {
      email: agencyAdminLogin!.email,
      password: demoPassword,
      firstName: 'Jamie',
      lastName: 'Patel',
      role: 'agency_admin',
    });
    await createStaffUser(tx, {
      email: 'riley.chen@demo.example',
      password: demoPassword,
      firstName: 'Riley',
      lastName: 'Chen',
      role: 'case_manager',
      locationIds: [springs!.id],
    });

    const maria = await createCustomer(tx, {
      firstName: 'Maria',
      lastName: 'Lopez',
      portalEmail: customerLogin!.email,
      password: demoPassword,
      phone: '303-555-0148',
      birthdate: '1988-04-12',
      primaryLocationId: denver!.id,
      source: 'Walk-in',
    });
    await createJobExperience(tx, maria.id, {
      jobTitle: 'Medical Assistant',
      companyName: 'Cherry Creek Family Clinic',
      startDate: '2021-06-01',
      finishDate: null,
      currentRole: true,
      description: 'Room patients, take vitals and keep the front desk moving on busy clinic days.',
      accomplishments: ['Cut patient check-in time by a third', 'Trained two new assistants on the EHR'],
    });
    await createJobExperience(tx, maria.id, {
      jobTitle: 'Retail Sales Associate',
      companyName: 'Union Station Outfitters',
      startDate: '2016-09-01',
      finishDate: '2021-05-01',
      description: 'Sold outdoor gear and handled returns and inventory counts.',
      accomplishments: ['Top seller for the 2019 holiday season'],
    });
    await createEducationalExperience(tx, maria.id, {
      school: 'Emily Griffith Technical College',
      fieldOfStudy: 'Medical Assisting',
      finishDate: '2021-05-31',
      accomplishments: ['Completed a 160-hour clinical externship'],
    });

    for (const [index, person] of demoCustomers.entries()) {
      await createCustomer(tx, {
        ...person,
        portal: false,
        primaryLocationId: locations[index % locations.length]!.id,
        source: index % 3 === 0 ? 'Referral' : 'Walk-in',
      });
    }
    await seedDashboardDemo(tx, maria);
    await seedCustomerRecordDemo(tx, maria, caseManagerLogin!.email, adminLogin!.email);
    await seedServiceLogDemo(tx);
    await seedFormsDemo(tx, maria);
  });
  return { created: true, logins: demoLogins };
}
