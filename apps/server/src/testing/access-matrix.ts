import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@portal/db';
import type { AppInstance } from '../platform/app-instance.ts';
import type { HttpMethod, TestClient } from './test-client.ts';
import { createTestApp, type TestApp, testAppTimeout } from './test-app.ts';
import { matrixRoles, type Role, type World } from './world.ts';

export { matrixRoles, type Role } from './world.ts';

export interface MatrixContext {
  app: AppInstance;
  db: Db;
  world: World;
  /** The role the case is being called as, and its signed-in client (e.g. to look a customer up first). */
  role: Role;
  client: TestClient;
  /** Any role's signed-in client (e.g. to obtain something another user owns). */
  as: (role: Role) => Promise<TestClient>;
}

type DeniedStatus = 401 | 403 | 404;

export interface AccessCase {
  method: Exclude<HttpMethod, 'HEAD'>;
  /** Built per role, so a case may create the rows it needs. */
  url: (context: MatrixContext) => string | Promise<string>;
  body?: (context: MatrixContext) => unknown;
  allowed: readonly Role[];
  /** Denied roles get 401 or 403 unless this says otherwise (for all, or per role). */
  deniedStatus?: DeniedStatus | Partial<Record<Role, DeniedStatus>>;
  /** Test title; defaults to the first path-looking string in `url`'s source. */
  name?: string;
}

function expectedDenial(testCase: AccessCase, role: Role): readonly number[] {
  const { deniedStatus } = testCase;
  const specific = typeof deniedStatus === 'number' ? deniedStatus : deniedStatus?.[role];
  return specific ? [specific] : [401, 403];
}

function caseTitle(testCase: AccessCase, index: number): string {
  const path = /['"`](\/[^'"`]*)['"`]/.exec(testCase.url.toString())?.[1];
  return `${testCase.method} ${testCase.name ?? path ?? `case ${index + 1}`}`;
}

/**
 * Table-driven access test: every case is called as every role in `matrixRoles` (signed in
 * through the real login, with a CSRF token). Allowed roles must not get 401/403 (nor a 404
 * the case reserves for denial); denied roles must. Nobody may get a 5xx.
 */
export function describeAccessMatrix(name: string, cases: readonly AccessCase[]): void {
  describe(`${name}: access matrix`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    }, testAppTimeout);
    afterAll(async () => t?.close());

    cases.forEach((testCase, index) => {
      describe(caseTitle(testCase, index), () => {
        for (const role of matrixRoles) {
          const allowed = testCase.allowed.includes(role);
          it(`${role} is ${allowed ? 'allowed' : 'denied'}`, async () => {
            const client = await t.as(role);
            const context: MatrixContext = { app: t.app, db: t.db, world: t.world, role, client, as: (r) => t.as(r) };
            const url = await testCase.url(context);
            const body = testCase.body ? await testCase.body(context) : undefined;
            const response = await client.request(testCase.method, url, body);
            const detail = `${testCase.method} ${url} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`;
            expect(response.statusCode, detail).toBeLessThan(500);
            if (allowed) {
              const reserved = new Set([
                401,
                403,
                ...matrixRoles.flatMap((other) => (other === role ? [] : expectedDenial(testCase, other))),
              ]);
              expect(reserved.has(response.statusCode), detail).toBe(false);
            } else {
              expect(expectedDenial(testCase, role), detail).toContain(response.statusCode);
            }
          });
        }
      });
    });
  });
}
