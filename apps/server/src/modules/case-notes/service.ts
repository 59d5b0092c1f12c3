import {
  caseNoteCategoryLabels,
  caseNoteLimits,
  caseNoteMessages,
  type CaseNote,
  type CaseNoteCategory,
  type CaseNotes,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { isAdmin, requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import { readableCustomer } from '../customer-record/service.ts';
import { sanitizeNote } from '../performance/rich-text.ts';
import * as repository from './repository.ts';
import type { NoteReader, NoteRow, NoteValues } from './repository.ts';

const day = 24 * 60 * 60 * 1000;

export const noteReader = (staff: StaffActor): NoteReader => ({ staffId: staff.staffId, admin: isAdmin(staff) });

interface NoteInput {
  category: CaseNoteCategory;
  body: string;
  confidential: boolean;
}

const cleanValues = (input: NoteInput): NoteValues => ({
  category: input.category,
  body: sanitizeNote(input.body),
  confidential: input.confidential,
});

/** The service log's edit window (client_settings.service_log_edit_window_days) applies to case notes too. */
async function editWindowDays(db: Db) {
  return (await getClientSettings(db)).service_log_edit_window_days ?? 7;
}

const editableUntil = (row: NoteRow, windowDays: number) => new Date(row.createdAt.getTime() + windowDays * day);

function present(row: NoteRow, staff: StaffActor, windowDays: number, customerWritable: boolean): CaseNote {
  const until = editableUntil(row, windowDays);
  const category = row.category as CaseNoteCategory;
  return {
    id: row.id,
    customer_id: row.customerId,
    category,
    category_label: caseNoteCategoryLabels[category],
    body: row.body,
    confidential: row.confidential,
    pinned: row.pinned,
    author: { id: row.authorId, name: row.authorName?.trim() || 'Unknown user' },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: until.toISOString(),
    can_edit: customerWritable && row.authorId === staff.staffId && until.getTime() > Date.now(),
  };
}

/** The customer's notes the caller may read: pinned first, then newest first (confidential ones filtered in SQL). */
export async function listNotes(
  db: Db,
  actor: Actor,
  customerId: number,
  query: { page: number; perPage: number },
): Promise<CaseNotes> {
  const { staff, customer, referralId } = await readableCustomer(db, actor, customerId);
  const perPage = Math.min(query.perPage, caseNoteLimits.maxPerPage);
  const { rows, total } = await repository.listNotes(db, noteReader(staff), customer.id, {
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  const windowDays = await editWindowDays(db);
  const writable = referralId === null && customer.deletedAt === null && customer.status;
  return {
    data: rows.map((row) => present(row, staff, windowDays, writable)),
    currentPage: query.page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

/** A new note by the signed-in staff user, with its audit row, in one transaction. */
export async function createNote(db: Db, actor: Actor, customerId: number, input: NoteInput): Promise<CaseNote> {
  const staff = requireStaff(actor);
  const windowDays = await editWindowDays(db);
  const row = await db.transaction(async (tx) => {
    const customer = await requireWritableCustomer(tx, staff, customerId);
    const id = await repository.insertNote(tx, {
      ...cleanValues(input),
      customerId: customer.id,
      authorId: staff.staffId,
    });
    await audit(tx, {
      actor,
      action: 'customers.case_note.create',
      entityType: 'case_note',
      entityId: id,
      customerId: customer.id,
      detail: { category: input.category, confidential: input.confidential },
    });
    return repository.findNote(tx, noteReader(staff), customer.id, id);
  });
  if (!row) throw notFound(caseNoteMessages.noteNotFound);
  return present(row, staff, windowDays, true);
}

/** The author edits a note within the edit window; nobody else, never later. */
export async function updateNote(
  db: Db,
  actor: Actor,
  ids: { id: number; noteId: number },
  input: NoteInput,
): Promise<CaseNote> {
  const staff = requireStaff(actor);
  const windowDays = await editWindowDays(db);
  const row = await db.transaction(async (tx) => {
    const customer = await requireWritableCustomer(tx, staff, ids.id);
    const note = await repository.findNote(tx, noteReader(staff), customer.id, ids.noteId, true);
    if (!note) throw notFound(caseNoteMessages.noteNotFound);
    if (note.authorId !== staff.staffId) throw forbidden(caseNoteMessages.notAuthor);
    if (editableUntil(note, windowDays).getTime() <= Date.now()) {
      throw forbidden(caseNoteMessages.editWindowClosed(windowDays));
    }
    await repository.updateNote(tx, note.id, cleanValues(input));
    await audit(tx, {
      actor,
      action: 'customers.case_note.update',
      entityType: 'case_note',
      entityId: note.id,
      customerId: customer.id,
      detail: { category: input.category, confidential: input.confidential },
    });
    return repository.findNote(tx, noteReader(staff), customer.id, note.id);
  });
  if (!row) throw notFound(caseNoteMessages.noteNotFound);
  return present(row, staff, windowDays, true);
}

/** Pin or unpin a note the caller can read; any staff user who may write the customer may (a shared board). */
export async function pinNote(
  db: Db,
  actor: Actor,
  ids: { id: number; noteId: number },
  pinned: boolean,
): Promise<CaseNote> {
  const staff = requireStaff(actor);
  const windowDays = await editWindowDays(db);
  const row = await db.transaction(async (tx) => {
    const customer = await requireWritableCustomer(tx, staff, ids.id);
    const note = await repository.findNote(tx, noteReader(staff), customer.id, ids.noteId, true);
    if (!note) throw notFound(caseNoteMessages.noteNotFound);
    await repository.setPinned(tx, note.id, pinned);
    await audit(tx, {
      actor,
      action: pinned ? 'customers.case_note.pin' : 'customers.case_note.unpin',
      entityType: 'case_note',
      entityId: note.id,
      customerId: customer.id,
    });
    return { ...note, pinned };
  });
  return present(row, staff, windowDays, true);
}
