import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  dynamicQueryPath,
  dynamicQueryPaths as paths,
  type ErrorBody,
  type ExportStatus,
  type QueryCondition,
  type QueryResults,
  type ResourceMetadata,
  type StoredQuery,
  type UserOption,
} from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCustomer,
  createEnrollment,
  createJobExperience,
  createServiceLog,
  createServiceLogProgram,
} from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { runExport } from './exports.ts';

const cond = (
  field: string,
  operator: QueryCondition['operator'],
  value: QueryCondition['value'],
  type: 'and' | 'or' = 'and',
) => ({ identifier: 'condition', type, field, operator, value }) as QueryCondition;
const fields = [
  { id: 'customer.id', name: 'Customer ID', type: 'int' },
  { id: 'customer.first_name', name: 'First Name', type: 'str' },
  { id: 'customer.email', name: 'Email', type: 'str' },
];
/** The `{ data }` envelope of the module's answers. */
interface Data<T> {
  data: T;
}

describe('dynamic querying', () => {
  let t: TestApp;
  let adultId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const { db, world } = t;
    const adult = await createServiceLogProgram(db, { name: 'Adult' });
    adultId = adult.id;
    const at = world.locationA.id;
    // Open Adult enrollment, last service log 120 days ago: matches.
    const stale = await createCustomer(db, { primaryLocationId: at, firstName: '=HYPERLINK("x")', lastName: 'Stale' });
    const staleEnrollment = await createEnrollment(db, stale.id, { programId: adult.id });
    await createServiceLog(db, {
      customerId: stale.id,
      createdBy: world.caseManager.id,
      enrollmentId: staleEnrollment.id,
      startAt: new Date(Date.now() - 120 * 86_400_000),
    });
    // Open Adult enrollment with a recent log: does not match.
    const recent = await createCustomer(db, { primaryLocationId: at, firstName: 'Recent' });
    const recentEnrollment = await createEnrollment(db, recent.id, { programId: adult.id });
    await createServiceLog(db, {
      customerId: recent.id,
      createdBy: world.caseManager.id,
      enrollmentId: recentEnrollment.id,
    });
    // Same as stale but at location B: outside a location-A case manager's scope.
    const elsewhere = await createCustomer(db, { primaryLocationId: world.locationB.id, firstName: 'Elsewhere' });
    const elsewhereEnrollment = await createEnrollment(db, elsewhere.id, { programId: adult.id });
    await createServiceLog(db, {
      customerId: elsewhere.id,
      createdBy: world.caseManager.id,
      enrollmentId: elsewhereEnrollment.id,
      startAt: new Date(Date.now() - 200 * 86_400_000),
    });
    // Deleted: never returned.
    const deleted = await createCustomer(db, { primaryLocationId: at, firstName: 'Deleted' });
    const deletedEnrollment = await createEnrollment(db, deleted.id, { programId: adult.id });
    await createServiceLog(db, {
      customerId: deleted.id,
      createdBy: world.caseManager.id,
      enrollmentId: deletedEnrollment.id,
      startAt: new Date(Date.now() - 200 * 86_400_000),
    });
    await db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, deleted.id));
    Object.assign(ids, { stale: stale.id, recent: recent.id, elsewhere: elsewhere.id, deleted: deleted.id });
  }, testAppTimeout);
  afterAll(async () => t?.close());

  const ninetyDaysAgo = () => new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const staleAdultQuery = () => ({
    resource: 'customers',
    conditions: [
      cond('customer.active', 'is', true),
      {
        identifier: 'group',
        type: 'and',
        conditions: [
          cond('enrollment.open', 'is', true),
          cond('enrollment.program', 'is', adultId),
          cond('enrollment.last_service_log', 'lessThan', ninetyDaysAgo()),
        ],
      },
    ],
    fields,
    sortFields: [],
  });

  it('finds open Adult enrollments whose last service log is older than 90 days, in scope, never deleted', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(paths.run, staleAdultQuery());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<QueryResults>();
    expect(body.data.map((row) => row['customer.id'])).toEqual([ids.stale]);
    expect(body).toMatchObject({ total: 1, unique_count: 1, per_page: 25, current_page: 1, last_page: 1 });
    // A case manager sees PII masked.
    expect(body.data[0]?.['customer.email']).toBe('***');

    const agency = await (await t.as('agencyAdmin')).post(paths.run, staleAdultQuery());
    const agencyIds = agency.json<QueryResults>().data.map((row) => row['customer.id']);
    expect(agencyIds.sort()).toEqual([ids.stale, ids.elsewhere].sort());
    expect(agency.json<QueryResults>().data[0]?.['customer.email']).toMatch(/@example\.test$/);
  });

  it('counts rows and distinct customers exactly when a related resource is selected, and pages stably', async () => {
    const client = await t.as('agencyAdmin');
    const request = {
      conditions: [cond('enrollment.program', 'in', [adultId])],
      fields: [...fields, { id: 'enrollment.program', name: 'Program', type: 'int' }],
      sortFields: [{ field: 'customer.first_name', direction: 'asc' }],
    };
    const body = (await client.post(paths.run, request)).json<QueryResults>();
    expect(body.total).toBe(3);
    expect(body.unique_count).toBe(3);
    const again = (await client.post(paths.run, request)).json<QueryResults>();
    expect(again.data).toEqual(body.data);
  });

  it('compares free text ignoring accents and case, as the customer search does, with is and isNot', async () => {
    const { db, world } = t;
    const named = async (lastName: string, jobTitle: string) => {
      const customer = await createCustomer(db, {
        primaryLocationId: world.locationA.id,
        firstName: 'Accent',
        lastName,
      });
      await createJobExperience(db, customer.id, { jobTitle });
      return customer.id;
    };
    const accented = await named('Martínez', 'Técnico de Soporte');
    const upper = await named('MARTINEZ', 'TECNICO DE SOPORTE');
    const other = await named('Martin', 'Welder');
    const client = await t.as('caseManager');
    const matching = async (condition: QueryCondition) => {
      const response = await client.post(paths.run, {
        conditions: [cond('customer.first_name', 'is', 'accent'), condition],
        fields,
        sortFields: [],
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<QueryResults>()
        .data.map((row) => row['customer.id'])
        .sort();
    };
    const both = [accented, upper].sort();
    expect(await matching(cond('customer.last_name', 'is', 'Martinez'))).toEqual(both);
    expect(await matching(cond('customer.last_name', 'is', 'martínez'))).toEqual(both);
    expect(await matching(cond('customer.last_name', 'isNot', 'MARTÍNEZ'))).toEqual([other]);
    // A related record's free text (a job experience) is compared the same way.
    expect(await matching(cond('job_experience.job_title', 'is', 'tecnico de soporte'))).toEqual(both);
    expect(await matching(cond('job_experience.job_title', 'isNot', 'Técnico de soporte'))).toEqual([other]);
  });

  it('answers 422 with the field for bad input, never 500', async () => {
    const client = await t.as('caseManager');
    const badField = await client.post(paths.run, { conditions: [cond('customer.ssn', 'is', 'x')], fields });
    expect(badField.statusCode).toBe(422);
    expect(badField.json<ErrorBody>().errors?.['conditions.0.field']).toEqual(['The selected field is invalid.']);
    const noFields = await client.post(paths.run, { conditions: [cond('customer.id', 'is', 1)], fields: [] });
    expect(noFields.json<ErrorBody>().errors?.fields).toEqual(['Select at least one field']);
    const deep = (depth: number): unknown =>
      depth === 0 ? cond('customer.id', 'is', 1) : { identifier: 'group', type: 'and', conditions: [deep(depth - 1)] };
    const tooDeep = await client.post(paths.run, { conditions: [deep(5)], fields });
    expect(tooDeep.json<ErrorBody>().errors?.conditions).toEqual(['Reached max allowed depth of nested Groups']);
    const shortName = await client.post(paths.storedQueries, { name: 'abc', query_request: staleAdultQuery() });
    expect(shortName.json<ErrorBody>().errors?.name).toEqual(['Name must be at least 4 characters long']);
  });

  it('saves, lists, runs, copies, shares with a colleague who runs it, exports it and downloads the file', async () => {
    const owner = await t.as('caseManager');
    const saved = await owner.post(paths.storedQueries, {
      name: 'Stale Adult enrollments',
      query_request: staleAdultQuery(),
      is_primary: false,
      total_records: 1,
      unique_count: 1,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json<Data<StoredQuery>>().data.id;

    const run = await owner.post(`${dynamicQueryPath(paths.runStored, { queryId: id })}?page=1`);
    expect(run.json<QueryResults>().total).toBe(1);
    const listed = (await owner.get(paths.storedQueries)).json<Data<StoredQuery[]>>().data.find((q) => q.id === id);
    expect(listed).toMatchObject({ last_run_count: 1, last_run_unique_count: 1, is_owner: true });
    expect(listed?.last_run_timestamp).toEqual(expect.any(String));

    const copyShort = await owner.post(dynamicQueryPath(paths.duplicate, { id }), { name: 'ab' });
    expect(copyShort.json<ErrorBody>().errors?.name).toEqual(['Query name must be at least 4 characters long']);
    const copy = await owner.post(dynamicQueryPath(paths.duplicate, { id }), { name: 'Copy of stale' });
    expect(copy.statusCode).toBe(201);

    const colleague = await t.as('admin');
    expect((await colleague.post(dynamicQueryPath(paths.runStored, { queryId: id }))).statusCode).toBe(404);
    const noUsers = await owner.post(dynamicQueryPath(paths.share, { id }), { user_ids: [] });
    expect(noUsers.json<ErrorBody>().errors?.user_ids).toEqual(['Select at least 1 user to share the query with']);
    const shared = await owner.post(dynamicQueryPath(paths.share, { id }), { user_ids: [t.world.admin.id] });
    expect(shared.json<Data<StoredQuery>>().data.shared_with).toEqual([t.world.admin.id]);
    const colleagueRun = await colleague.post(dynamicQueryPath(paths.runStored, { queryId: id }));
    expect(colleagueRun.statusCode).toBe(200);
    // The colleague's own scope and rights apply: an admin sees the email.
    expect(colleagueRun.json<QueryResults>().data[0]?.['customer.email']).toMatch(/@example\.test$/);
    expect((await colleague.delete(dynamicQueryPath(paths.storedQuery, { id }))).statusCode).toBe(403);
    expect((await (await t.as('caseManagerOther')).get(paths.storedQueries)).json<Data<StoredQuery[]>>().data).toEqual(
      [],
    );

    const requested = await owner.post(dynamicQueryPath(paths.export, { id }));
    expect(requested.statusCode, requested.body).toBe(202);
    const exportId = requested.json<Data<ExportStatus>>().data.id;
    expect(requested.json<Data<ExportStatus>>().data.status).toBe('pending');
    await runExport(t.database, t.app.storage, exportId);
    const status = (await owner.get(dynamicQueryPath(paths.exportStatus, { exportId }))).json<Data<ExportStatus>>()
      .data;
    expect(status).toMatchObject({ status: 'ready', row_count: 1, download_url: expect.any(String) as string });
    expect((await colleague.get(dynamicQueryPath(paths.exportStatus, { exportId }))).statusCode).toBe(404);
    const file = await owner.get(status.download_url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    // The byte-order mark first (Excel reads accents); the formula in the first name is neutralised; the case
    // manager's file has the email masked.
    expect(file.body).toBe(`\uFEFFCustomer ID,First Name,Email\r\n${ids.stale},"'=HYPERLINK(""x"")",***\r\n`);

    const [ledgerRow] = await t.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, exportId));
    expect(ledgerRow).toMatchObject({ userId: t.world.caseManager.id, rowCount: 1, customerIds: [ids.stale] });
    expect(ledgerRow?.columns).toEqual(['customer.id', 'customer.first_name', 'customer.email']);
    const alerts = await t.db
      .select()
      .from(schema.webAlerts)
      .where(eq(schema.webAlerts.userId, t.world.caseManager.id));
    const ready = alerts.find((alert) => alert.emailSubject === 'Your query export is ready');
    // The alert links to the download, and the link downloads the file.
    const href = /<a href="([^"]+)" download>Download Stale-Adult-enrollments\.csv<\/a>/.exec(ready?.webMessage ?? '');
    expect(href?.[1]).toBe(status.download_url);
    expect((await owner.get(href![1]!)).body).toBe(file.body);
    const audits = await t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(id)));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['dynamic-query.run', 'dynamic-query.export']));

    const deleted = await owner.delete(dynamicQueryPath(paths.storedQuery, { id }));
    expect(deleted.statusCode).toBe(204);
    expect((await colleague.post(dynamicQueryPath(paths.runStored, { queryId: id }))).statusCode).toBe(404);
  });

  it('lists resources with fields and options, hides PII fields from case managers, and finds users to share with', async () => {
    const cm = await t.as('caseManager');
    const resources = (await cm.get(paths.resources)).json<Data<ResourceMetadata[]>>().data;
    const enrollment = resources.find((r) => r.resource === 'enrollment');
    const program = enrollment?.fields.find((f) => f.field === 'enrollment.program');
    expect(program?.options).toContainEqual({ value: adultId, label: 'Adult' });
    expect(program?.operators.map((o) => o.value)).toEqual([
      'in',
      'is',
      'isAll',
      'isNot',
      'greaterThan',
      'greaterThanOrEqual',
      'lessThan',
      'lessThanOrEqual',
    ]);
    const customerFields = resources[0]?.fields.map((f) => f.field);
    expect(customerFields).toContain('customer.first_name');
    expect(customerFields).not.toContain('customer.email');
    const adminFields = (await (await t.as('admin')).get(paths.resources))
      .json<Data<ResourceMetadata[]>>()
      .data[0]?.fields.map((f) => f.field);
    expect(adminFields).toContain('customer.email');

    const locations = (await cm.get(paths.locations)).json<Data<{ id: number; label: string }[]>>().data;
    expect(locations[0]).toEqual({ id: 0, label: 'All System Locations' });
    const atB = (await cm.get(`${paths.users}?location_id=${t.world.locationB.id}`)).json<Data<UserOption[]>>().data;
    expect(atB.map((u) => u.id)).toEqual([t.world.caseManagerOther.id]);
    const all = (await cm.get(`${paths.users}?location_id=0`)).json<Data<UserOption[]>>().data.map((u) => u.id);

    expect(all).toContain(t.world.agencyAdmin.id);
    expect(all).not.toContain(t.world.caseManager.id);
  });
});
