import { and, eq, inArray } from 'drizzle-orm';
import { customerTransferMessages as messages, type TransferKind, type TransferLocations } from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { canSeeCustomer, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid } from '../../platform/http/errors.ts';
import { escapeHtml } from '../../platform/web/html.ts';

const { customers, customerSources, customerCaseManagers, customerTransfers, locations, staffUsers, webAlerts } =
  schema;

export const transferSource = 'Transfer';

/** Active case managers (and admins) working at the location: who may take the customer over there. */
async function staffAt(db: DbOrTx, locationIds: number[]) {
  if (locationIds.length === 0) return [];
  return db
    .select({
      id: staffUsers.id,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      locationId: schema.staffUserLocations.locationId,
    })
    .from(staffUsers)
    .innerJoin(schema.staffUserLocations, eq(schema.staffUserLocations.staffUserId, staffUsers.id))
    .where(
      and(
        eq(staffUsers.active, true),
        inArray(schema.staffUserLocations.locationId, locationIds),
        inArray(staffUsers.role, ['case_manager', 'admin']),
      ),
    )
    .orderBy(staffUsers.lastName, staffUsers.firstName, staffUsers.id);
}

/** GET the dialog's choices: every location (a case goes wherever it is needed) and who works there. */
export async function transferLocations(db: Db, actor: Actor, customerId: number): Promise<TransferLocations> {
  const customer = await requireWritableCustomer(db, actor, customerId);
  const all = await db.select({ id: locations.id, name: locations.name }).from(locations).orderBy(locations.name);
  const people = await staffAt(
    db,
    all.map((location) => location.id),
  );
  return {
    locations: all.map((location) => ({
      id: location.id,
      name: location.name,
      case_managers: people
        .filter((person) => person.locationId === location.id)
        .map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}` })),
    })),
    current_location_ids: customer.locationIds,
  };
}

export interface TransferInput {
  kind: TransferKind;
  location_id: number;
  case_manager_id: number | null;
  note: string;
}

/**
 * POST transfer (ADR 0033). move: the new location becomes the primary one and the old location's own link (its
 * source row) goes, so its staff no longer change the record; the services, notes and documents they logged keep
 * their location and stay in their service tracker. add: the location joins the customer's locations. Either
 * way the customer's case managers and the new one hear of it in their alerts; the transfer is audited.
 */
export async function transfer(db: Db, actor: Actor, customerId: number, input: TransferInput, ip: string) {
  const staff = requireStaff(actor);
  return db.transaction(async (tx) => {
    const customer = await requireWritableCustomer(tx, staff, customerId);
    const [row] = await tx
      .select({
        primaryLocationId: customers.primaryLocationId,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    const [target] = await tx.select().from(locations).where(eq(locations.id, input.location_id));
    if (!target) throw invalid({ location_id: [messages.unknownLocation] });
    const already =
      input.kind === 'move' ? row!.primaryLocationId === target.id : customer.locationIds.includes(target.id);
    if (already) throw invalid({ location_id: [messages.sameLocation] });
    if (input.case_manager_id !== null) {
      const there = await staffAt(tx, [target.id]);
      if (!there.some((person) => person.id === input.case_manager_id)) {
        throw invalid({ case_manager_id: [messages.caseManagerNotThere] });
      }
    }
    const fromLocationId = input.kind === 'move' ? row!.primaryLocationId : (customer.locationIds[0] ?? null);
    const previousManagers = await tx
      .select({ id: customerCaseManagers.staffUserId })
      .from(customerCaseManagers)
      .where(eq(customerCaseManagers.customerId, customerId));

    if (input.kind === 'move') {
      await tx
        .update(customers)
        .set({ primaryLocationId: target.id, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
      if (fromLocationId !== null) {
        await tx
          .delete(customerSources)
          .where(and(eq(customerSources.customerId, customerId), eq(customerSources.locationId, fromLocationId)));
      }
    } else {
      await tx.insert(customerSources).values({ customerId, locationId: target.id, source: transferSource });
    }
    if (input.case_manager_id !== null) {
      await tx
        .insert(customerCaseManagers)
        .values({ customerId, staffUserId: input.case_manager_id })
        .onConflictDoNothing();
    }
    const [recorded] = await tx
      .insert(customerTransfers)
      .values({
        customerId,
        kind: input.kind,
        fromLocationId,
        toLocationId: target.id,
        note: input.note,
        transferredBy: staff.staffId,
        newCaseManagerId: input.case_manager_id,
      })
      .returning({ id: customerTransfers.id });

    const [from] =
      fromLocationId === null ? [] : await tx.select().from(locations).where(eq(locations.id, fromLocationId));
    const told = new Set([
      ...previousManagers.map((manager) => manager.id),
      ...(input.case_manager_id ? [input.case_manager_id] : []),
    ]);
    if (told.size > 0) {
      const text = messages.alertMessage(
        `${row!.firstName} ${row!.lastName}`,
        from?.name ?? 'no location',
        target.name,
        input.kind,
      );
      await tx.insert(webAlerts).values(
        [...told].map((userId) => ({
          userId,
          emailSubject: messages.alertSubject,
          webMessage: `<p>${escapeHtml(text)}</p>`,
        })),
      );
    }
    await audit(tx, {
      actor: staff,
      action: 'customer.transfer',
      entityType: 'customer_transfer',
      entityId: recorded!.id,
      customerId,
      detail: { kind: input.kind, from_location_id: fromLocationId, to_location_id: target.id, alerted: [...told] },
      ip,
    });
    const [after] = await tx
      .select({ locationIds: customers.locationIds })
      .from(customers)
      .where(eq(customers.id, customerId));
    return {
      message: input.kind === 'move' ? messages.moved : messages.added,
      transfer_id: recorded!.id,
      location_ids: after!.locationIds,
      still_visible: canSeeCustomer(staff, { id: customerId, locationIds: after!.locationIds }),
    };
  });
}
