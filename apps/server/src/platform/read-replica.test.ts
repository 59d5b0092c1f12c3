import { createServer, connect, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dynamicQueryPaths,
  type IndicatorPrograms,
  indicatorsPaths,
  type QueryCondition,
  type QueryResults,
  referralListUrl,
} from '@portal/contracts';
import { type DatabaseHandle, openReporting, replicaLag, reportingUrl, schema } from '@portal/db';
import { createCustomer, createServiceLogProgram } from '@portal/db/factories';
import { seedReference } from '@portal/db/seed';
import { createTestApp, type TestApp, testAppTimeout } from '../testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { seedWorld, type World } from '../testing/world.ts';
import { insertReferral } from '../modules/referrals/referrals.fixtures.ts';
import { freePort } from '../testing/throwaway-postgres.ts';
import { readReplicaSettings } from './read-replica.ts';

describe('read replica settings and lag', () => {
  it('reads DATABASE_READ_URL and the lag bound, refusing nonsense', () => {
    expect(readReplicaSettings({})).toEqual({ url: undefined, maxLagSeconds: 30 });
    expect(
      readReplicaSettings({
        DATABASE_URL: 'postgres://p/x',
        DATABASE_READ_URL: 'postgres://r/x',
        DATABASE_READ_MAX_LAG_SECONDS: '5',
      }),
    ).toEqual({ url: 'postgres://r/x', maxLagSeconds: 5 });
    expect(() => readReplicaSettings({ DATABASE_READ_MAX_LAG_SECONDS: 'soon' })).toThrow(
      /DATABASE_READ_MAX_LAG_SECONDS/,
    );
    expect(() => readReplicaSettings({ DATABASE_READ_URL: 'postgres://r/x' })).toThrow(/needs DATABASE_URL/);
  });

  it('counts no lag on a caught-up standby or a primary, else the age of the last replayed transaction', () => {
    expect(replicaLag({ standby: true, caughtUp: true, lagSeconds: 900 })).toBe(0);
    expect(replicaLag({ standby: false, caughtUp: false, lagSeconds: null })).toBe(0);
    expect(replicaLag({ standby: true, caughtUp: false, lagSeconds: 42 })).toBe(42);
    expect(replicaLag({ standby: true, caughtUp: false, lagSeconds: null })).toBe(Number.POSITIVE_INFINITY);
  });

  it('names its sessions and makes them read-only unless the URL already says, whatever other options it has', () => {
    const url = new URL(reportingUrl('postgres://u@replica:5432/portal?sslmode=require'));
    expect(url.searchParams.get('application_name')).toBe('portal-reporting');
    expect(url.searchParams.get('options')).toBe('-c default_transaction_read_only=on');
    expect(url.searchParams.get('sslmode')).toBe('require');
    expect(new URL(reportingUrl('postgres://r/p?application_name=mine')).searchParams.get('application_name')).toBe(
      'mine',
    );
    // Options of the URL's own keep the read-only one beside them; one that sets it is the operator's.
    expect(new URL(reportingUrl('postgres://r/p?options=-c%20jit%3Doff')).searchParams.get('options')).toBe(
      '-c jit=off -c default_transaction_read_only=on',
    );
    const own = 'postgres://r/p?application_name=mine&options=-c+default_transaction_read_only%3Doff';
    expect(reportingUrl(own)).toBe(own);
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('read-replica routing: runs only against a Postgres server (DATABASE_URL).');

const cond = (field: string, value: string) =>
  ({ identifier: 'condition', type: 'and', field, operator: 'is', value }) as QueryCondition;
const probeQuery = {
  conditions: [cond('customer.first_name', 'Replicaprobe')],
  fields: [{ id: 'customer.id', name: 'Customer ID', type: 'int' }],
  sortFields: [],
};

/**
 * A second database from the same template stands in for the replica: it differs from the primary only where a
 * test writes to one of them, so which one answered shows in the answer.
 */
describe.skipIf(!onPostgres)('reporting reads on a read replica', () => {
  let t: TestApp;
  let replicaDb: TestDatabase;
  let replicaUrl: string;
  let replicaWorld: World;

  beforeAll(async () => {
    replicaDb = await createTestDatabase();
    await seedReference(replicaDb.handle.db);
    replicaWorld = await seedWorld(replicaDb.handle.db);
    replicaUrl = (replicaDb.handle.pool!.options as { connectionString: string }).connectionString;
    t = await createTestApp({ reporting: (primary) => openReporting(primary, { url: replicaUrl }) });
  }, testAppTimeout);
  afterAll(async () => {
    await t?.close();
    await replicaDb?.dispose();
  });

  const auditRuns = async (database: DatabaseHandle) =>
    (
      await database.db
        .select({ id: schema.auditLog.id })
        .from(schema.auditLog)
        .where(eq(schema.auditLog.action, 'dynamic-query.run'))
    ).length;

  it('runs the query tool on the replica and writes its audit row to the primary', async () => {
    await createCustomer(t.db, { primaryLocationId: t.world.locationA.id, firstName: 'Replicaprobe' });
    const client = await t.as('agencyAdmin');
    const before = await auditRuns(t.database);

    const onReplica = await client.post(dynamicQueryPaths.run, probeQuery);
    expect(onReplica.statusCode, onReplica.body).toBe(200);
    // The customer exists on the primary only: the replica answered.
    expect(onReplica.json<QueryResults>().total).toBe(0);

    const location = await replicaDb.handle.db.select().from(schema.locations).limit(1);
    await createCustomer(replicaDb.handle.db, { primaryLocationId: location[0]!.id, firstName: 'Replicaprobe' });
    await createCustomer(replicaDb.handle.db, { primaryLocationId: location[0]!.id, firstName: 'Replicaprobe' });
    expect((await client.post(dynamicQueryPaths.run, probeQuery)).json<QueryResults>().total).toBe(2);

    expect(await auditRuns(t.database)).toBe(before + 2);
    expect(await auditRuns(replicaDb.handle)).toBe(0);
  });

  it('reads the WIOA indicators’ programs from the replica', async () => {
    await createServiceLogProgram(replicaDb.handle.db, { name: 'Only on the replica' });
    await createServiceLogProgram(t.db, { name: 'Only on the primary' });
    const response = await (await t.as('admin')).get(indicatorsPaths.programs);
    expect(response.statusCode, response.body).toBe(200);
    const names = response.json<IndicatorPrograms>().data.map((program) => program.name);
    expect(names).toContain('Only on the replica');
    expect(names).not.toContain('Only on the primary');
  });

  it('streams the referrals CSV from the replica (COPY on its connection)', async () => {
    const referTo = async (db: typeof t.db, world: World, lastName: string) => {
      const customer = await createCustomer(db, { primaryLocationId: world.locationB.id, lastName });
      await insertReferral(db, {
        customerId: customer.id,
        kind: 'network',
        status: 'new',
        fromLocationId: world.locationB.id,
        toLocationId: world.locationA.id,
      });
    };
    await referTo(replicaDb.handle.db, replicaWorld, 'Replicareferral');
    await referTo(t.db, t.world, 'Primaryreferral');
    const response = await (await t.as('admin')).get(referralListUrl('incoming', 0, { isExport: 1 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Replicareferral');
    expect(response.body).not.toContain('Primaryreferral');
  });

  it('never writes to the replica: its sessions are read-only and it refuses to migrate', async () => {
    const reporting = await openReporting(t.database, { url: replicaUrl });
    try {
      const reader = await reporting.reader();
      expect(reader).toBe(reporting.replica);
      await expect(reader.rawQuery('create table replica_write_probe (a int)')).rejects.toThrow(
        /read-only transaction/,
      );
      await expect(reader.migrate()).rejects.toThrow(/read-only/);
      const [probe] = await replicaDb.handle.rawQuery("select to_regclass('replica_write_probe') as name");
      expect(probe).toEqual({ name: null });
    } finally {
      await reporting.close();
    }
  });

  it('falls back to the primary with one logged warning while the replica cannot be reached', async () => {
    const warnings: string[] = [];
    const down = `postgres://postgres@127.0.0.1:${await freePort()}/portal`;
    const reporting = await openReporting(t.database, {
      url: down,
      checkIntervalMs: 0,
      onFallback: (reason) => warnings.push(reason),
    });
    try {
      expect(await reporting.reader()).toBe(t.database);
      expect(await reporting.reader()).toBe(t.database);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/read replica cannot be reached.*reporting reads go to the primary/);
      expect(warnings[0]).not.toContain(down);
    } finally {
      await reporting.close();
    }
  });

  it('goes back to the replica, and says so, once it can be reached again', async () => {
    // A TCP relay in front of the stand-in replica: closed, the replica is down; listening again, it is back.
    const target = new URL(replicaUrl);
    const sockets = new Set<Socket>();
    const relay = (): Server =>
      createServer((socket) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const end of [socket, upstream]) {
          sockets.add(end);
          end.on('error', () => undefined);
          end.on('close', () => sockets.delete(end));
        }
        socket.pipe(upstream).pipe(socket);
      });
    const listen = (server: Server, port: number) =>
      new Promise<number>((resolve) =>
        server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      );
    const close = (server: Server) => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    };
    let server = relay();
    const port = await listen(server, 0);
    const relayed = new URL(replicaUrl);
    relayed.host = `127.0.0.1:${port}`;
    const events: string[] = [];
    const reporting = await openReporting(t.database, {
      url: relayed.toString(),
      checkIntervalMs: 0,
      onFallback: () => events.push('fallback'),
      onRecovered: () => events.push('recovered'),
    });
    try {
      expect(await reporting.reader()).toBe(reporting.replica);
      await close(server);
      expect(await reporting.reader()).toBe(t.database);
      server = relay();
      await listen(server, port);
      expect(await reporting.reader()).toBe(reporting.replica);
      expect(events).toEqual(['fallback', 'recovered']);
    } finally {
      await reporting.close();
      await close(server);
    }
  });
});
