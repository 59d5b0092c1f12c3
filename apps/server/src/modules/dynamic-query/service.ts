import {
  allSystemLocations,
  dynamicQueryLimits,
  dynamicQueryMessages,
  type FieldMetadata,
  operatorLabels,
  operatorsFor,
  type QueryRequest,
  queryRequestSchema,
  type QueryResults,
  type ResourceMetadata,
  type StoredQuery,
} from '@portal/contracts';
import type { DatabaseHandle, Db } from '@portal/db';
import { type Actor, type StaffActor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { type FieldDef, fields, resources } from './catalogue.ts';
import * as repository from './repository.ts';
import { TranslationError, translateQuery, type Viewer } from './translator.ts';

/** Agency admins reach every location; admins and agency admins see PII (docs/spec-decisions.md, issue #17). */
export function viewerFor(role: StaffActor['role'], locationIds: readonly number[]): Viewer {
  return { allLocations: role === 'agency_admin', locationIds, seesPii: role === 'admin' || role === 'agency_admin' };
}

export const staffViewer = (actor: StaffActor) => viewerFor(actor.role, actor.locationIds);

/** A translation refusal is a 422 on the field it names. */
export function translateOr422(request: QueryRequest, viewer: Viewer) {
  try {
    return translateQuery(request, viewer);
  } catch (error) {
    if (error instanceof TranslationError) throw invalid({ [error.path]: [error.message] });
    throw error;
  }
}

// ---------------------------------------------------------------- metadata

async function fieldMetadata(db: Db, field: FieldDef): Promise<FieldMetadata> {
  const operators = field.freeText ? (['is', 'isNot'] as const) : operatorsFor(field.type, field.list);
  const options =
    typeof field.options === 'string' ? await repository.optionRows(db, field.options) : [...(field.options ?? [])];
  return {
    field: field.key,
    label: field.label,
    type: field.type,
    list: field.list,
    options,
    operators: operators.map((value) => ({ value, label: operatorLabels[value] })),
    default: field.default ?? false,
  };
}

export async function resourcesMetadata(db: Db, actor: Actor): Promise<ResourceMetadata[]> {
  const viewer = staffViewer(requireStaff(actor));
  const visible = fields.filter((field) => !field.pii || viewer.seesPii);
  return Promise.all(
    resources.map(async (resource) => ({
      resource: resource.key,
      label: resource.label,
      fields: await Promise.all(visible.filter((f) => f.resource === resource.key).map((f) => fieldMetadata(db, f))),
    })),
  );
}

export async function fieldOptions(db: Db, actor: Actor, resource: string, fieldName: string) {
  const viewer = staffViewer(requireStaff(actor));
  const field = fields.find((f) => f.resource === resource && f.key === `${resource}.${fieldName}`);
  if (!field || (field.pii && !viewer.seesPii)) throw notFound();
  return (await fieldMetadata(db, field)).options;
}

// ---------------------------------------------------------------- runs

async function execute(reader: DatabaseHandle, request: QueryRequest, viewer: Viewer, page: number) {
  const query = translateOr422(request, viewer);
  const perPage = dynamicQueryLimits.perPage;
  const pageQuery = query.page(perPage, (page - 1) * perPage);
  const [countRows, rows] = await Promise.all([
    reader.rawQuery(query.counts.text, query.counts.params),
    reader.rawQuery(pageQuery.text, pageQuery.params),
  ]);
  const counts = (countRows[0] ?? { total: 0, unique_count: 0 }) as { total: number; unique_count: number };
  const data = (rows as Record<string, unknown>[]).map((row) =>
    Object.fromEntries(
      query.columns.map((column) => [column.id, (row[column.alias] ?? null) as string | number | boolean | null]),
    ),
  );
  const total = Number(counts.total);
  const results: QueryResults = {
    data,
    total,
    unique_count: Number(counts.unique_count),
    per_page: perPage,
    current_page: page,
    // Past the cap the pages stop at the cap's last one (the export has every row).
    last_page: Math.max(1, Math.ceil(Math.min(total, dynamicQueryLimits.countCap) / perPage)),
  };
  return results;
}

/** `reader`: where the query's rows are read (the read replica when one is usable); the audit row goes to `database`. */
export async function runUnsaved(
  database: DatabaseHandle,
  actor: Actor,
  request: QueryRequest,
  page: number,
  reader = database,
) {
  const staff = requireStaff(actor);
  const results = await execute(reader, request, staffViewer(staff), page);
  await audit(database.db, {
    actor: staff,
    action: 'dynamic-query.run',
    entityType: 'dynamic_query',
    entityId: null,
    detail: { fields: request.fields.map((f) => f.id), total: results.total, page },
  });
  return results;
}

/** Parses what was stored; an old or broken structure is a 422, never a 500. */
function storedRequest(row: repository.StoredQueryRow): QueryRequest {
  const parsed = queryRequestSchema.safeParse(row.queryRequest);
  if (!parsed.success) throw invalid({ query_request: [dynamicQueryMessages.invalidStructure] });
  return parsed.data;
}

/** The owner and the users it was shared with may read, run, copy and export it; for anybody else it does not exist. */
async function readable(db: Db, staff: StaffActor, id: number) {
  const row = await repository.findStored(db, id);
  if (!row || (row.ownerUserId !== staff.staffId && !row.sharedWith.includes(staff.staffId))) throw notFound();
  return row;
}

/** Only the owner changes, shares or deletes it; a user it was shared with is refused, anybody else finds nothing. */
async function owned(db: Db, staff: StaffActor, id: number) {
  const row = await readable(db, staff, id);
  if (row.ownerUserId !== staff.staffId) throw forbidden();
  return row;
}

/** A stored query the user may read, with its request parsed (for an export). */
export async function runStoredReadable(db: Db, staff: StaffActor, id: number) {
  const row = await readable(db, staff, id);
  return { row, request: storedRequest(row) };
}

export async function runStored(database: DatabaseHandle, actor: Actor, id: number, page: number, reader = database) {
  const staff = requireStaff(actor);
  const row = await readable(database.db, staff, id);
  const results = await execute(reader, storedRequest(row), staffViewer(staff), page);
  await database.db.transaction(async (tx) => {
    await repository.recordRun(tx, id, { total: results.total, unique: results.unique_count });
    await audit(tx, {
      actor: staff,
      action: 'dynamic-query.run',
      entityType: 'stored_query',
      entityId: id,
      detail: { total: results.total, page },
    });
  });
  return results;
}

// ---------------------------------------------------------------- stored queries

export function toStoredQuery(row: repository.StoredQueryRow, userId: number): StoredQuery {
  return {
    id: row.id,
    name: row.name,
    query_request: row.queryRequest,
    is_primary: row.isPrimary,
    total_records: row.totalRecords,
    unique_count: row.uniqueCount,
    created_at: row.createdAt.toISOString(),
    last_run_timestamp: row.lastRunTimestamp?.toISOString() ?? null,
    last_run_count: row.lastRunCount,
    last_run_unique_count: row.lastRunUniqueCount,
    is_owner: row.ownerUserId === userId,
    owner: { id: row.ownerUserId, first_name: row.ownerFirstName, last_name: row.ownerLastName },
    shared_with: row.ownerUserId === userId ? row.sharedWith : [],
  };
}

export async function listStored(db: Db, actor: Actor): Promise<StoredQuery[]> {
  const staff = requireStaff(actor);
  const rows = await repository.listReadable(db, staff.staffId);
  return rows.map((row) => toStoredQuery(row, staff.staffId));
}

interface SaveBody {
  name: string;
  query_request: QueryRequest;
  is_primary: boolean;
  total_records?: number | undefined;
  unique_count?: number | undefined;
}

/** Checks the request translates for the saver (fields they may use), then stores it as sent. */
function storedValues(body: SaveBody, staff: StaffActor): repository.StoredQueryValues {
  translateOr422(body.query_request, staffViewer(staff));
  return {
    name: body.name,
    queryRequest: body.query_request,
    isPrimary: body.is_primary,
    totalRecords: body.total_records ?? 0,
    uniqueCount: body.unique_count ?? 0,
  };
}

async function loadOwnView(db: Db, id: number, userId: number): Promise<StoredQuery> {
  const row = await repository.findStored(db, id);
  if (!row) throw notFound();
  return toStoredQuery(row, userId);
}

export async function createStored(db: Db, actor: Actor, body: SaveBody): Promise<StoredQuery> {
  const staff = requireStaff(actor);
  const values = storedValues(body, staff);
  const id = await db.transaction(async (tx) => {
    const newId = await repository.insertStored(tx, staff.staffId, values);
    await audit(tx, { actor: staff, action: 'dynamic-query.create', entityType: 'stored_query', entityId: newId });
    return newId;
  });
  return loadOwnView(db, id, staff.staffId);
}

export async function updateStoredQuery(db: Db, actor: Actor, id: number, body: SaveBody): Promise<StoredQuery> {
  const staff = requireStaff(actor);
  await owned(db, staff, id);
  const values = storedValues(body, staff);
  await db.transaction(async (tx) => {
    await repository.updateStored(tx, id, values);
    await audit(tx, { actor: staff, action: 'dynamic-query.update', entityType: 'stored_query', entityId: id });
  });
  return loadOwnView(db, id, staff.staffId);
}

export async function deleteStoredQuery(db: Db, actor: Actor, id: number): Promise<void> {
  const staff = requireStaff(actor);
  await owned(db, staff, id);
  await db.transaction(async (tx) => {
    await repository.deleteStored(tx, id);
    await audit(tx, { actor: staff, action: 'dynamic-query.delete', entityType: 'stored_query', entityId: id });
  });
}

export async function duplicateStored(db: Db, actor: Actor, id: number, name: string): Promise<StoredQuery> {
  const staff = requireStaff(actor);
  const row = await readable(db, staff, id);
  const newId = await db.transaction(async (tx) => {
    const copyId = await repository.insertStored(tx, staff.staffId, {
      name,
      queryRequest: row.queryRequest,
      isPrimary: false,
      totalRecords: row.totalRecords,
      uniqueCount: row.uniqueCount,
    });
    await audit(tx, {
      actor: staff,
      action: 'dynamic-query.copy',
      entityType: 'stored_query',
      entityId: copyId,
      detail: { from: id },
    });
    return copyId;
  });
  return loadOwnView(db, newId, staff.staffId);
}

export async function shareStored(db: Db, actor: Actor, id: number, userIds: number[]): Promise<StoredQuery> {
  const staff = requireStaff(actor);
  await owned(db, staff, id);
  const wanted = [...new Set(userIds)];
  const found = await repository.activeStaffIds(db, wanted, staff.staffId);
  if (found.length !== wanted.length) throw invalid({ user_ids: [dynamicQueryMessages.noUsers] });
  await db.transaction(async (tx) => {
    await repository.replaceShares(tx, id, found, staff.staffId);
    await audit(tx, {
      actor: staff,
      action: 'dynamic-query.share',
      entityType: 'stored_query',
      entityId: id,
      detail: { user_ids: found },
    });
  });
  return loadOwnView(db, id, staff.staffId);
}

// ---------------------------------------------------------------- sharing lookups

export async function searchShareUsers(
  db: Db,
  actor: Actor,
  params: {
    query?: string | undefined;
    ids?: number[] | undefined;
    location_id?: number | undefined;
    ignore_location?: boolean | undefined;
  },
) {
  const staff = requireStaff(actor);
  const locationId =
    params.ignore_location || params.location_id === undefined || params.location_id === dynamicQueryLimits.allLocations
      ? null
      : params.location_id;
  return repository.searchUsers(db, { query: params.query, ids: params.ids, locationId, except: staff.staffId });
}

export async function shareLocations(db: Db, actor: Actor) {
  requireStaff(actor);
  return [{ ...allSystemLocations }, ...(await repository.listLocations(db))];
}
