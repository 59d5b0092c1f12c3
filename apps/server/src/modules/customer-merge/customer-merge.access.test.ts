import { customerMergePaths as paths, customerRecordPath } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them.
const atA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

async function freshAtA({ db, world }: MatrixContext) {
  return (await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id })).id;
}
const at = (template: string) => async (context: MatrixContext) =>
  customerRecordPath(template, { id: await freshAtA(context) });

/** A finished merge of two fresh customers at A, recorded as the job leaves it. */
async function finishedMerge(context: MatrixContext) {
  const [merge] = await context.db
    .insert(schema.customerMerges)
    .values({
      survivorId: await freshAtA(context),
      loserId: await freshAtA(context),
      requestedBy: context.world.admin.id,
      status: 'completed',
    })
    .returning();
  return merge!.id;
}

describeAccessMatrix('customer merge', [
  {
    method: 'GET',
    url: async (context) => `${paths.compare}?ids=${await freshAtA(context)},${await freshAtA(context)}`,
    allowed: admins,
    name: 'compare',
  },
  {
    method: 'POST',
    url: () => paths.merge,
    body: async (context) => ({ survivor_id: await freshAtA(context), loser_id: await freshAtA(context) }),
    allowed: admins,
    name: 'merge',
  },
  {
    method: 'GET',
    url: async (context) => customerRecordPath(paths.status, { mergeId: await finishedMerge(context) }),
    allowed: admins,
    name: 'merge poll',
  },
  {
    method: 'POST',
    url: async (context) => customerRecordPath(paths.undo, { mergeId: await finishedMerge(context) }),
    allowed: admins,
    name: 'undo',
  },
  { method: 'GET', url: at(paths.possibleDuplicates), allowed: atA, name: 'possible duplicates' },
]);

describeAccessMatrix('customer transfer', [
  { method: 'GET', url: at(paths.transferLocations), allowed: atA, name: 'transfer locations' },
  {
    method: 'POST',
    url: at(paths.transfer),
    body: ({ world }) => ({ kind: 'add', location_id: world.locationB.id, note: 'Shared with Location B.' }),
    allowed: atA,
    name: 'transfer',
  },
]);
