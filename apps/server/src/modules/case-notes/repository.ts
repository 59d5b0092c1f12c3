import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CaseNoteCategory } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

const { caseNotes, staffUsers } = schema;

/** Who reads: confidential notes are visible only to their author and to admins. */
export interface NoteReader {
  staffId: number;
  admin: boolean;
}

/**
 * The one confidentiality rule, in SQL, for every read of case notes (this list and the history's case-note source).
 * `authorId` and `confidential` are the columns of the note being read.
 */
export function noteVisibleTo(reader: NoteReader, columns: { authorId: SQL; confidential: SQL }): SQL {
  if (reader.admin) return sql`true`;
  return sql`(not ${columns.confidential} or ${columns.authorId} = ${reader.staffId})`;
}

const visible = (reader: NoteReader) =>
  noteVisibleTo(reader, { authorId: sql`${caseNotes.authorId}`, confidential: sql`${caseNotes.confidential}` });

const noteColumns = {
  id: caseNotes.id,
  customerId: caseNotes.customerId,
  authorId: caseNotes.authorId,
  category: caseNotes.category,
  body: caseNotes.body,
  confidential: caseNotes.confidential,
  pinned: caseNotes.pinned,
  createdAt: caseNotes.createdAt,
  updatedAt: caseNotes.updatedAt,
  authorName: sql<string | null>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
};
export type NoteRow = typeof caseNotes.$inferSelect & { authorName: string | null };

/** One page of the customer's notes the reader may see: pinned first, then newest first. */
export async function listNotes(
  db: DbOrTx,
  reader: NoteReader,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NoteRow[]; total: number }> {
  const where = and(eq(caseNotes.customerId, customerId), visible(reader));
  const rows = await db
    .select(noteColumns)
    .from(caseNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, caseNotes.authorId))
    .where(where)
    .orderBy(desc(caseNotes.pinned), desc(caseNotes.createdAt), desc(caseNotes.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(caseNotes).where(where);
  return { rows: rows, total: total?.value ?? 0 };
}

/** One note of the customer, if the reader may see it (a hidden confidential note reads as missing). */
export async function findNote(
  db: DbOrTx,
  reader: NoteReader,
  customerId: number,
  noteId: number,
  lock = false,
): Promise<NoteRow | null> {
  const query = db
    .select(noteColumns)
    .from(caseNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, caseNotes.authorId))
    .where(and(eq(caseNotes.id, noteId), eq(caseNotes.customerId, customerId), visible(reader)));
  const [row] = await (lock ? query.for('update', { of: caseNotes }) : query);
  return row ?? null;
}

export interface NoteValues {
  category: CaseNoteCategory;
  body: string;
  confidential: boolean;
}

export async function insertNote(db: DbOrTx, values: NoteValues & { customerId: number; authorId: number }) {
  const [row] = await db.insert(caseNotes).values(values).returning({ id: caseNotes.id });
  if (!row) throw new Error('case note insert returned no row');
  return row.id;
}

export async function updateNote(db: DbOrTx, noteId: number, values: NoteValues) {
  await db
    .update(caseNotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(caseNotes.id, noteId));
}

export async function setPinned(db: DbOrTx, noteId: number, pinned: boolean) {
  await db.update(caseNotes).set({ pinned }).where(eq(caseNotes.id, noteId));
}
