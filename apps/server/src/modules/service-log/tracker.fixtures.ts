import { addDaysIso, enrollmentStatusNames, todayIso } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { type Db, schema } from '@portal/db';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import {
  createContactType,
  createService,
  createServiceLogProgram,
  createServiceType,
  linkServicePrograms,
} from '@portal/db/factories';

/** A service type with an enrollment service and a single-day service, both counting towards a common-exit program. */
export async function trackerCatalogue(db: Db) {
  const contact = await createContactType(db, { name: 'In person', icon: 'users' });
  const type = await createServiceType(db, { name: 'Career Services', color: '#1c7ed6' });
  const enrolment = await createService(db, {
    serviceTypeId: type.id,
    name: 'Objective Assessment',
    duration: 'Multi-day',
    enrollment: true,
  });
  const workshop = await createService(db, { serviceTypeId: type.id, name: 'Job Search Workshop' });
  const adult = await createServiceLogProgram(db, { name: 'WIOA Adult', isCommonExit: true });
  await linkServicePrograms(db, enrolment.id, [adult.id]);
  await linkServicePrograms(db, workshop.id, [adult.id]);
  return { contact, type, enrolment, workshop, adult };
}

/** The board's today (BOARD_TIME_ZONE), as the date rules read it, and days from it. */
export const today = () => todayIso();
export const daysFromToday = (days: number) => addDaysIso(todayIso(), days);

export type TrackerCatalogue = Awaited<ReturnType<typeof trackerCatalogue>>;

export interface TrackerSuite {
  t: TestApp;
  /** The case manager's client. */
  cm: TestClient;
  catalogue: TrackerCatalogue;
  /** enrolmentBodyFor with this suite's app and catalogue. */
  enrolmentBody(customerId: number): ReturnType<typeof enrolmentBodyFor>;
}

/**
 * The tracker tests' start: a test app, the case manager's client and the catalogue above, made before the file's
 * tests and closed after them. The fields are there from the first test on (filled in beforeAll).
 */
export function trackerSuite(): TrackerSuite {
  const suite = {} as TrackerSuite;
  beforeAll(async () => {
    const t = await createTestApp();
    const catalogue = await trackerCatalogue(t.db);
    Object.assign(suite, {
      t,
      cm: await t.as('caseManager'),
      catalogue,
      enrolmentBody: (customerId: number) => enrolmentBodyFor(t, catalogue, customerId),
    });
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/** A tracker path with its `:id` filled. */
export const fill = (path: string, id: number) => path.replace(':id', String(id));

/** The customer's enrolments as stored. */
export const enrolmentsOf = (db: Db, customerId: number) =>
  db.select().from(schema.serviceLogEnrollments).where(eq(schema.serviceLogEnrollments.customerId, customerId));

/** Who a service log is for, where and by whom (the case manager at location A), today, in WIOA Adult. */
export function logHeaderFor(t: TestApp, catalogue: TrackerCatalogue, customerId: number) {
  return {
    created_for: 'customer',
    customer_created_for: customerId,
    created_at: t.world.locationA.id,
    created_by: t.world.caseManager.id,
    contactTypeValue: catalogue.contact.id,
    created_on: today(),
    serviceTypeValue: catalogue.type.id,
    programValue: [catalogue.adult.id],
  };
}

/** A multi-day enrollment service for the customer, logged by the case manager at location A (confirmed). */
export function enrolmentBodyFor(t: TestApp, catalogue: TrackerCatalogue, customerId: number) {
  return {
    ...logHeaderFor(t, catalogue, customerId),
    title: 'Assessment for WIOA Adult',
    service_length: 'Multi-day',
    start_at: today(),
    end_at: daysFromToday(1),
    serviceNameValue: [catalogue.enrolment.id],
    statusValue: enrollmentStatusNames.enrolled,
    isCommonExit: false,
    note: 'Reviewed the assessment results.',
    confirm_enrollment: true,
  };
}
