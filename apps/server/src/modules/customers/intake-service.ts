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
import type { Db, DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import * as repository from './intake-repository.ts';
import { issueImportGrant, useImportGrant, type GrantRefusal } from './import-grants.ts';

/** Enough rows to tell "exactly one" from "several". */
const lookupLimit = 5;

/**
 * Staff look a person up across every location before adding them: the rows carry only what identifies
 * the person. Each lookup is audited with the ids it returned (no names: the audit holds no PII). Exactly one
 * match (spec: the only case that selects a customer) carries the grant the import needs.
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
  const only = rows.length === 1 ? rows[0]! : undefined;
  const grant = only ? await issueImportGrant(db, staff, only.id) : null;
  return {
    data: rows.map(({ location_ids: locationIds, ...row }) => ({
      ...row,
      at_my_location: staff.role === 'agency_admin' || locationIds.some((id) => staff.locationIds.includes(id)),
      import_grant: row.id === only?.id ? grant : null,
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

type ImportInput = { customer_id: number; location_id: number; import_grant?: string | undefined };

/** A refused import leaves an audit row: who tried which customer into which location, and why it failed. */
function auditRefusedImport(db: DbOrTx, actor: Actor, input: ImportInput, reason: GrantRefusal | 'location') {
  return audit(db, {
    actor,
    action: 'customers.import_refused',
    entityType: 'customer',
    entityId: input.customer_id,
    customerId: input.customer_id,
    detail: { location_id: input.location_id, reason },
  });
}

/**
 * Adds the found customer to one of the searcher's locations (a new source row); importing twice is a no-op.
 * Only a customer this user's lookup just matched can be imported: the lookup's grant is spent in the import's
 * transaction. Without a usable grant (or into a location out of reach) the import is refused and audited.
 */
export async function importCustomer(db: Db, actor: Actor, input: ImportInput): Promise<CustomerImportResponse> {
  const staff = requireStaff(actor);
  if (!staffReachesLocation(staff, input.location_id)) {
    await auditRefusedImport(db, actor, input, 'location');
    throw forbidden(customerIntakeMessages.locationNotReachable);
  }
  await requireLocation(db, input.location_id);
  const outcome = await db.transaction(async (tx) => {
    const refusal = await useImportGrant(tx, staff, input);
    if (refusal) {
      await auditRefusedImport(tx, actor, input, refusal);
      return { refusal };
    }
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
  if ('refusal' in outcome) throw forbidden(customerIntakeMessages.lookupAgainBeforeImport);
  return outcome;
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
