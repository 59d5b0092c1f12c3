import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clusterTexts, customerAccountMessages, invalidCredentialsMessage } from '@portal/contracts';
import { expectAccessible } from './support.ts';

/**
 * The mails the server rendered: in demo mode without SMTP it drops a JSON copy of each into `<DATA_DIR>/mail`
 * (apps/server/src/platform/mail/mailer.ts). The data directory is the one playwright.config.ts gives this server.
 */
function mailDropDir(baseURL: string | undefined): string {
  const port = new URL(baseURL ?? 'http://127.0.0.1:3199').port;
  const dataDir = process.env.E2E_PORT !== undefined ? `.data/e2e-${port}` : `.data/e2e-server-${port}`;
  return path.resolve(dataDir, 'mail');
}

interface DroppedMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(dir: string, address: string): Promise<DroppedMail[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as DroppedMail),
  );
  return mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** The path of the link (`/customer-portal/...?token=...`) in the newest mail to `address` that carries one. */
async function linkMailedTo(page: Page, address: string, pagePath: string): Promise<string> {
  const dir = mailDropDir(test.info().project.use.baseURL);
  const pattern = new RegExp(`https?://[^\\s/]+(${pagePath.replace(/\//g, '\\/')}\\?token=[^\\s"'<>]+)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(dir, address);
        link = mails
          .map((mail) => pattern.exec(mail.text)?.[1])
          .filter((found): found is string => found !== undefined)
          .at(-1);
        return link !== undefined;
      },
      { message: `a mail to ${address} with a ${pagePath} link`, timeout: 90_000 },
    )
    .toBe(true);
  return link!;
}

const password = 'front door secret 1';

async function createAccount(page: Page, email: string, checkAccessibility: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  if (checkAccessibility) await expectAccessible(page);
  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Diaz');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Date of Birth').fill('03/14/1990');
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(customerAccountMessages.registered(24));
  if (checkAccessibility) await expectAccessible(page);
}

async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  await page.setViewportSize(desktop);
}

// The mail job and a first page load can each take half a minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('a guest lands on /, takes the survey, creates an account, confirms the email and finds the results in it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your next step with Workforce Portal' })).toBeVisible({
    timeout: 30_000,
  });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);
  await atPhoneWidth(page, async () => {
    await expect(main.getByRole('link', { name: 'Create account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  // The survey as a guest.
  await main.getByRole('link', { name: 'Take the survey' }).click();
  await expect(page).toHaveURL(/\/career-cluster\/survey$/);
  const steps: string[][] = [
    ['Take care of someone who is sick or hurt', 'Keep a budget and track where money goes'],
    ['Learn first aid or CPR'],
    ['Read about medicine, illness or the human body'],
    [],
    ['I am caring toward people who are unwell'],
    [],
    ['Anatomy and physiology'],
    [],
  ];
  for (const [index, options] of steps.entries()) {
    await expect(page.getByText(`Step ${index + 1} of 8`)).toBeVisible();
    for (const option of options) await page.getByRole('checkbox', { name: option, exact: true }).check();
    if (index < steps.length - 1) await page.getByRole('button', { name: clusterTexts.next }).click();
  }
  await page.getByRole('button', { name: clusterTexts.submit }).click();
  await expect(page).toHaveURL(/\/career-cluster\/result$/);
  const top = page.getByRole('region', { name: 'Your Top Career Clusters' });
  await expect(top.getByRole('article').first()).toContainText('Health Science');

  // Create account, from the public home.
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/register$/);
  await atPhoneWidth(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
  const email = `front-door-${Date.now()}@example.test`;
  await createAccount(page, email, true);

  // The link in the mail signs the new customer in and opens their home.
  await page.goto(await linkMailedTo(page, email, '/customer-portal/verify-email'));
  await expect(page).toHaveURL(/\/customer-portal$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The guest's answers moved into the account.
  await page.goto('/customer-portal/career-cluster/result');
  const saved = page.getByRole('region', { name: 'Your Top Career Clusters' });
  await expect(saved.getByRole('article').first()).toContainText('Health Science');
  await expect(page.getByRole('button', { name: /Save Cluster|Cluster Saved/ }).first()).toBeVisible();

  // The link is single use.
  await page.goto(await linkMailedTo(page, email, '/customer-portal/verify-email'));
  await expect(page.getByRole('alert')).toHaveText(customerAccountMessages.linkUsed);
  await expectAccessible(page);
});

test('a customer resets a forgotten password and signs in with the new one', async ({ page }) => {
  const email = `reset-${Date.now()}@example.test`;
  await page.goto('/customer-portal/register');
  await createAccount(page, email, false);
  await page.goto(await linkMailedTo(page, email, '/customer-portal/verify-email'));
  await expect(page).toHaveURL(/\/customer-portal$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/login$/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(customerAccountMessages.forgotPasswordSent(60));
  await expectAccessible(page);

  await page.goto(await linkMailedTo(page, email, '/customer-portal/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await atPhoneWidth(page, async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
  await expectAccessible(page);
  const newPassword = 'a brand new front door';
  await page.getByLabel('New Password', { exact: false }).first().fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText(customerAccountMessages.passwordReset);

  // The old password no longer works; the new one lands on the home.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(invalidCredentialsMessage);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/customer-portal$/, { timeout: 30_000 });
});
