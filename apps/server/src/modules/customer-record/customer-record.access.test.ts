import { caseManagerPaths, customerRecordPath, customerRecordPaths as paths, messagePaths } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them;
// the case manager of location B does not.
const atA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const admins = ['admin', 'agencyAdmin'] as const;

/** A fresh customer at location A per call, so state changes in one role's call do not affect the next. */
async function freshAtA({ db, world }: MatrixContext) {
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  return customer.id;
}
const at = (path: string) => async (context: MatrixContext) =>
  customerRecordPath(path, { id: await freshAtA(context), customerId: await freshAtA(context) });

describeAccessMatrix('customer record', [
  { method: 'GET', url: at(paths.record), allowed: atA, name: 'record' },
  { method: 'GET', url: at(paths.accesses), allowed: atA, name: 'accesses' },
  { method: 'POST', url: at(paths.archive), allowed: atA, name: 'archive' },
  { method: 'DELETE', url: at(paths.remove), allowed: admins, name: 'delete' },
  { method: 'POST', url: at(paths.track), allowed: atA, name: 'track' },
  {
    method: 'PUT',
    url: at(paths.engagement),
    body: () => ({ engagement_status_flag: 1 }),
    allowed: atA,
    name: 'engagement',
  },
  { method: 'GET', url: () => paths.restrictionOptions, allowed: ['caseManager', 'caseManagerOther', ...admins] },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 1, narrative: 'Escort to the interview room.' }),
    allowed: atA,
    name: 'add flag',
  },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 3, narrative: 'Hold all documents.' }),
    allowed: admins,
    name: 'add flag 3',
  },
  {
    method: 'POST',
    url: at(paths.restrictions),
    body: () => ({ restriction_id: 4, narrative: 'Restricted.' }),
    allowed: ['admin'],
    name: 'add flag 4',
  },
  { method: 'DELETE', url: at(paths.restrictions), allowed: admins, name: 'remove flags' },
]);

describeAccessMatrix('customer record: case managers and messages', [
  {
    method: 'GET',
    url: () => `${caseManagerPaths.options}?page=1&search=a`,
    allowed: ['caseManager', 'caseManagerOther', ...admins],
    name: 'case-manager options',
  },
  {
    method: 'POST',
    url: () => caseManagerPaths.assign,
    body: async (context) => ({ customer_id: await freshAtA(context), case_managers: [context.world.admin.id] }),
    allowed: atA,
    name: 'assign case managers',
  },
  {
    // The path names the sender: only that user (here the location's case manager) may send as them.
    method: 'POST',
    url: async (context) =>
      customerRecordPath(messagePaths.send, {
        customerId: await freshAtA(context),
        userId: context.world.caseManager.id,
      }),
    body: () => ({ message_subject: 'Your appointment', body: 'See you Monday.' }),
    allowed: ['caseManager'],
    name: 'send message as the location case manager',
  },
]);
