import http from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, referralListUrl } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { createTestApp, type TestApp, testAppTimeout, TestClient } from '../../testing/test-app.ts';
import { insertReferral } from './referrals.fixtures.ts';

/** Export (spec 7: isExport=1, referrals.csv): formula-safe cells, the ledger row, and who may export what. */
let t: TestApp;
let location: number;
let staff: Awaited<ReturnType<typeof createStaffUser>>;
const hostile = ['=HYPERLINK("http://x","y")', '+1+1', '-2', '@SUM(A1)', '\tTabbed', '\rReturn'];

beforeAll(async () => {
  t = await createTestApp();
  location = (await createLocation(t.db, { name: 'Export Point' })).id;
  staff = await createStaffUser(t.db, { role: 'case_manager', locationIds: [location] });
  for (const [index, firstName] of [...hostile, 'Plain, "quoted"'].entries()) {
    const customer = await createCustomer(t.db, { primaryLocationId: location, firstName, lastName: `Export${index}` });
    await insertReferral(t.db, {
      customerId: customer.id,
      kind: 'network',
      status: 'new',
      fromLocationId: t.world.locationA.id,
      toLocationId: location,
      note: index === 0 ? '=cmd|" /C calc"!A0' : null,
    });
  }
}, testAppTimeout);
afterAll(() => t?.close());

async function signedIn() {
  const client = new TestClient(t.app);
  await client.fetchCsrfToken();
  await client.post(authPaths.staffLogin, { email: staff.email, password: staff.password });
  return client;
}

/** RFC 4180 lines into cells (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += char;
  }
  return rows;
}

describe('referrals.csv', () => {
  it('streams every row of the list as a download, with formula cells neutralised', async () => {
    const response = await (await signedIn()).get(referralListUrl('incoming', 0, { isExport: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('referrals.csv');
    expect(response.headers['cache-control']).toContain('no-store');
    // The UTF-8 byte-order mark first, so Excel reads accents (issue #29).
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(response.body.slice(1));
    expect(header).toEqual([
      'ID',
      'First Name',
      'Last Name',
      'Referred From',
      'Referred To',
      'Status',
      'Note',
      'Created At',
    ]);
    expect(rows).toHaveLength(7);
    const firstNames = rows.map((row) => row[1]);
    for (const value of hostile) expect(firstNames).toContain(`'${value}`);
    expect(firstNames).toContain('Plain, "quoted"');
    expect(rows.map((row) => row[6])).toContain(`'=cmd|" /C calc"!A0`);
    // No cell a spreadsheet would run.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('records who exported which rows in the export ledger', async () => {
    await (await signedIn()).get(referralListUrl('incoming', 'new', { isExport: 1, orderBy: 'last_name' }));
    const [entry] = await t.db
      .select()
      .from(schema.dataExports)
      .where(and(eq(schema.dataExports.userId, staff.id), eq(schema.dataExports.kind, 'referrals')))
      .orderBy(schema.dataExports.id)
      .limit(1)
      .offset(1);
    expect(entry).toMatchObject({
      status: 'ready',
      rowCount: 7,
      fileName: 'referrals.csv',
      criteria: { type: 'incoming', status: 'new', orderBy: 'last_name', sort: 'asc' },
      storagePath: null,
    });
    expect(entry!.customerIds).toHaveLength(7);
    expect(entry!.completedAt).not.toBeNull();
  });

  it('keeps line breaks and quotes inside a cell, rows ending in CRLF, and an empty note empty', async () => {
    const place = (await createLocation(t.db, { name: 'Multi-line Point' })).id;
    const user = await createStaffUser(t.db, { role: 'case_manager', locationIds: [place] });
    const customer = await createCustomer(t.db, { primaryLocationId: place, firstName: 'Lena', lastName: 'Break' });
    const note = 'Line one\nLine "two", then\r\n=three';
    for (const text of [note, null])
      await insertReferral(t.db, {
        customerId: customer.id,
        kind: 'network',
        status: 'accepted',
        fromLocationId: t.world.locationA.id,
        toLocationId: place,
        note: text,
      });
    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: user.email, password: user.password });
    const response = await client.get(referralListUrl('incoming', 0, { isExport: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.endsWith('\r\n')).toBe(true);
    const [, ...rows] = parseCsv(response.body);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row[6]).sort()).toEqual(['', note]);
    expect(rows.every((row) => row[5] === 'Accepted' && row[1] === 'Lena')).toBe(true);
  });

  it("exports only the caller's locations' rows; customers and guests may not export", async () => {
    const other = await (await t.as('caseManagerOther')).get(referralListUrl('incoming', 0, { isExport: 1 }));
    expect(other.statusCode).toBe(200);
    expect(parseCsv(other.body)).toHaveLength(1);
    expect((await (await t.as('customer')).get(referralListUrl('incoming', 0, { isExport: 1 }))).statusCode).toBe(403);
    expect((await (await t.as('guest')).get(referralListUrl('incoming', 0, { isExport: 1 }))).statusCode).toBe(401);
  });

  it('stops reading and marks the ledger row failed when the download is abandoned', async () => {
    const location2 = (await createLocation(t.db, { name: 'Abandoned Export' })).id;
    const admin = await createStaffUser(t.db, { role: 'case_manager', locationIds: [location2] });
    const customer = await createCustomer(t.db, { primaryLocationId: location2, firstName: 'Many' });
    await t.database.rawQuery(
      `insert into referrals (customer_id, kind, status, from_location_id, to_location_id, note)
       select $1::int, 'network', 'new', $2::int, $3::int, repeat('x', 500) from generate_series(1, 20000)`,
      [customer.id, t.world.locationA.id, location2],
    );
    const client = new TestClient(t.app);
    await client.fetchCsrfToken();
    await client.post(authPaths.staffLogin, { email: admin.email, password: admin.password });
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      // Read the first chunk, then hang up: the server must not keep streaming into nowhere.
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${address}${referralListUrl('incoming', 0, { isExport: 1 })}`, {
          headers: { cookie },
        });
        request.on('response', (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
      });
      let entry: typeof schema.dataExports.$inferSelect | undefined;
      for (let i = 0; i < 100 && entry?.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [entry] = await t.db
          .select()
          .from(schema.dataExports)
          .where(eq(schema.dataExports.userId, admin.id))
          .orderBy(desc(schema.dataExports.id));
      }
      expect(entry).toMatchObject({ status: 'failed', rowCount: null });
      // The database is free again: the list still answers.
      expect((await client.get(referralListUrl('incoming', 0))).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });

  it('cuts off a browser that stops reading without hanging up, and frees the database', async () => {
    const stalling = await createTestApp({ config: { exportStallMs: 300 } });
    try {
      const location2 = (await createLocation(stalling.db, { name: 'Stalled Export' })).id;
      const user = await createStaffUser(stalling.db, { role: 'case_manager', locationIds: [location2] });
      const customer = await createCustomer(stalling.db, { primaryLocationId: location2, firstName: 'Stalled' });
      await stalling.database.rawQuery(
        `insert into referrals (customer_id, kind, status, from_location_id, to_location_id, note)
         select $1::int, 'network', 'new', $2::int, $3::int, repeat('x', 500) from generate_series(1, 20000)`,
        [customer.id, stalling.world.locationA.id, location2],
      );
      const client = new TestClient(stalling.app);
      await client.fetchCsrfToken();
      await client.post(authPaths.staffLogin, { email: user.email, password: user.password });
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
      const address = await stalling.app.listen({ port: 0, host: '127.0.0.1' });
      // Read the first chunk, then stop reading but keep the connection open.
      const request = http.get(`${address}${referralListUrl('incoming', 0, { isExport: 1 })}`, { headers: { cookie } });
      request.on('error', () => undefined);
      await new Promise<void>((resolve) => {
        request.on('response', (response) => response.once('data', () => (response.pause(), resolve())));
      });
      let entry: typeof schema.dataExports.$inferSelect | undefined;
      for (let i = 0; i < 100 && entry?.status !== 'failed'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [entry] = await stalling.db.select().from(schema.dataExports).where(eq(schema.dataExports.userId, user.id));
      }
      expect(entry).toMatchObject({ status: 'failed', rowCount: null });
      expect((await client.get(referralListUrl('incoming', 0))).statusCode).toBe(200);
      request.destroy();
    } finally {
      await stalling.close();
    }
  });
});
