import { caseNotePaths, customerRecordPath } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const customerAt = (context: MatrixContext, at: 'A' | 'B') =>
  createCustomer(context.db, {
    portal: false,
    primaryLocationId: at === 'A' ? context.world.locationA.id : context.world.locationB.id,
  });

const notesOf = (at: 'A' | 'B') => async (context: MatrixContext) =>
  customerRecordPath(caseNotePaths.list, { id: (await customerAt(context, at)).id });

/** A note the case manager at A wrote on a customer at A. */
async function caseManagersNote(context: MatrixContext, path: string) {
  const customer = await customerAt(context, 'A');
  const [note] = await context.db
    .insert(schema.caseNotes)
    .values({ customerId: customer.id, authorId: context.world.caseManager.id, category: 'general', body: '<p>x</p>' })
    .returning();
  return customerRecordPath(path, { id: customer.id, noteId: note!.id });
}

const body = () => ({ category: 'general', body: '<p>Called about the training schedule.</p>' });

// Same reach as the record: staff at the customer's location, its admin and the agency admin.
describeAccessMatrix('case notes', [
  { method: 'GET', url: notesOf('A'), allowed: ['caseManager', 'admin', 'agencyAdmin'], name: 'notes at A' },
  { method: 'GET', url: notesOf('B'), allowed: ['caseManagerOther', 'agencyAdmin'], name: 'notes at B' },
  {
    method: 'POST',
    url: notesOf('A'),
    body,
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: 'write at A',
  },
  { method: 'POST', url: notesOf('B'), body, allowed: ['caseManagerOther', 'agencyAdmin'], name: 'write at B' },
  {
    // Only the author edits, admins included.
    method: 'PUT',
    url: (context) => caseManagersNote(context, caseNotePaths.note),
    body,
    allowed: ['caseManager'],
    name: "edit the case manager's note",
  },
  {
    method: 'PUT',
    url: (context) => caseManagersNote(context, caseNotePaths.pin),
    body: () => ({ pinned: true }),
    allowed: ['caseManager', 'admin', 'agencyAdmin'],
    name: "pin the case manager's note",
  },
]);
