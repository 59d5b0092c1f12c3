import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';

const { wageRecords, wageSources, staffUsers, documents, occupations, locations } = schema;

const columns = {
  id: wageRecords.id,
  customerId: wageRecords.customerId,
  sourceId: wageRecords.sourceId,
  source: wageSources.source,
  creatorUserId: wageRecords.creatorUserId,
  creatorFirstName: staffUsers.firstName,
  creatorLastName: staffUsers.lastName,
  dateReceived: wageRecords.dateReceived,
  startDate: wageRecords.startDate,
  employerName: wageRecords.employerName,
  naicsCode: wageRecords.naicsCode,
  jobTitle: wageRecords.jobTitle,
  startingWage: wageRecords.startingWage,
  recentWage: wageRecords.recentWage,
  wageIncrement: wageRecords.wageIncrement,
  onetCode: wageRecords.onetCode,
  onetTitle: occupations.title,
  isJobRelevant: wageRecords.isJobRelevant,
  documentId: documents.id,
  documentName: documents.originalFilename,
  documentOnFile: documents.isOnFile,
  documentLocationName: locations.name,
  createdAt: wageRecords.createdAt,
};

function selectWages(db: DbOrTx) {
  return db
    .select(columns)
    .from(wageRecords)
    .innerJoin(wageSources, eq(wageSources.id, wageRecords.sourceId))
    .leftJoin(staffUsers, eq(staffUsers.id, wageRecords.creatorUserId))
    .leftJoin(occupations, eq(occupations.code, wageRecords.onetCode))
    .leftJoin(documents, and(eq(documents.id, wageRecords.documentId), isNull(documents.deletedAt)))
    .leftJoin(locations, eq(locations.id, documents.locationId));
}

export async function findWage(db: DbOrTx, id: number) {
  const [row] = await selectWages(db).where(eq(wageRecords.id, id)).limit(1);
  return row ?? null;
}
export type WageRow = NonNullable<Awaited<ReturnType<typeof findWage>>>;

export async function listWages(db: DbOrTx, customerId: number, page: number, perPage: number) {
  const where = eq(wageRecords.customerId, customerId);
  const rows = await selectWages(db)
    .where(where)
    .orderBy(desc(wageRecords.dateReceived), desc(wageRecords.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(wageRecords).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function insertWage(db: DbOrTx, values: typeof wageRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(wageRecords).values(values).returning({ id: wageRecords.id });
  if (!row) throw new Error('Wage insert returned no row');
  return row.id;
}

export async function updateWage(db: DbOrTx, id: number, values: Partial<typeof wageRecords.$inferInsert>) {
  await db
    .update(wageRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(wageRecords.id, id));
}

export async function onetExists(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.code, code)).limit(1);
  return row !== undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The O*NET catalogue by title (or code prefix), titles starting with the text first. */
export async function searchOnet(db: DbOrTx, query: string) {
  const text = query.trim();
  if (text.length === 0) return [];
  const pattern = `%${escapeLike(text)}%`;
  return db
    .select({ code: occupations.code, title: occupations.title })
    .from(occupations)
    .where(or(ilike(occupations.title, pattern), ilike(occupations.code, `${escapeLike(text)}%`)))
    .orderBy(sql`(${occupations.title} ilike ${`${escapeLike(text)}%`}) desc`, asc(occupations.title))
    .limit(20);
}
