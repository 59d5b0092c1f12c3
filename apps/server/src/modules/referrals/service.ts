import {
  type CatalogReferralBody,
  type MyReferralsResponse,
  type ReferralCategory,
  type ReferralColumn,
  type ReferralCreateBody,
  type ReferralCreated,
  type ReferralDetail,
  type ReferralListResponse,
  type ReferralOption,
  type ReferralRow,
  type ReferralStatus,
  type ReferralSortColumn,
  type ReferralUpdateStatusesResponse,
  customerNotifiedStatuses,
  customerRecordRoute,
  externalReferralStatuses,
  networkReferralStatuses,
  referralCategories,
  referralCategoryLabels,
  referralDefaults,
  referralMessages,
  referralStatusLabels,
  statusesOfKind,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import {
  requireCustomer,
  requireSignedIn,
  requireStaff,
  staffReachesLocation,
} from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/jobs.ts';
import { nudgeMailDelivery } from '../../platform/mail/jobs.ts';
import { escapeHtml } from '../../platform/web/html.ts';
import * as repository from './repository.ts';
import { referralStatusMail } from './mail.ts';

/** Staff reach the referrals from or to their locations; agency admins reach every one. */
export function scopeOf(staff: StaffActor): repository.ReferralScope {
  return staff.role === 'agency_admin' ? { kind: 'all' } : { kind: 'locations', ids: staff.locationIds };
}

function staffReachesReferral(
  staff: StaffActor,
  referral: { from_location_id: number | null; to_location_id: number | null },
): boolean {
  if (staff.role === 'agency_admin') return true;
  return [referral.from_location_id, referral.to_location_id].some(
    (id) => id !== null && staffReachesLocation(staff, id),
  );
}

const options = (values: readonly string[], labels: Record<string, string>): ReferralOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export function categories(actor: Actor): ReferralOption[] {
  requireStaff(actor);
  return options(referralCategories, referralCategoryLabels);
}

export function statuses(actor: Actor): ReferralOption[] {
  requireStaff(actor);
  return options(networkReferralStatuses, referralStatusLabels);
}

export function types(actor: Actor): ReferralOption[] {
  requireStaff(actor);
  return options(externalReferralStatuses, referralStatusLabels);
}

const column = (
  name: string,
  selector: string,
  extra: Partial<Omit<ReferralColumn, 'name' | 'selector'>> = {},
): ReferralColumn => ({
  name,
  selector,
  sortable: true,
  center: false,
  wrap: true,
  compact: false,
  style: {},
  ...extra,
});

/** The table's columns (spec 3: defined by the server); the sortable ones are the contract's referralSortColumns. */
export const referralColumns: ReferralColumn[] = [
  column('First Name', 'first_name'),
  column('Last Name', 'last_name'),
  column('Referred From', 'from_location'),
  column('Referred To', 'to_name'),
  column('Status', 'status', { center: true, compact: true }),
  column('Note', 'note', { sortable: false }),
  column('Created At', 'created_at', { compact: true }),
];

export interface ListParams {
  type: ReferralCategory;
  status: ReferralStatus | '0';
}

export interface ListOptions {
  orderBy: ReferralSortColumn;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
}

/** A status that is not one of the type's is answered like any bad field (422), never as an empty list. */
export function filterOf(staff: StaffActor, params: ListParams, query: Pick<ListOptions, 'orderBy' | 'sort'>) {
  const status = params.status === '0' ? null : params.status;
  if (status && !statusesOfKind(params.type === 'external' ? 'external' : 'network').includes(status))
    throw invalid({ status: [referralMessages.statusNotOfType] });
  return { type: params.type, status, scope: scopeOf(staff), orderBy: query.orderBy, sort: query.sort };
}

function toRow(row: repository.ListRow): ReferralRow {
  return {
    id: row.id,
    created_at: row.created_at,
    action: customerRecordRoute(row.customer_id),
    customer_id: row.customer_id,
    first_name: row.first_name,
    last_name: row.last_name,
    from_location: row.from_location,
    to_name: row.to_name,
    kind: row.kind,
    status: row.status,
    status_label: referralStatusLabels[row.status],
    note: row.note,
    selectable: row.kind === 'network' && row.customer_active,
  };
}

export async function listReferrals(
  db: Db,
  actor: Actor,
  params: ListParams,
  query: ListOptions,
): Promise<ReferralListResponse> {
  const staff = requireStaff(actor);
  const filter = filterOf(staff, params, query);
  const { rows, total } = await repository.listPage(db, filter, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    totalRows: total,
    page: query.page,
    perPage: query.perPage,
    data: { rows: rows.map(toRow), columns: referralColumns },
  };
}

/**
 * Changes the status of the selected in-network referrals in one transaction, with a history row each. Refused as a
 * whole (nothing changes): a referral that is missing, deleted or a deleted customer's (404, as missing), one outside
 * the staff user's locations (403), an out-of-network one (422), a status that is not the type's (422), an archived
 * customer's (409). A change that matters to the customer queues a mail (decision 0023).
 */
export async function updateStatuses(
  db: Db,
  actor: Actor,
  body: { referral_ids: number[]; status: ReferralStatus; note?: string | null | undefined },
  jobs?: JobQueue,
): Promise<ReferralUpdateStatusesResponse> {
  const staff = requireStaff(actor);
  const ids = [...new Set(body.referral_ids)];
  const note = body.note?.trim() || null;
  const result = await db.transaction(async (tx) => {
    const found = await repository.lockForUpdate(tx, ids);
    if (found.length !== ids.length || found.some((row) => row.deleted || row.customer_deleted))
      throw notFound(referralMessages.notReachable);
    if (found.some((row) => !staffReachesReferral(staff, row))) throw forbidden(referralMessages.notReachable);
    if (found.some((row) => row.kind === 'external'))
      throw invalid({ referral_ids: [referralMessages.externalNotChangeable] });
    if (!(networkReferralStatuses as readonly string[]).includes(body.status))
      throw invalid({ status: [referralMessages.statusNotOfType] });
    if (found.some((row) => !row.customer_active)) throw conflict(referralMessages.customerReadOnly);
    const changing = found.filter((row) => row.status !== body.status);
    await repository.setStatus(
      tx,
      changing.map((row) => ({ id: row.id, from: row.status, to: body.status })),
      { staffId: staff.staffId },
      note,
    );
    const outboxIds: number[] = [];
    if (customerNotifiedStatuses.includes(body.status)) {
      for (const row of changing) {
        if (!row.customer_email) continue;
        const [queued] = await tx
          .insert(schema.mailOutbox)
          .values({
            toAddress: row.customer_email,
            ...referralStatusMail(row.customer_language, {
              name: row.customer_first_name,
              target: row.to_name,
              status: body.status,
              note,
            }),
          })
          .returning({ id: schema.mailOutbox.id });
        outboxIds.push(queued!.id);
      }
    }
    // The staff user who made the referral hears of a change someone else made (a web alert in their bell).
    const alerts = changing.filter(
      (row) => row.created_by_staff_id !== null && row.created_by_staff_id !== staff.staffId,
    );
    if (alerts.length > 0)
      await tx.insert(schema.webAlerts).values(
        alerts.map((row) => ({
          userId: row.created_by_staff_id!,
          emailSubject: referralMessages.alertSubject,
          webMessage: escapeHtml(
            referralMessages.alertMessage(
              `${row.customer_first_name} ${row.customer_last_name}`,
              row.to_name,
              referralStatusLabels[body.status],
            ),
          ),
        })),
      );
    for (const row of changing)
      await audit(tx, {
        actor: staff,
        action: 'referral.status',
        entityType: 'referral',
        entityId: row.id,
        customerId: row.customer_id,
        detail: { from: row.status, to: body.status },
      });
    return { count: found.length, outboxIds };
  });
  if (jobs) for (const id of result.outboxIds) await nudgeMailDelivery(jobs, id);
  return { success: true, message: referralMessages.updated(result.count) };
}

/**
 * A staff user refers a customer (staff spec 6: from a chosen location, never 9999): to another location
 * (in-network, New) or to an active directory service (out-of-network). The customer must be writable by them.
 */
export async function createReferral(db: Db, actor: Actor, body: ReferralCreateBody): Promise<ReferralCreated> {
  const staff = requireStaff(actor);
  const customer = await requireWritableCustomer(db, staff, body.customer_id);
  if (!staffReachesLocation(staff, body.location_id))
    throw invalid({ location_id: [referralMessages.locationNotReachable] });
  const note = body.note?.trim() || null;
  let values: typeof schema.referrals.$inferInsert;
  if (body.to_service_id) {
    const service = await repository.activeDirectoryService(db, body.to_service_id);
    if (!service) throw invalid({ to_service_id: [referralMessages.serviceUnavailable] });
    values = {
      customerId: customer.id,
      kind: 'external',
      status: body.external_status ?? 'referral',
      fromLocationId: body.location_id,
      toServiceId: service.id,
      toServiceName: service.name,
      createdByStaffId: staff.staffId,
      note,
    };
  } else {
    const to = body.to_location_id!;
    if (to === body.location_id) throw invalid({ to_location_id: [referralMessages.sameLocation] });
    if (!(await repository.locationExists(db, to)))
      throw invalid({ to_location_id: [referralMessages.targetLocationMissing] });
    values = {
      customerId: customer.id,
      kind: 'network',
      status: 'new',
      fromLocationId: body.location_id,
      toLocationId: to,
      createdByStaffId: staff.staffId,
      note,
    };
  }
  const id = await db.transaction(async (tx) => {
    const created = await repository.insertReferral(tx, values, { staffId: staff.staffId });
    await audit(tx, {
      actor: staff,
      action: 'referral.create',
      entityType: 'referral',
      entityId: created,
      customerId: customer.id,
      detail: { kind: values.kind },
    });
    return created;
  });
  return { id, message: referralMessages.created };
}

/**
 * A customer asks for a referral to a service found in the 211 finder: the service must exist and be active (checked
 * here, not trusted from the browser). It is an in-network request to the customer's location, New (decision 0023).
 */
export async function requestFromCatalog(db: Db, actor: Actor, body: CatalogReferralBody): Promise<ReferralCreated> {
  const own = requireCustomer(actor);
  const customer = await requireWritableCustomer(db, own, own.customerId);
  const service = await repository.activeDirectoryService(db, body.service_id);
  if (!service) throw invalid({ service_id: [referralMessages.serviceUnavailable] });
  if (await repository.openRequestExists(db, customer.id, service.id))
    throw conflict(referralMessages.alreadyRequested);
  const locations = await repository.customerLocations(db, customer.id);
  const to = locations?.primary_location_id ?? locations?.location_ids[0] ?? null;
  const id = await db.transaction(async (tx) => {
    const created = await repository.insertReferral(
      tx,
      {
        customerId: customer.id,
        kind: 'network',
        status: 'new',
        toLocationId: to,
        toServiceId: service.id,
        toServiceName: service.name,
        requestedByCustomer: true,
        note: body.note?.trim() || null,
      },
      { customerId: customer.id },
    );
    await audit(tx, {
      actor: own,
      action: 'referral.request',
      entityType: 'referral',
      entityId: created,
      customerId: customer.id,
    });
    return created;
  });
  return { id, message: referralMessages.requested };
}

const toItem = (row: repository.ItemRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  status_label: referralStatusLabels[row.status],
  from_location: row.from_location,
  to_name: row.to_name,
  to_service_id: row.to_service_id,
  note: row.note,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export async function myReferrals(db: Db, actor: Actor, page: number): Promise<MyReferralsResponse> {
  const own = requireCustomer(actor);
  const perPage = referralDefaults.perPage;
  const { rows, total } = await repository.customerReferrals(db, own.customerId, {
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    data: rows.map(toItem),
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    total,
    perPage,
  };
}

/** One referral with its history: its customer, or staff of a location it is from or to (others: 404). */
export async function referralDetail(db: Db, actor: Actor, id: number): Promise<ReferralDetail> {
  const signedIn = requireSignedIn(actor);
  const row = await repository.referralDetail(db, id);
  const visible =
    row !== null &&
    !row.customer_deleted &&
    (signedIn.kind === 'customer' ? row.customer_id === signedIn.customerId : staffReachesReferral(signedIn, row));
  if (!visible) throw notFound();
  const history = await repository.referralHistory(db, id);
  return {
    ...toItem(row),
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    history: history.map((entry) => ({
      ...entry,
      to_status_label: referralStatusLabels[entry.to_status],
    })),
  };
}
