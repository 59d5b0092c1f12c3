import { Readable } from 'node:stream';
import { reportsPath, reportsPaths as paths, type QuarterlyResult } from '@portal/contracts';
import { schema } from '@portal/db';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

/** The reporting permission: admins and agency admins (case managers only when the client setting grants it). */
const reporters = ['admin', 'agencyAdmin'] as const;

/** A ready quarterly run with its file, owned by the caller when staff (runs are their owner's), else the admin's. */
async function readyRun({ db, world, role, app }: MatrixContext): Promise<number> {
  const owners: Partial<Record<string, number>> = {
    caseManager: world.caseManager.id,
    caseManagerOther: world.caseManagerOther.id,
    admin: world.admin.id,
    agencyAdmin: world.agencyAdmin.id,
  };
  const result: QuarterlyResult = {
    kind: 'quarterly_performance',
    program_year: 2022,
    quarter: 4,
    window: { from: '2022-07-01', to: '2023-06-30' },
    as_of: '2024-01-01',
    programs: [],
  };
  const fileKey = `reports/access-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}.csv`;
  await app.storage.putStream(fileKey, Readable.from([Buffer.from('a,b\r\n')]), { maxBytes: 1024 });
  const [run] = await db
    .insert(schema.reportRuns)
    .values({
      userId: owners[role] ?? world.admin.id,
      type: 'quarterly_performance',
      criteria: { program_year: 2022, quarter: 4, program_ids: [] },
      status: 'ready',
      progress: 100,
      result,
      fileKey,
      fileName: 'quarterly.csv',
      rowCount: 0,
    })
    .returning();
  return run!.id;
}

describeAccessMatrix('reports', [
  { method: 'GET', name: 'types', url: () => paths.types, allowed: reporters },
  { method: 'GET', name: 'list', url: () => `${paths.list}?page=1&sort=created_at&order=desc`, allowed: reporters },
  { method: 'GET', name: 'run', url: async (c) => reportsPath(paths.run, await readyRun(c)), allowed: reporters },
  {
    method: 'GET',
    name: 'criteriaObject',
    url: () => reportsPath(paths.criteriaObject, 'quarterly_performance'),
    allowed: reporters,
  },
  {
    method: 'POST',
    name: 'reportDetail',
    url: () => reportsPath(paths.reportDetail, 'quarterly_performance'),
    body: () => ({ program_year: 2022, quarter: 4, program_ids: [] }),
    allowed: reporters,
  },
  {
    method: 'GET',
    name: 'drill-down',
    // A program not in the run: allowed callers reach the route and get 404 for the figure, not 401/403.
    url: async (c) => `${reportsPath(paths.drillDown, await readyRun(c))}?program_id=1&figure=participants`,
    allowed: reporters,
  },
  {
    method: 'GET',
    name: 'export',
    url: async (c) => `${reportsPath(paths.export, await readyRun(c))}?format=csv`,
    allowed: reporters,
  },
  { method: 'GET', name: 'location search', url: () => `${paths.locationSearch}?q=loc`, allowed: reporters },
  { method: 'GET', name: 'service-log programs', url: () => paths.servicePrograms, allowed: reporters },
  { method: 'GET', name: 'service-log services', url: () => paths.services, allowed: reporters },
  { method: 'GET', name: 'academic terms', url: () => paths.academicTerms, allowed: reporters },
]);
