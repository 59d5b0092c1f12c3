import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import {
  type CustomerDocument,
  type CustomerDocumentsPage,
  customerDocumentMessages,
  type DocumentsWidget,
  type DocumentUploadOptions,
  documentCategories,
  documentCategoryById,
  documentsWidgetSize,
  type OnFileBody,
  requiredMessage,
  uploadPurposes,
} from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { Actor, CustomerActor, StaffActor } from '../../platform/access/actor.ts';
import { findCustomerWriteState, requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { canSeeCustomer, staffReachesLocation } from '../../platform/access/policies.ts';
import { openReferralToStaff } from '../../platform/access/referral-read.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound, unauthenticated } from '../../platform/http/errors.ts';
import { getClientSettings, maxUploadBytes, megabyte } from '../../platform/settings.ts';
import type { DocumentRow } from './repository.ts';
import { toDocumentItem } from './service.ts';

const { documents, locations } = schema;

/** The on-file record's stand-in path: unique per row, never a stored file (downloads of it are 404). */
export const onFilePathPrefix = 'on-file/';

/** Staff spec 5: the extensions and size the uploader checks before sending, from the server; staff get their locations. */
export async function uploadOptions(db: Db, actor: CustomerActor | StaffActor): Promise<DocumentUploadOptions> {
  const settings = await getClientSettings(db);
  let reachable: { id: number; name: string }[] = [];
  if (actor.kind === 'staff' && (actor.role === 'agency_admin' || actor.locationIds.length > 0)) {
    reachable = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(actor.role === 'agency_admin' ? undefined : inArray(locations.id, actor.locationIds))
      .orderBy(locations.name);
  }
  return {
    extensions: [...uploadPurposes.document],
    max_megabytes: maxUploadBytes(settings) / megabyte,
    categories: documentCategories.map(({ id, name }) => ({ id, name })),
    locations: reachable,
  };
}

/**
 * A customer whose documents the caller may read: staff of the customer's locations or of a location with an open
 * referral of the customer (403 otherwise), the customer themself. A deleted customer is a 404, as a missing one; an
 * archived one is still readable.
 */
async function readableCustomer(db: DbOrTx, actor: Actor, customerId: number): Promise<number> {
  if (actor.kind === 'guest') throw unauthenticated();
  const customer = await findCustomerWriteState(db, customerId);
  if (!customer || customer.deletedAt !== null) throw notFound();
  if (canSeeCustomer(actor, customer)) return customer.id;
  if (actor.kind === 'staff' && (await openReferralToStaff(db, actor, customer.id)) !== null) return customer.id;
  throw actor.kind === 'customer' ? notFound() : forbidden();
}

const liveOf = (customerId: number) => and(eq(documents.customerId, customerId), isNull(documents.deletedAt));

export async function listCustomerDocuments(
  db: Db,
  actor: Actor,
  customerId: number,
  query: { categoryId?: number | undefined; page: number; perPage: number },
): Promise<CustomerDocumentsPage> {
  const id = await readableCustomer(db, actor, customerId);
  const category = query.categoryId === undefined ? undefined : documentCategoryById(query.categoryId);
  if (query.categoryId !== undefined && !category) {
    throw invalid({ categoryId: [customerDocumentMessages.invalidCategory] });
  }
  const where = category ? and(liveOf(id), eq(documents.documentCategory, category.name)) : liveOf(id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ document: documents, locationName: locations.name })
      .from(documents)
      .leftJoin(locations, eq(locations.id, documents.locationId))
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(documents).where(where),
  ]);
  return {
    data: rows.map((row) => toCustomerDocument(row.document, row.locationName)),
    total: total?.total ?? 0,
    per_page: query.perPage,
  };
}

export function toCustomerDocument(row: DocumentRow, locationName: string | null): CustomerDocument {
  return { ...toDocumentItem(row), location_id: row.locationId, location_name: locationName };
}

/** Staff spec 7: a document kept on paper at one of the caller's locations; a row without a file. */
export async function recordOnFile(
  db: Db,
  actor: StaffActor,
  customerId: number,
  body: OnFileBody,
  ip: string,
): Promise<CustomerDocument> {
  const customer = await requireWritableCustomer(db, actor, customerId);
  const category = documentCategoryById(body.categoryId);
  if (!category) throw invalid({ categoryId: [customerDocumentMessages.invalidCategory] });
  const [location] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.id, body.locationId));
  if (!location || !staffReachesLocation(actor, location.id)) {
    throw invalid({ locationId: [customerDocumentMessages.invalidLocation] });
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(documents)
      .values({
        name: category.name,
        originalFilename: `${category.name} (on file)`,
        path: `${onFilePathPrefix}${randomUUID()}`,
        size: 0,
        mime: '',
        customerId: customer.id,
        creatorGuard: 'staff',
        creatorUserId: actor.staffId,
        documentCategory: category.name,
        isOnFile: true,
        locationId: location.id,
      })
      .returning();
    if (!inserted) throw new Error('Document insert returned no row');
    await audit(tx, {
      actor,
      action: 'document.on_file',
      entityType: 'document',
      entityId: inserted.id,
      customerId: customer.id,
      ip,
    });
    return inserted;
  });
  return toCustomerDocument(row, location.name);
}

/** Dashboard documents widget: the customer's own, or for staff the named customer's (staff spec 3). */
export async function documentsWidget(db: Db, actor: Actor, customerId: number | undefined): Promise<DocumentsWidget> {
  if (actor.kind === 'guest') throw unauthenticated();
  let target: number;
  if (actor.kind === 'customer') {
    target = actor.customerId;
  } else {
    if (customerId === undefined) throw invalid({ customerId: [requiredMessage] });
    target = await readableCustomer(db, actor, customerId);
  }
  const [[summary], recent] = await Promise.all([
    db
      .select({ total: count(), lastUpdated: max(documents.createdAt) })
      .from(documents)
      .where(liveOf(target)),
    db
      .select({
        id: documents.id,
        name: documents.originalFilename,
        createdAt: documents.createdAt,
        isOnFile: documents.isOnFile,
      })
      .from(documents)
      .where(liveOf(target))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(documentsWidgetSize),
  ]);
  const lastUpdated = summary?.lastUpdated;
  return {
    total: summary?.total ?? 0,
    last_updated: lastUpdated ? new Date(lastUpdated).toISOString() : null,
    data: recent.map((row) => ({
      id: row.id,
      display_name: row.name,
      created_at: row.createdAt.toISOString(),
      is_on_file: row.isOnFile,
    })),
  };
}
