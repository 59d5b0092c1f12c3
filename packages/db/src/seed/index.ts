import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../client.ts';
import {
  createCustomer,
  createEducationalExperience,
  createJobExperience,
  createLocation,
  createStaffUser,
  ensureEducationLevels,
} from '../factories/index.ts';
import { seedCatalogue } from '../reference/catalogue-loader.ts';
import {
  careerClusters,
  clientSettings,
  clusterSurveyResponses,
  clusterSurveySteps,
  customerEducationalExperiences,
  customerJobExperiences,
  customerMatches,
  customers,
  educationLevels,
  employerServiceTypes,
  forms,
  fundingCourseTypes,
  fundingPaymentTypes,
  occupations,
  performanceTypes,
  races,
  savedClusters,
  skillsSurveyResponses,
  staffUsers,
} from '../schema/index.ts';
import { careerClusterSeed } from './career-clusters.ts';
import { seedClusterSurvey } from './cluster-survey.ts';
import { seedCustomerRecordDemo } from './customer-record-demo.ts';
import { seedCaseNotesDemo } from './case-notes-demo.ts';
import { seedOutcomesDemo } from './outcomes-demo.ts';
import { seedCustomerHomeDemo } from './customer-home-demo.ts';
import { seedCustomerProfileDemo } from './customer-profile-demo.ts';
import { seedDashboardDemo } from './dashboard-demo.ts';
import { seedServiceLogDemo } from './service-log-demo.ts';
import { seedRemindersDemo } from './reminders-demo.ts';
import { raceSeed, seedFormDefinitions, seedForms, seedRaces } from './forms/index.ts';
import { seedFormsDemo } from './forms-demo.ts';
import { demoCustomers, demoLocations } from './demo-people.ts';
import { employerDemoOwners, seedEmployerServiceCatalogue, seedEmployersDemo } from './employers-demo.ts';
import { seedJobBoardDemo } from './job-board-demo.ts';
import { seedServiceDirectoryDemo } from './service-directory-demo.ts';
import { seedDynamicQueryDemo } from './dynamic-query-demo.ts';
import { referralsDemoCustomer, seedReferralsDemo } from './referrals-demo.ts';
import { seedDocumentsDemo } from './documents-demo.ts';
import { performanceTypeSeed, seedPerformanceTypes } from './performance-types.ts';
import { performanceDemoCaseManagerEmail, seedPerformanceDemo } from './performance-demo.ts';
import { seedIndicatorsDemo } from './indicators-demo.ts';
import { seedFundingDemo, seedFundingReference } from './funding-demo.ts';
import { seedPirlDemo } from './pirl-demo.ts';
import { seedProgramApplicationsDemo } from './program-applications-demo.ts';
import { seedCustomerMergeDemo } from './customer-merge-demo.ts';

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
  // A participant who has told us nothing yet: My Career shows the no-input banner and example matches.
  { role: 'New customer', email: 'sam.rivera@demo.example', password: demoPassword, url: '/customer-portal/login' },
  // The 211 Resource Finder and referrals customer (Colorado Springs).
  {
    role: 'Referrals customer',
    email: referralsDemoCustomer.email,
    password: demoPassword,
    url: '/customer-portal/login',
  },
  // Casey's Denver colleague, to share stored queries with.
  { role: 'Colleague', email: 'taylor.brooks@demo.example', password: demoPassword, url: '/login' },
  // The Aurora case manager with Daniel Achebe's performance and wage records.
  { role: 'Aurora case manager', email: performanceDemoCaseManagerEmail, password: demoPassword, url: '/login' },
];

/**
 * True when `rows` are all in `table` with these values, as an upsert of them would leave it (every column compared
 * as text, the key among them).
 */
function rowsInPlace<Row extends Record<string, unknown>>(
  table: PgTable,
  columns: { [Key in keyof Row]: PgColumn },
  rows: readonly Row[],
): SQL {
  const keys = Object.keys(columns) as Array<keyof Row & string>;
  const record = sql.join(
    keys.map((key) => sql`${sql.identifier(key)} text`),
    sql`, `,
  );
  const same = sql.join(
    keys.map((key) => sql`t.${sql.identifier(columns[key].name)}::text is not distinct from s.${sql.identifier(key)}`),
    sql` and `,
  );
  const values = JSON.stringify(rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]]))));
  return sql`(select count(*)::int from jsonb_to_recordset(${values}::jsonb) as s(${record}) join ${table} as t on ${same}) = ${rows.length}`;
}

const anyRow = (table: PgTable) => sql`exists (select from ${table})`;

/** What `seedReferenceRows` would find in place, each check the one it makes before writing (or its upsert's result). */
const referenceChecks = (): SQL[] => [
  sql`exists (select from ${clientSettings} where ${clientSettings.id} = 1)`,
  anyRow(educationLevels),
  rowsInPlace(
    careerClusters,
    { id: careerClusters.id, name: careerClusters.name, description: careerClusters.description },
    careerClusterSeed,
  ),
  anyRow(clusterSurveySteps),
  rowsInPlace(races, { id: races.id, displayName: races.displayName, description: races.description }, raceSeed),
  anyRow(employerServiceTypes),
  rowsInPlace(
    performanceTypes,
    {
      id: performanceTypes.id,
      kind: performanceTypes.kind,
      type: performanceTypes.type,
      isEvidenceMust: performanceTypes.isEvidenceMust,
    },
    performanceTypeSeed,
  ),
  anyRow(fundingPaymentTypes),
  anyRow(fundingCourseTypes),
];

/** What `seedDemo` would find in place besides the reference rows: the catalogue, the seeded forms, the demo world. */
const demoChecks = (): SQL[] => [
  anyRow(occupations),
  sql`(select count(distinct ${forms.nameShort})::int from ${forms} where ${forms.nameShort} in ${seedFormDefinitions.map((form) => form.name_short)}) = ${seedFormDefinitions.length}`,
  anyRow(staffUsers),
];

/**
 * Whether seeding would write nothing, in one query (issue #30): a warm start otherwise made a dozen statements to
 * find every row already there. When anything is missing or differs, the seeding runs as before, all of it.
 */
async function inPlace(db: Db, checks: SQL[]): Promise<boolean> {
  const query = sql`select (${sql.join(checks, sql` and `)}) as in_place`;
  const { rows } = (await db.execute<{ in_place: boolean }>(query)) as { rows: Array<{ in_place: boolean }> };
  return rows[0]?.in_place === true;
}

/** Reference rows every installation needs, demo or not. */
export async function seedReference(db: Db) {
  if (await inPlace(db, referenceChecks())) return;
  await seedReferenceRows(db);
}

async function seedReferenceRows(db: Db) {
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
  await seedEmployerServiceCatalogue(db);
  await seedPerformanceTypes(db);
  await seedFundingReference(db);
}

/**
 * A match set to compute (requested_version 1, computed 0) for each customer with an input the match engine reads,
 * the customers My Career's status would otherwise queue on their first visit: a first search then ran with the
 * example matches and again, in the match order, once the scores were in.
 */
async function queueDemoMatches(db: DbOrTx) {
  await db.execute(sql`
    insert into ${customerMatches} (customer_id)
    select c.id from ${customers} c
    where exists (select from ${clusterSurveyResponses} r where r.customer_id = c.id)
       or exists (select from ${skillsSurveyResponses} r where r.customer_id = c.id)
       or exists (select from ${customerJobExperiences} r where r.customer_id = c.id)
       or exists (select from ${customerEducationalExperiences} r where r.customer_id = c.id)
       or exists (select from ${savedClusters} r where r.customer_id = c.id)
    on conflict (customer_id) do nothing`);
}

/** Seeds the demo world once; later starts find staff users and leave everything as it is. */
export async function seedDemo(db: Db): Promise<{ created: boolean; logins: DemoLogin[] }> {
  if (await inPlace(db, [...referenceChecks(), ...demoChecks()])) return { created: false, logins: demoLogins };
  await seedReferenceRows(db);
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
    // A second case manager at Denver: Casey's colleague, who runs the queries Casey shares (e2e/dynamic-query.spec.ts).
    await createStaffUser(tx, {
      email: demoLogins.find((login) => login.role === 'Colleague')!.email,
      password: demoPassword,
      firstName: 'Taylor',
      lastName: 'Brooks',
      role: 'case_manager',
      locationIds: [denver!.id],
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

    await createCustomer(tx, {
      firstName: 'Sam',
      lastName: 'Rivera',
      portalEmail: demoLogins[4]!.email,
      password: demoPassword,
      phone: '720-555-0163',
      birthdate: '1999-10-03',
      primaryLocationId: aurora!.id,
      source: 'Walk-in',
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
    await seedCaseNotesDemo(tx, maria, caseManagerLogin!.email, adminLogin!.email);
    await seedOutcomesDemo(tx, maria, caseManagerLogin!.email, adminLogin!.email);
    await seedCustomerHomeDemo(tx, maria);
    await seedCustomerProfileDemo(tx, maria, {
      caseManagerEmail: caseManagerLogin!.email,
      adminEmail: adminLogin!.email,
      denverId: denver!.id,
    });
    await seedServiceLogDemo(tx);
    await seedRemindersDemo(tx, caseManagerLogin!.email, maria);
    await seedDynamicQueryDemo(tx, caseManagerLogin!.email, adminLogin!.email);
    await seedFormsDemo(tx, maria);
    const locationIds = { denver: denver!.id, aurora: aurora!.id, springs: springs!.id };
    const employers = await seedEmployersDemo(tx, await employerDemoOwners(tx, locationIds));
    await seedJobBoardDemo(tx, employers);
    await seedServiceDirectoryDemo(tx);
    // After the demo directory (its out-of-network referrals point at directory services when they are there).
    await seedReferralsDemo(tx, demoPassword, { aurora: aurora!.id, springs: springs!.id });
    await seedDocumentsDemo(tx, demoPassword, aurora!.id);
    await seedPerformanceDemo(tx, demoPassword, aurora!.id);
    await seedIndicatorsDemo(tx, caseManagerLogin!.email, denver!.id);
    // Last: its transactions name service logs and the Aurora case manager the seeds above create.
    await seedFundingDemo(tx, {
      adminEmail: adminLogin!.email,
      denverEmail: caseManagerLogin!.email,
      auroraEmail: performanceDemoCaseManagerEmail,
    });
    await seedPirlDemo(tx, { aurora: aurora!.id, springs: springs!.id, creatorEmail: adminLogin!.email });
    await seedProgramApplicationsDemo(tx, { caseManagerEmail: caseManagerLogin!.email, denverId: denver!.id });
    await seedCustomerMergeDemo(tx, { caseManagerEmail: caseManagerLogin!.email, denverId: denver!.id });
    // Last: every demo customer with match inputs is queued for scoring, so the recompute queued at the server's start
    // scores them before anyone visits (issue #30).
    await queueDemoMatches(tx);
  });
  return { created: true, logins: demoLogins };
}
export { careerClusterSeed } from './career-clusters.ts';
export { homeResourcesDemo, seedCustomerHomeDemo } from './customer-home-demo.ts';
export { employerDemoOwners, seedEmployersDemo } from './employers-demo.ts';
export { minimumPostsPerEmployer, postingEducation, postingTitles, seedJobBoardDemo } from './job-board-demo.ts';
export { demoAlwaysOpenPantry, demoDirectoryServices, seedServiceDirectoryDemo } from './service-directory-demo.ts';
export { seedServiceLogDemo } from './service-log-demo.ts';
export { referralsDemoCaseManagerEmail, referralsDemoCustomer, seedReferralsDemo } from './referrals-demo.ts';
export { documentsDemoCaseManagerEmail, documentsDemoCustomer, seedDocumentsDemo } from './documents-demo.ts';
export {
  performanceDemoCaseManagerEmail,
  performanceDemoColleagueEmail,
  performanceDemoCustomer,
  performanceDemoRecords,
  seedPerformanceDemo,
} from './performance-demo.ts';
export { pirlDemoProblems, seedPirlDemo } from './pirl-demo.ts';
export { programJourneyCustomers } from './program-applications-demo.ts';
