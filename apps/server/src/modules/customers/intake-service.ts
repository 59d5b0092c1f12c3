import {
  customerIntakeMessages,
  intakeAgeError,
  intakeSources,
  type CustomerImportResponse,
  type CustomerIntakeInput,
  type CustomerIntakeResponse,
  type CustomerLookupInput,
  type CustomerLookupResponse,
  type IntakeLocation,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import * as repository from './intake-repository.ts';

/** Enough rows to tell "exactly one" from "several". */
const lookupLimit = 5;

/**
 * Staff look a person up across every location before adding them: the rows carry only what identifies
 * the person. Each lookup is audited with the ids it returned (no names: the audit holds no PII).
 */
export async function lookupCustomers(
  db: Db,
  actor: Actor,
  input: CustomerLookupInput,
): Promise<CustomerLookupResponse> {
  const staff = requireStaff(actor);
  const rows = await repository.lookupCustomers(db, input, lookupLimit);
  await audit(db, {
    actor,
    action: 'customers.lookup',
    entityType: 'customer_lookup',
    detail: { rows: rows.map((row) => row.id) },
  });
  return {
    data: rows.map(({ location_ids: locationIds, ...row }) => ({
      ...row,
      at_my_location: staff.role === 'agency_admin' || locationIds.some((id) => staff.locationIds.includes(id)),
    })),
  };
}

/** A case manager or admin adds customers only to a location they work at; agency admins to any. */
function requireReachableLocation(staff: StaffActor, locationId: number): void {
  if (!staffReachesLocation(staff, locationId)) throw forbidden(customerIntakeMessages.locationNotReachable);
}

async function requireLocation(db: Db, locationId: number): Promise<void> {
  if (!(await repository.locationExists(db, locationId)))
    throw invalid({ location_id: [customerIntakeMessages.chooseLocationImport] });
}

/** Adds the found customer to one of the searcher's locations (a new source row); importing twice is a no-op. */
export async function importCustomer(
  db: Db,
  actor: Actor,
  input: { customer_id: number; location_id: number },
): Promise<CustomerImportResponse> {
  const staff = requireStaff(actor);
  requireReachableLocation(staff, input.location_id);
  await requireLocation(db, input.location_id);
  return db.transaction(async (tx) => {
    const customer = await repository.findCustomerForImport(tx, input.customer_id);
    if (!customer) throw notFound();
    const already = customer.locationIds.includes(input.location_id);
    if (!already) await repository.addSource(tx, customer, input.location_id, intakeSources.import);
    await audit(tx, {
      actor,
      action: 'customers.import',
      entityType: 'customer',
      entityId: customer.id,
      customerId: customer.id,
      detail: { location_id: input.location_id, imported: !already },
    });
    return { id: customer.id, imported: !already };
  });
}

/**
 * The intake: the customer and their source row in one transaction. A person with the same name and
 * birthdate anywhere answers 409 (the already-exists modal); the lock makes two simultaneous intakes of the
 * same person see each other.
 */
export async function createCustomer(
  db: Db,
  actor: Actor,
  input: CustomerIntakeInput,
): Promise<CustomerIntakeResponse> {
  const staff = requireStaff(actor);
  requireReachableLocation(staff, input.location_id);
  const ageError = intakeAgeError(input.birthdate, await getClientSettings(db));
  if (ageError) throw invalid({ birthdate: [ageError] });
  await requireLocation(db, input.location_id);
  const id = await db.transaction(async (tx) => {
    await repository.lockPerson(tx, input);
    if (await repository.duplicateExists(tx, input)) throw conflict(customerIntakeMessages.alreadyExists);
    const customerId = await repository.insertCustomer(tx, input, intakeSources.intake);
    await audit(tx, {
      actor,
      action: 'customers.intake',
      entityType: 'customer',
      entityId: customerId,
      customerId,
      detail: { location_id: input.location_id },
    });
    return customerId;
  });
  return { id };
}

/** The locations the actor may add a customer to. */
export async function intakeLocations(db: Db, actor: Actor): Promise<{ data: IntakeLocation[] }> {
  const staff = requireStaff(actor);
  const data = await repository.listLocations(db, staff.role === 'agency_admin' ? 'all' : staff.locationIds);
  return { data };
}
