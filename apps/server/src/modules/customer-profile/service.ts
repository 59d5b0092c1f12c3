import {
  customerProfileLimits,
  type CustomerChangesResponse,
  type CustomerProfile,
  type CustomerProfileInput,
  type CustomerProfileSaved,
  intakeAgeError,
  profileFieldLabels,
  type ProfileField,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { assertCustomerWritable } from '../../platform/access/customer-writable.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import { readableCustomer, reachableCustomer } from '../customer-record/service.ts';
import { changedFields, columnsFromInput, profileFromRow, visibleValue } from './changes.ts';
import * as repository from './repository.ts';

/** The profile the edit form loads: staff who reach the customer (a deleted one too: the form shows it read-only). */
export async function getProfile(db: Db, actor: Actor, customerId: number): Promise<CustomerProfile> {
  const { customer } = await reachableCustomer(db, actor, customerId);
  const row = await repository.findCustomer(db, customer.id);
  if (!row) throw new Error(`customer ${customer.id} vanished between two reads`);
  await audit(db, {
    actor,
    action: 'customers.profile_read',
    entityType: 'customer',
    entityId: row.id,
    customerId: row.id,
  });
  return profileFromRow(row);
}

/**
 * The edit: the customer row is locked, compared with the input field by field, and the changed fields are written
 * with one history row each (who: the session's staff user) and an audit row naming the fields, all in one
 * transaction. A deleted customer answers 404 and an archived one 409 (the write guard); the minimum age of the
 * intake applies when the birthdate changes (a youth already on file may still be corrected otherwise).
 */
export async function editProfile(
  db: Db,
  actor: Actor,
  customerId: number,
  input: CustomerProfileInput,
  ip: string | null,
): Promise<CustomerProfileSaved> {
  const staff = requireStaff(actor);
  const settings = await getClientSettings(db);
  return db.transaction(async (tx) => {
    const row = await repository.findCustomer(tx, customerId, true);
    assertCustomerWritable(row, staff);
    const before = profileFromRow(row);
    if (input.birthdate !== before.birthdate) {
      const ageError = intakeAgeError(input.birthdate, settings);
      if (ageError) throw invalid({ birthdate: [ageError] });
    }
    const changes = changedFields(before, input);
    if (changes.length === 0) return { profile: before, changed: [] };
    const unchangedPhone = !changes.some((change) => change.field === 'phone');
    await repository.updateCustomer(tx, customerId, {
      ...columnsFromInput(input),
      phone: unchangedPhone ? before.phone : input.phone,
    });
    await repository.insertChanges(tx, customerId, staff.staffId, changes);
    const changed = changes.map((change) => change.field);
    await audit(tx, {
      actor,
      action: 'customers.profile_updated',
      entityType: 'customer',
      entityId: customerId,
      customerId,
      detail: { fields: changed },
      ip,
    });
    const after = await repository.findCustomer(tx, customerId);
    return { profile: profileFromRow(after!), changed };
  });
}

/**
 * The change history, newest first. Staff who reach the customer read every value (the edit form shows them anyway);
 * a reader through an open referral sees '***' for the personal fields' values.
 */
export async function listChanges(
  db: Db,
  actor: Actor,
  customerId: number,
  page: number,
): Promise<CustomerChangesResponse> {
  const { customer, referralId } = await readableCustomer(db, actor, customerId);
  const seesPersonal = referralId === null;
  const perPage = customerProfileLimits.changesPerPage;
  const { rows, total } = await repository.listChanges(db, customer.id, perPage, (page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      id: row.id,
      field: row.field,
      field_label: profileFieldLabels[row.field as ProfileField] ?? row.field,
      old_value: visibleValue(row.field, row.oldValue, seesPersonal),
      new_value: visibleValue(row.field, row.newValue, seesPersonal),
      changed_by: row.firstName === null ? 'Unknown user' : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      changed_at: row.changedAt.toISOString(),
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}
