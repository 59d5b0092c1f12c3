import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type Db, type DbOrTx, schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

const { performanceTypes, performanceRecords, customers, staffUsers, staffUserLocations, documents, locations } =
  schema;
const enrollments = schema.serviceLogEnrollments;

export type PerformanceTypeRow = typeof performanceTypes.$inferSelect;

export async function listTypes(db: DbOrTx, kind: string, term: string | undefined): Promise<PerformanceTypeRow[]> {
  const conditions: SQL[] = [eq(performanceTypes.kind, kind), eq(performanceTypes.active, true)];
  if (term?.trim()) conditions.push(ilike(performanceTypes.type, `%${escapeLike(term.trim())}%`));
  return db
    .select()
    .from(performanceTypes)
    .where(and(...conditions))
    .orderBy(asc(performanceTypes.id));
}

export async function findType(db: DbOrTx, id: number): Promise<PerformanceTypeRow | null> {
  const [row] = await db.select().from(performanceTypes).where(eq(performanceTypes.id, id)).limit(1);
  return row ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The customer's performance enrolment (staff spec 3 performanceEnrollment): their latest service-log enrolment.
 * A record keeps the one it was made under.
 */
export async function latestEnrollment(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: enrollments.id, exitAt: enrollments.exitAt })
    .from(enrollments)
    .where(eq(enrollments.customerId, customerId))
    .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
    .limit(1);
  return row ?? null;
}

const recordColumns = {
  id: performanceRecords.id,
  customerId: performanceRecords.customerId,
  creatorUserId: performanceRecords.creatorUserId,
  kind: performanceRecords.kind,
  typeId: performanceTypes.id,
  type: performanceTypes.type,
  isEvidenceMust: performanceTypes.isEvidenceMust,
  dateAffected: performanceRecords.dateAffected,
  note: performanceRecords.note,
  createdAt: performanceRecords.createdAt,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  creatorFirstName: staffUsers.firstName,
  creatorLastName: staffUsers.lastName,
  enrollmentId: enrollments.id,
  exitAt: enrollments.exitAt,
  documentId: documents.id,
  documentPath: documents.path,
  documentName: documents.originalFilename,
  documentOnFile: documents.isOnFile,
  documentLocationName: locations.name,
};

function selectRecords(db: DbOrTx) {
  return db
    .select(recordColumns)
    .from(performanceRecords)
    .innerJoin(performanceTypes, eq(performanceTypes.id, performanceRecords.performanceTypeId))
    .innerJoin(customers, eq(customers.id, performanceRecords.customerId))
    .innerJoin(staffUsers, eq(staffUsers.id, performanceRecords.creatorUserId))
    .leftJoin(enrollments, eq(enrollments.id, performanceRecords.enrollmentId))
    .leftJoin(documents, and(eq(documents.id, performanceRecords.documentId), isNull(documents.deletedAt)))
    .leftJoin(locations, eq(locations.id, documents.locationId));
}

export async function findRecord(db: DbOrTx, id: number) {
  const [row] = await selectRecords(db).where(eq(performanceRecords.id, id)).limit(1);
  return row ?? null;
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof findRecord>>>;

export interface ListFilter {
  customerId: number;
  creatorIds: number[];
  date: string | undefined;
  kind: string | undefined;
  locationId: number | undefined;
  page: number;
  perPage: number;
}

/**
 * The table as the screen opens it (no filter): one prepared statement, so the seven-table join is not planned
 * again on every page (planning it cost more than running it; ADR 0025 figure).
 */
const unfilteredPageStatement = preparedStatement((db: Db) =>
  selectRecords(db)
    .where(eq(performanceRecords.customerId, sql.placeholder('customerId')))
    .orderBy(desc(performanceRecords.dateAffected), desc(performanceRecords.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('performance_records_page'),
);
const customerCountStatement = preparedStatement((db: Db) =>
  db
    .select({ n: count() })
    .from(performanceRecords)
    .where(eq(performanceRecords.customerId, sql.placeholder('customerId')))
    .prepare('performance_records_count'),
);

export async function listRecords(db: Db, filter: ListFilter): Promise<{ rows: RecordRow[]; total: number }> {
  const unfiltered = filter.creatorIds.length === 0 && !filter.date && !filter.kind && filter.locationId === undefined;
  if (unfiltered) {
    const rows = await unfilteredPageStatement(db).execute({
      customerId: filter.customerId,
      limit: filter.perPage,
      offset: (filter.page - 1) * filter.perPage,
    });
    const [total] = await customerCountStatement(db).execute({ customerId: filter.customerId });
    return { rows, total: total?.n ?? 0 };
  }
  const conditions: SQL[] = [eq(performanceRecords.customerId, filter.customerId)];
  if (filter.creatorIds.length > 0) conditions.push(inArray(performanceRecords.creatorUserId, filter.creatorIds));
  if (filter.date) conditions.push(eq(performanceRecords.dateAffected, filter.date));
  if (filter.kind) conditions.push(eq(performanceRecords.kind, filter.kind));
  if (filter.locationId !== undefined) {
    // Records made by staff of that location.
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(staffUserLocations)
          .where(
            and(
              eq(staffUserLocations.staffUserId, performanceRecords.creatorUserId),
              eq(staffUserLocations.locationId, filter.locationId),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const rows = await selectRecords(db)
    .where(where)
    .orderBy(desc(performanceRecords.dateAffected), desc(performanceRecords.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  const [total] = await db.select({ n: count() }).from(performanceRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertRecord(db: DbOrTx, values: typeof performanceRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(performanceRecords).values(values).returning({ id: performanceRecords.id });
  if (!row) throw new Error('Performance insert returned no row');
  return row.id;
}

export async function updateRecord(
  db: DbOrTx,
  id: number,
  values: Partial<typeof performanceRecords.$inferInsert>,
): Promise<void> {
  await db
    .update(performanceRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(performanceRecords.id, id));
}

export async function deleteRecord(db: DbOrTx, id: number): Promise<void> {
  await db.delete(performanceRecords).where(eq(performanceRecords.id, id));
}

/** Staff at the locations (every active staff user when locationIds is null), by name, plus the chosen ids. */
export async function searchUsers(
  db: DbOrTx,
  options: { locationIds: number[] | null; term: string | undefined; ids: number[] },
) {
  const conditions: SQL[] = [eq(staffUsers.active, true)];
  if (options.locationIds !== null) {
    if (options.locationIds.length === 0) return [];
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(staffUserLocations)
          .where(
            and(
              eq(staffUserLocations.staffUserId, staffUsers.id),
              inArray(staffUserLocations.locationId, options.locationIds),
            ),
          ),
      ),
    );
  }
  const term = options.term?.trim();
  const matching: SQL[] = [];
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    matching.push(
      or(
        ilike(staffUsers.firstName, pattern),
        ilike(staffUsers.lastName, pattern),
        ilike(sql`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`, pattern),
      )!,
    );
  }
  const scoped = and(...conditions, ...matching);
  const where = options.ids.length > 0 ? or(scoped, and(...conditions, inArray(staffUsers.id, options.ids))) : scoped;
  return db
    .select({ id: staffUsers.id, first_name: staffUsers.firstName, last_name: staffUsers.lastName })
    .from(staffUsers)
    .where(where)
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
    .limit(25);
}
