import {
  groupLimits,
  groupMessages,
  serviceTrackerMessages,
  type GroupContactBody,
  type GroupCreateBody,
  type Group,
  type GroupListResponse,
} from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { requireStaff, staffReachesLocation } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import * as repository from './groups-repository.ts';

const listLimit = 200;

/** Where a staff user may see and change groups: their locations (agency admins: all). */
export const groupScope = (staff: StaffActor): repository.LocationScope =>
  staff.role === 'agency_admin' ? null : staff.locationIds;

/** A group at one of the caller's locations; another location's group is refused (403), a missing one is 404. */
export async function reachableGroup(db: DbOrTx, actor: Actor, groupId: number) {
  const staff = requireStaff(actor);
  const group = await repository.findGroup(db, groupId);
  if (!group) throw notFound();
  if (!staffReachesLocation(staff, group.locationId)) throw forbidden();
  return { staff, group };
}

export async function searchGroups(db: Db, actor: Actor, query: string) {
  const staff = requireStaff(actor);
  return { data: await repository.searchGroups(db, groupScope(staff), query, groupLimits.searchResults) };
}

export async function listGroups(db: Db, actor: Actor): Promise<GroupListResponse> {
  const staff = requireStaff(actor);
  const rows = await repository.listGroups(db, groupScope(staff), listLimit);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      location: { id: row.locationId, name: row.locationName },
      contact:
        row.contactName === null
          ? null
          : {
              type: row.contactCustomerId !== null ? ('customer' as const) : ('staff' as const),
              id: (row.contactCustomerId ?? row.contactStaffUserId)!,
              name: row.contactName,
            },
      member_total: row.memberTotal,
      created_at: new Date(row.createdAt).toISOString(),
    })),
  };
}

export async function getGroup(db: DbOrTx, actor: Actor, groupId: number): Promise<Group> {
  const { group } = await reachableGroup(db, actor, groupId);
  const members = await repository.groupMembersOf(db, group.id);
  const memberName = (id: number) => members.find((member) => member.id === id);
  let contact: Group['contact'] = null;
  if (group.contactCustomerId !== null) {
    const member = memberName(group.contactCustomerId);
    if (member) contact = { type: 'customer', id: member.id, name: `${member.firstName} ${member.lastName}` };
  } else if (group.contactStaffUserId !== null) {
    const staff = await repository.staffAtLocation(db, group.contactStaffUserId, group.locationId);
    if (staff) contact = { type: 'staff', id: staff.id, name: `${staff.firstName} ${staff.lastName}` };
  }
  return {
    id: group.id,
    name: group.name,
    location: { id: group.locationId, name: (await repository.locationName(db, group.locationId)) ?? '' },
    contact,
    members: members.map((member) => ({ id: member.id, full_name: `${member.firstName} ${member.lastName}` })),
    created_at: group.createdAt.toISOString(),
  };
}

export async function createGroup(db: Db, actor: Actor, body: GroupCreateBody) {
  const staff = requireStaff(actor);
  if (!staffReachesLocation(staff, body.location_id)) throw forbidden(serviceTrackerMessages.locationNotYours);
  if ((await repository.locationName(db, body.location_id)) === null)
    throw invalid({ location_id: [groupMessages.locationRequired] });
  return db.transaction(async (tx) => {
    const group = await repository.insertGroup(tx, {
      name: body.name,
      locationId: body.location_id,
      createdBy: staff.staffId,
    });
    await audit(tx, { actor, action: 'group_created', entityType: 'group', entityId: group.id });
    return getGroup(tx, actor, group.id);
  });
}

/** Adds a customer of the group's location; deleted or archived customers are refused by the one write guard. */
export async function addMember(db: Db, actor: Actor, groupId: number, customerId: number) {
  const { group } = await reachableGroup(db, actor, groupId);
  const customer = await requireWritableCustomer(db, actor, customerId);
  if (!customer.locationIds.includes(group.locationId)) {
    const { terminology_customer: term } = await getClientSettings(db);
    throw invalid({ customer_id: [groupMessages.memberNotAtLocation(term)] });
  }
  await db.transaction(async (tx) => {
    await repository.addMember(tx, group.id, customer.id);
    await audit(tx, { actor, action: 'group_member_added', entityType: 'group', entityId: group.id, customerId });
  });
  return getGroup(db, actor, group.id);
}

export async function removeMember(db: Db, actor: Actor, groupId: number, customerId: number) {
  const { group } = await reachableGroup(db, actor, groupId);
  if (!(await repository.isMember(db, group.id, customerId))) throw notFound();
  await db.transaction(async (tx) => {
    await repository.removeMember(tx, group.id, customerId);
    if (group.contactCustomerId === customerId)
      await repository.setContact(tx, group.id, { contactCustomerId: null, contactStaffUserId: null });
    await audit(tx, { actor, action: 'group_member_removed', entityType: 'group', entityId: group.id, customerId });
  });
  return getGroup(db, actor, group.id);
}

/** Spec 2.4: the contact person is one of the group's customers or a staff member of the group's location. */
export async function setContact(db: Db, actor: Actor, groupId: number, body: GroupContactBody) {
  const { group } = await reachableGroup(db, actor, groupId);
  const contactId = body.contact_id ?? null;
  let contact = { contactCustomerId: null as number | null, contactStaffUserId: null as number | null };
  if (body.contact_type === 'customer' && contactId !== null) {
    if (!(await repository.isMember(db, group.id, contactId)))
      throw invalid({ contact_id: [groupMessages.contactNotAtLocation] });
    await requireWritableCustomer(db, actor, contactId);
    contact = { contactCustomerId: contactId, contactStaffUserId: null };
  } else if (body.contact_type === 'staff' && contactId !== null) {
    if (!(await repository.staffAtLocation(db, contactId, group.locationId)))
      throw invalid({ contact_id: [groupMessages.contactNotAtLocation] });
    contact = { contactCustomerId: null, contactStaffUserId: contactId };
  }
  await db.transaction(async (tx) => {
    await repository.setContact(tx, group.id, contact);
    await audit(tx, { actor, action: 'group_contact_set', entityType: 'group', entityId: group.id });
  });
  return getGroup(db, actor, group.id);
}

export async function searchContacts(db: Db, actor: Actor, groupId: number, kind: 'customer' | 'staff', query: string) {
  const { group } = await reachableGroup(db, actor, groupId);
  if (query.length < groupLimits.searchMinLength) return { data: [] };
  const rows = await repository.searchContacts(db, kind, group.id, group.locationId, query, groupLimits.searchResults);
  return { data: rows.map((row) => ({ id: row.id, name: row.name })) };
}
