import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, customerAccountPages, customerAccountPaths as paths } from '@portal/contracts';
import { startJobs } from '../../platform/jobs/jobs.ts';
import { mailJobs } from '../../platform/mail/jobs.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The way a journey reads a reset link: the route queues the mail, the outbox worker (pg-boss) renders it locally
 * and drops it as JSON in the mail folder, and the link in it works.
 */

let t: TestApp;
let dropDir: string;
const log = { error: () => {}, info: () => {}, warn: () => {} };

beforeAll(async () => {
  dropDir = await mkdtemp(path.join(tmpdir(), 'account-mail-'));
  const mailer = createMailer({ smtpUrl: undefined, from: 'Portal <no-reply@portal.test>', dropDir });
  t = await createTestApp({
    config: {
      mail: { smtpUrl: undefined, from: 'Portal <no-reply@portal.test>', dropDir, publicUrl: 'https://portal.test' },
    },
    startJobs: (database) =>
      startJobs(database, mailJobs(database.db, mailer, log), log, { pollingIntervalSeconds: 0.5 }),
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await rm(dropDir, { recursive: true, force: true });
});

interface DroppedMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

async function droppedTo(address: string): Promise<DroppedMail[]> {
  const files = (await readdir(dropDir)).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(path.join(dropDir, file), 'utf8')) as DroppedMail),
  );
  return mails.filter((mail) => mail.to === address);
}

describe('a forgotten password through the outbox worker', () => {
  it('drops the reset mail where a journey reads it, and its link resets the password', async () => {
    const { portalEmail, password } = t.world.customer;
    const browser = t.anonymous();
    await browser.fetchCsrfToken();
    expect((await browser.post(paths.forgotPassword, { email: portalEmail })).statusCode).toBe(202);

    await expect.poll(async () => (await droppedTo(portalEmail!)).length, { timeout: 60_000 }).toBe(1);
    const [mail] = await droppedTo(portalEmail!);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.html).toContain('href="https://portal.test/customer-portal/reset-password?token=');
    const link = new RegExp(`https://portal\\.test${customerAccountPages.resetPassword}\\?token=([A-Za-z0-9_-]+)`).exec(
      mail!.text,
    );
    expect(link).not.toBeNull();

    const reset = await browser.post(paths.resetPassword, {
      token: link![1],
      password: 'a fresh passphrase',
      password_confirmation: 'a fresh passphrase',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await browser.post(authPaths.customerLogin, { email: portalEmail, password })).statusCode).toBe(422);
    const signedIn = await browser.post(authPaths.customerLogin, {
      email: portalEmail,
      password: 'a fresh passphrase',
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
