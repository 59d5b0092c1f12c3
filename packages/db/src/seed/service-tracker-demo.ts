import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createGroup } from '../factories/service-log.ts';
import {
  contactTypes,
  customers,
  serviceLogPrograms,
  serviceLogs,
  servicePrograms,
  services,
  staffUserLocations,
} from '../schema/index.ts';

const contactRows = [
  { name: 'In person', icon: 'users' },
  { name: 'Phone', icon: 'phone' },
  { name: 'Email', icon: 'mail' },
  { name: 'Virtual meeting', icon: 'video' },
];

/**
 * What the service tracker adds to the service-log demo: contact types, which programs each service counts towards,
 * a contact type, program and note on every demo log, a job club group with a single-day workshop log, and a call a
 * colleague logged on the case manager's behalf.
 */
export async function seedServiceTrackerDemo(tx: DbOrTx) {
  const contacts = await tx.insert(contactTypes).values(contactRows).returning();
  const inPerson = contacts[0]!.id;
  const serviceRows = await tx.select({ id: services.id }).from(services);
  const programRows = await tx.select({ id: serviceLogPrograms.id }).from(serviceLogPrograms);
  await tx
    .insert(servicePrograms)
    .values(
      serviceRows.flatMap((service) =>
        programRows.map((program) => ({ serviceId: service.id, programId: program.id })),
      ),
    )
    .onConflictDoNothing();

  await tx.update(serviceLogs).set({ contactTypeId: inPerson }).where(isNotNull(serviceLogs.customerId));
  await tx.execute(sql`
    insert into service_log_entry_programs (service_log_id, program_id)
    select sl.id, e.program_id from service_logs sl join service_log_enrollments e on e.id = sl.enrollment_id
    on conflict do nothing`);
  await tx.execute(sql`
    insert into service_log_notes (service_log_id, customer_id, body, created_by, created_at)
    select sl.id, sl.customer_id, 'Discussed next steps: ' || lower(sl.title) || '.', sl.created_by, sl.created_at
    from service_logs sl`);

  // A job club at the first logged customer's location, with that location's customers and a workshop today.
  const [first] = await tx
    .select({ locationId: serviceLogs.locationId, createdBy: serviceLogs.createdBy })
    .from(serviceLogs)
    .where(isNotNull(serviceLogs.locationId))
    .orderBy(asc(serviceLogs.id))
    .limit(1);
  if (!first?.locationId) return;
  const members = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.primaryLocationId, first.locationId))
    .orderBy(asc(customers.id))
    .limit(4);
  const group = await createGroup(tx, {
    name: 'Tuesday Job Club',
    locationId: first.locationId,
    createdBy: first.createdBy,
    contactStaffUserId: first.createdBy,
    memberIds: members.map((member) => member.id),
  });
  const [workshop] = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.name, 'Job Search Assistance'));
  if (!workshop) return;
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  const [log] = await tx
    .insert(serviceLogs)
    .values({
      groupId: group.id,
      contactTypeId: inPerson,
      serviceLength: 'Single-day',
      minutesInDay: 90,
      title: 'Job club: interviewing practice',
      serviceId: workshop.id,
      locationId: first.locationId,
      createdBy: first.createdBy,
      createdOn: start.toISOString().slice(0, 10),
      startAt: start,
      endAt: start,
    })
    .returning();
  await tx.execute(sql`
    insert into service_log_notes (service_log_id, body, created_by)
    values (${log!.id}, 'Mock interviews in pairs; everyone left with two practice answers.', ${first.createdBy})`);

  // Logged by a colleague for the case manager: the card names both, and only the colleague (its author) may change it.
  const [colleague] = await tx
    .select({ id: staffUserLocations.staffUserId })
    .from(staffUserLocations)
    .where(
      and(eq(staffUserLocations.locationId, first.locationId), ne(staffUserLocations.staffUserId, first.createdBy)),
    )
    .orderBy(asc(staffUserLocations.staffUserId))
    .limit(1);
  const [member] = members;
  if (!colleague || !member) return;
  const yesterday = new Date(start.getTime() - 86_400_000);
  const [call] = await tx
    .insert(serviceLogs)
    .values({
      customerId: member.id,
      contactTypeId: inPerson,
      serviceLength: 'Single-day',
      minutesInDay: 20,
      title: 'Weekly check-in, covered by a colleague',
      serviceId: workshop.id,
      locationId: first.locationId,
      createdBy: first.createdBy,
      loggedBy: colleague.id,
      createdOn: yesterday.toISOString().slice(0, 10),
      startAt: yesterday,
      endAt: yesterday,
    })
    .returning();
  await tx.execute(sql`
    insert into service_log_notes (service_log_id, customer_id, body, created_by)
    values (${call!.id}, ${member.id}, 'Covered the weekly check-in; the job search plan is on track.', ${colleague.id})`);
}
