import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type CustomerVerifyEmailResponse,
  authPaths,
  customerAccountPages,
  customerAccountPaths as paths,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, TestClient } from '../../testing/test-app.ts';

/**
 * What the customer-account test files share: one app per file (built in the file's beforeAll), a clock the tests
 * move, every log line, and helpers that sign up, read the outbox and sign in. `t` is a live binding: read it in tests.
 */

/** Building the app is slow on a loaded machine (a limit, never a timing the test depends on). */
export const setupTimeout = 180_000;

/** The clock the module reads (AppConfig.clock): tests move it instead of sleeping. */
let clockOffsetMs = 0;
export const clock = () => new Date(Date.now() + clockOffsetMs);
export const later = (ms: number) => {
  clockOffsetMs += ms;
};

/** Every log line of the main app, at trace level: no token or password may be in one. */
export const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});
export const tokensSeen = new Set<string>();

export let t: TestApp;

/** Builds this file's app before its tests and closes it after. */
export function useAccountApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ config: { clock, logLevel: 'trace', logStream } });
  }, setupTimeout);
  afterAll(() => t?.close());
}

let sequence = 0;
export const uniqueEmail = (label: string) => `${label}-${++sequence}-${Date.now()}@example.test`;

export function signUp(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: uniqueEmail('ana'),
    password: 'a long passphrase',
    password_confirmation: 'a long passphrase',
    birthdate: '04/15/1990',
    ...overrides,
  };
}

export async function guest(app = t.app): Promise<TestClient> {
  const client = new TestClient(app);
  await client.fetchCsrfToken();
  return client;
}

/** The outbox rows sent to an address, newest first. */
export async function mailsTo(address: string) {
  return t.db
    .select()
    .from(schema.mailOutbox)
    .where(eq(schema.mailOutbox.toAddress, address))
    .orderBy(desc(schema.mailOutbox.id));
}

/** The token of the newest link mailed to an address for a page. */
export async function tokenMailedTo(address: string, page: string): Promise<string> {
  for (const mail of await mailsTo(address)) {
    const match = new RegExp(`${page.replaceAll('/', '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.body);
    if (match) {
      tokensSeen.add(match[1]!);
      return match[1]!;
    }
  }
  throw new Error(`no ${page} link mailed to ${address}`);
}

export async function login(client: TestClient, email: string, password: string) {
  return client.post(authPaths.customerLogin, { email, password });
}

export async function registeredAndConfirmed(overrides: Record<string, unknown> = {}) {
  const body = signUp(overrides);
  const client = await guest();
  expect((await client.post(paths.register, body)).statusCode).toBe(202);
  const token = await tokenMailedTo(body.email, customerAccountPages.verifyEmail);
  const confirmed = await client.post(paths.verifyEmail, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { body, client, customerId: confirmed.json<CustomerVerifyEmailResponse>().data!.userId };
}
