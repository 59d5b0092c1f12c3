import { rm } from 'node:fs/promises';
import { expect } from 'vitest';
import { authPaths } from '@portal/contracts';
import type { DatabaseHandle, Db, Reporting } from '@portal/db';
import { seedReference } from '@portal/db/seed';
import type { AppInstance } from '../platform/app-instance.ts';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../platform/config.ts';
import type { PlacesService } from '../platform/geo/places.ts';
import type { Storage } from '../platform/storage/index.ts';
import type { Jobs } from '../platform/jobs/jobs.ts';
import { testConfig } from './test-config.ts';
import { TestClient } from './test-client.ts';
import { createTestDatabase } from './test-database.ts';
import { credentialsFor, matrixRoles, type Role, seedWorld, type World } from './world.ts';

export { TestClient } from './test-client.ts';
export type { RequestOptions } from './test-client.ts';
export { matrixRoles, type Role, type World } from './world.ts';

/**
 * Building one takes ~1-3 s (database load + logins) on a quiet machine; beforeAll gets as long as the server
 * project's hookTimeout, since CI's niced Postgres pass beside the journeys has taken past a minute.
 */
export const testAppTimeout = 120_000;

export interface TestApp {
  app: AppInstance;
  db: Db;
  database: DatabaseHandle;
  config: AppConfig;
  world: World;
  /** A client signed in as `role` through the real login route (memoised per role). */
  as(role: Role): Promise<TestClient>;
  /** A new client with its own, new session (not memoised). */
  login(role: Role): Promise<TestClient>;
  /** A client with no cookies and no CSRF token at all. */
  anonymous(): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Adds test-only routes (each must declare config.access) before the app is ready. */
  extend?: (app: AppInstance) => void | Promise<void>;
  /** Starts pg-boss workers on the test database (by default the app queues no jobs); stopped by close(). */
  startJobs?: (database: DatabaseHandle) => Promise<Jobs>;
  /** An address autocomplete provider (a fake in tests); null or absent: the feature is off. */
  places?: PlacesService | null;
  /** The upload storage instead of the configured driver (a disk that is full, say). */
  storage?: (config: AppConfig) => Storage;
  /** Where reporting reads go (a read replica); closed by close(). By default the primary. */
  reporting?: (database: DatabaseHandle) => Promise<Reporting>;
}

/** The app on a fresh, migrated database with the reference rows and the standard world seeded. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  await seedReference(database.handle.db);
  const world = await seedWorld(database.handle.db);
  const jobs = await options.startJobs?.(database.handle);
  const reporting = await options.reporting?.(database.handle);
  const app = await buildApp(config, {
    database: database.handle,
    ...(jobs ? { jobs } : {}),
    ...(options.places ? { places: options.places } : {}),
    ...(options.storage ? { storage: options.storage(config) } : {}),
    ...(reporting ? { reporting } : {}),
  });
  try {
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await jobs?.stop();
    await reporting?.close();
    await database.dispose();
    await rm(config.dataDir, { recursive: true, force: true });
    throw error;
  }

  async function login(role: Role): Promise<TestClient> {
    const client = new TestClient(app);
    await client.fetchCsrfToken();
    if (role === 'guest') return client;
    const { guard, email, password } = credentialsFor(world, role);
    const response = await client.post(guard === 'customer' ? authPaths.customerLogin : authPaths.staffLogin, {
      email,
      password,
    });
    expect(response.statusCode, `login as ${role}: ${response.body}`).toBe(200);
    return client;
  }

  const signedIn = new Map<Role, Promise<TestClient>>();
  return {
    app,
    db: database.handle.db,
    database: database.handle,
    config,
    world,
    as(role) {
      if (!matrixRoles.includes(role)) throw new Error(`Unknown role ${role}`);
      let client = signedIn.get(role);
      if (!client) {
        client = login(role);
        signedIn.set(role, client);
      }
      return client;
    },
    login,
    anonymous: () => new TestClient(app),
    async close() {
      await app.close();
      await jobs?.stop();
      await reporting?.close();
      await database.dispose();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
