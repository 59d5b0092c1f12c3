import { dynamicQueryPath, dynamicQueryPaths as paths } from '@portal/contracts';
import { schema } from '@portal/db';
import { type AccessCase, describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

const staff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;
const request = {
  resource: 'customers',
  conditions: [{ identifier: 'condition', type: 'and', field: 'customer.active', operator: 'is', value: true }],
  fields: [{ id: 'customer.id', name: 'Customer ID', type: 'int' }],
  sortFields: [],
};

/** A stored query owned by the world's case manager, shared with the admin. */
async function storedQuery({ db, world }: MatrixContext): Promise<number> {
  const [row] = await db
    .insert(schema.storedQueries)
    .values({ ownerUserId: world.caseManager.id, name: 'Active customers', queryRequest: request })
    .returning();
  await db.insert(schema.storedQueryShares).values({ storedQueryId: row!.id, userId: world.admin.id });
  return row!.id;
}

const at = (path: string) => async (context: MatrixContext) =>
  dynamicQueryPath(path, { id: await storedQuery(context) });
/** Not the owner and not shared with: the query does not exist for them. */
const strangers = { caseManagerOther: 404, agencyAdmin: 404 } as const;

const cases: AccessCase[] = [
  { method: 'GET', url: () => paths.resources, allowed: staff },
  {
    method: 'GET',
    url: () => dynamicQueryPath(paths.fieldOptions, { resource: 'enrollment', field: 'program' }),
    allowed: staff,
  },
  { method: 'POST', url: () => paths.run, body: () => request, allowed: staff },
  { method: 'GET', url: () => paths.storedQueries, allowed: staff },
  {
    method: 'POST',
    url: () => paths.storedQueries,
    body: () => ({ name: 'Active customers', query_request: request }),
    allowed: staff,
  },
  { method: 'GET', url: () => paths.locations, allowed: staff },
  { method: 'GET', url: () => `${paths.users}?query=a&location_id=0`, allowed: staff },
  // Owner and shared user: read, run, copy, export.
  {
    method: 'POST',
    name: 'run stored',
    url: async (c) => dynamicQueryPath(paths.runStored, { queryId: await storedQuery(c) }),
    allowed: ['caseManager', 'admin'],
    deniedStatus: strangers,
  },
  {
    method: 'POST',
    name: 'duplicate',
    url: at(paths.duplicate),
    body: () => ({ name: 'A copy' }),
    allowed: ['caseManager', 'admin'],
    deniedStatus: strangers,
  },
  { method: 'POST', name: 'export', url: at(paths.export), allowed: ['caseManager', 'admin'], deniedStatus: strangers },
  // Owner only: update, share, delete (a shared user is refused).
  {
    method: 'PUT',
    name: 'update',
    url: at(paths.storedQuery),
    body: () => ({ name: 'Active customers', query_request: request }),
    allowed: ['caseManager'],
    deniedStatus: strangers,
  },
  {
    method: 'POST',
    name: 'share',
    url: at(paths.share),
    body: ({ world }) => ({ user_ids: [world.caseManagerOther.id] }),
    allowed: ['caseManager'],
    deniedStatus: strangers,
  },
  { method: 'DELETE', name: 'delete', url: at(paths.storedQuery), allowed: ['caseManager'], deniedStatus: strangers },
  // Exports: only the requester sees the status and the file.
  {
    method: 'GET',
    name: 'export status',
    url: async ({ db, world }) => {
      const [row] = await db
        .insert(schema.dataExports)
        .values({
          userId: world.caseManager.id,
          kind: 'dynamic-query',
          criteria: request,
          columns: [],
          fileName: 'a.csv',
        })
        .returning();
      return dynamicQueryPath(paths.exportStatus, { exportId: row!.id });
    },
    allowed: ['caseManager'],
    deniedStatus: { caseManagerOther: 404, admin: 404, agencyAdmin: 404 },
  },
];

describeAccessMatrix('dynamic querying', cases);
