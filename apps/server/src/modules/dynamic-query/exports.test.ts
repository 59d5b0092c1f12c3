import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  dynamicQueryPath,
  dynamicQueryPaths as paths,
  dynamicQueryMessages,
  type ExportStatus,
  type StoredQuery,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import * as ledger from '../../platform/exports/ledger.ts';
import { exportKind, runExport, sweepExports } from './exports.ts';

const request = {
  resource: 'customers',
  conditions: [{ identifier: 'condition', type: 'and', field: 'customer.last_name', operator: 'is', value: 'Claimed' }],
  fields: [{ id: 'customer.id', name: 'Customer ID', type: 'int' }],
  sortFields: [],
};

/** The export job and the minute sweep may both pick up one pending export: only one of them may run it. */
describe('dynamic query exports: one worker per export', () => {
  let t: TestApp;
  let queryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 3; i++)
      await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, lastName: 'Claimed' });
    const saved = await (
      await t.as('caseManager')
    ).post(paths.storedQueries, { name: 'Claimed customers', query_request: request });
    expect(saved.statusCode, saved.body).toBe(201);
    queryId = saved.json<{ data: StoredQuery }>().data.id;
  }, testAppTimeout);
  afterAll(async () => t?.close());

  async function requestExport(): Promise<number> {
    const response = await (await t.as('caseManager')).post(dynamicQueryPath(paths.export, { id: queryId }));
    expect(response.statusCode, response.body).toBe(202);
    return response.json<{ data: ExportStatus }>().data.id;
  }

  async function readyAlerts() {
    return t.db
      .select()
      .from(schema.webAlerts)
      .where(
        and(
          eq(schema.webAlerts.userId, t.world.caseManager.id),
          eq(schema.webAlerts.emailSubject, dynamicQueryMessages.exportReadyTitle),
        ),
      );
  }

  async function ledgerRow(exportId: number) {
    const [row] = await t.db.select().from(schema.dataExports).where(eq(schema.dataExports.id, exportId));
    return row!;
  }

  it('runs an export once when the job and the sweep start it at the same time', async () => {
    const before = (await readyAlerts()).length;
    const exportId = await requestExport();
    const written: string[] = [];
    const putStream = t.app.storage.putStream.bind(t.app.storage);
    t.app.storage.putStream = (path, body, options) => {
      written.push(path);
      return putStream(path, body, options);
    };
    try {
      await Promise.all([
        runExport(t.database, t.app.storage, exportId),
        runExport(t.database, t.app.storage, exportId),
        sweepExports(t.database, t.app.storage),
      ]);
    } finally {
      t.app.storage.putStream = putStream;
    }
    expect(written).toHaveLength(1);
    expect((await readyAlerts()).length - before).toBe(1);
    const row = await ledgerRow(exportId);
    expect(row).toMatchObject({ status: 'ready', rowCount: 3, storagePath: written[0] });

    // A finished export is never run again.
    await runExport(t.database, t.app.storage, exportId);
    await sweepExports(t.database, t.app.storage);
    expect((await ledgerRow(exportId)).storagePath).toBe(written[0]);
    expect((await readyAlerts()).length - before).toBe(1);
  });

  it('leaves a freshly claimed export to its worker, and the sweep takes over a stale claim', async () => {
    const exportId = await requestExport();
    await t.db
      .update(schema.dataExports)
      .set({ status: 'running', claimedAt: new Date() })
      .where(eq(schema.dataExports.id, exportId));
    await sweepExports(t.database, t.app.storage);
    await runExport(t.database, t.app.storage, exportId);
    expect(await ledgerRow(exportId)).toMatchObject({ status: 'running', storagePath: null });
    // The status route still says pending while it runs (the browser keeps polling).
    const status = await (await t.as('caseManager')).get(dynamicQueryPath(paths.exportStatus, { exportId }));
    expect(status.json<{ data: ExportStatus }>().data.status).toBe('pending');

    // A worker that stopped two hours ago left its claim behind: the sweep runs the export.
    await t.db
      .update(schema.dataExports)
      .set({ claimedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(schema.dataExports.id, exportId));
    await sweepExports(t.database, t.app.storage);
    expect(await ledgerRow(exportId)).toMatchObject({ status: 'ready', rowCount: 3 });
  });

  it('a worker whose stale claim was taken over cannot mark the export afterwards', async () => {
    const exportId = await requestExport();
    const first = await ledger.claimExport(t.db, exportId, exportKind, 3_600);
    expect(first).not.toBeNull();
    expect(await ledger.claimExport(t.db, exportId, exportKind, 3_600)).toBeNull();
    await t.db
      .update(schema.dataExports)
      .set({ claimedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(schema.dataExports.id, exportId));
    const second = await ledger.claimExport(t.db, exportId, exportKind, 3_600);
    expect(second).not.toBeNull();
    expect(await ledger.markExportReady(t.db, first!, { storagePath: 'old.csv', rowCount: 1, customerIds: [] })).toBe(
      false,
    );
    expect(await ledger.markExportReady(t.db, second!, { storagePath: 'new.csv', rowCount: 3, customerIds: [] })).toBe(
      true,
    );
    expect(await ledger.claimExport(t.db, exportId, exportKind, 0)).toBeNull();
    expect(await ledgerRow(exportId)).toMatchObject({ status: 'ready', storagePath: 'new.csv' });
  });
});
