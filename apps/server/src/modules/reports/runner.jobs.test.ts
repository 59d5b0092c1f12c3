import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages, reportsPath, reportsPaths as paths, type ReportRunDetail } from '@portal/contracts';
import { schema } from '@portal/db';
import { startJobs } from '../../platform/jobs/jobs.ts';
import { createStorage } from '../../platform/storage/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { createTestApp, testAppTimeout, type TestApp } from '../../testing/test-app.ts';
import { reportJobs } from './runner.ts';

/** A run queued on pg-boss is picked up by the reports.run worker: progress to 100, the file, and the alert. */

let t: TestApp;
let storage: Storage | undefined;
const log = { error: () => {}, info: () => {}, warn: () => {} };

beforeAll(async () => {
  // The workers start before the app builds its storage: they reach it through this late-bound reference.
  const late = new Proxy({} as Storage, {
    get: (_target, key): unknown => {
      const member: unknown = Reflect.get(storage!, key);
      return typeof member === 'function' ? member.bind(storage) : member;
    },
  });
  t = await createTestApp({
    storage: (config) => (storage = createStorage(config)),
    startJobs: (database) => startJobs(database, reportJobs(database, late), log, { pollingIntervalSeconds: 0.5 }),
  });
}, testAppTimeout);
afterAll(async () => t?.close());

describe('report runs on the job queue', () => {
  it('runs a queued report in the background and alerts its requester', async () => {
    const admin = await t.as('admin');
    const started = await admin.post(reportsPath(paths.reportDetail, 'quarterly_performance'), {
      program_year: 2022,
      quarter: 2,
    });
    expect(started.statusCode, started.body).toBe(202);
    const id = started.json<{ data: { id: number } }>().data.id;
    let run: ReportRunDetail | undefined;
    for (let attempt = 0; attempt < 120; attempt += 1) {
      run = (await admin.get(reportsPath(paths.run, id))).json<{ data: ReportRunDetail }>().data;
      if (run.status === 'ready' || run.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(run).toMatchObject({ status: 'ready', progress: 100, formats: ['csv', 'pdf'] });
    const alerts = await t.db.select().from(schema.webAlerts);
    expect(
      alerts.some(
        (alert) =>
          alert.userId === t.world.admin.id &&
          alert.emailSubject === reportMessages.readyTitle &&
          alert.webMessage.includes(`/reports/runs/${id}`),
      ),
    ).toBe(true);
  });
});
