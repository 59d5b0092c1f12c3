import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { customerRecordMessages, referralMessages } from '@portal/contracts';
import {
  demoAlwaysOpenPantry,
  demoPassword,
  referralsDemoCaseManagerEmail,
  referralsDemoCustomer,
} from '@portal/db/seed';
import { expectAccessible, signIn } from './support.ts';

// Dana Whitfield (Colorado Springs) and Riley Chen, Colorado Springs' case manager: no other journey asserts their
// referrals or dashboards (packages/db/src/seed/referrals-demo.ts).
const request = 'I can come in after 5 pm.';
const note = 'Picked up groceries on Tuesday; they will see her again next week.';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
}

test.slow();

test('a customer asks for a referral to a food pantry open now within 5 miles; a case manager accepts it with a note and exports the list; the customer sees the new status', async ({
  page,
}) => {
  // The customer: the 211 Resource Finder, a food pantry open now within 5 miles of 80204.
  await signIn(page, '/customer-portal/login', referralsDemoCustomer.email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: '211 Resource Finder' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/community-catalog$/);
  await expect(page.getByRole('heading', { level: 1, name: '211 Resource Finder' })).toBeVisible();
  await page.getByLabel('Keyword').fill('food pantry');
  await page.getByLabel('Location').fill('80204');
  await page.getByRole('combobox', { name: 'Radius' }).click();
  await page.getByRole('option', { name: '5 miles', exact: true }).click();
  await page.getByRole('switch', { name: 'Open now' }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=food\+pantry.*address=80204.*radius=5.*open_now=1/);
  const pantry = page.getByRole('article', { name: demoAlwaysOpenPantry });
  await expect(pantry).toBeVisible();
  await expect(pantry.getByText('Open now')).toBeVisible();
  await expect(pantry.getByText(/miles? away/)).toBeVisible();
  await expect(pantry.getByRole('link', { name: /^pantry@/ })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);

  await pantry.getByRole('button', { name: 'Ask for a referral' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask for a referral' });
  await ask.getByLabel('Note (optional)').fill(request);
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(referralMessages.requested)).toBeVisible();
  await expect(ask).toHaveCount(0);
  await signOut(page);

  // The case manager: the request is an incoming referral at Colorado Springs, status New.
  await signIn(page, '/login', referralsDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // From the dashboard's Referrals widget (staff spec 2.1: /referrals/all is its target).
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'View All Referrals' }).click();
  await expect(page).toHaveURL(/\/referrals\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Referral Type' })).toHaveValue('Incoming');
  const row = page
    .getByRole('row')
    .filter({ hasText: referralsDemoCustomer.lastName })
    .filter({ hasText: demoAlwaysOpenPantry });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await expectAccessible(page);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: referralMessages.changeStatusTitle });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(referralMessages.statusRequired)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted' }).click();
  await dialog.getByLabel('Notes').fill(note);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(referralMessages.updated(1))).toBeVisible();
  await expect(row).toContainText('Accepted');

  // Export: referrals.csv with the list as shown (every status of the type), the change included.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('referrals.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('First Name');
  expect(lines[0]).toContain('Status');
  const exported = lines.find((line) => line.includes(demoAlwaysOpenPantry) && line.includes('Whitfield'));
  expect(exported).toBeDefined();
  expect(exported).toContain('Accepted');
  // The Note column is the referral's own note (the customer's); the status note is in its history.
  expect(exported).toContain(request);
  await signOut(page);

  // The customer sees the new status and its history, with the case manager's note.
  await signIn(page, '/customer-portal/login', referralsDemoCustomer.email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Referrals' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/referrals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Referrals' })).toBeVisible();
  const mine = page
    .getByRole('article')
    .filter({ hasText: demoAlwaysOpenPantry })
    .filter({ hasText: 'You asked for this referral' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Show status history' }).click();
  await expect(mine.getByRole('list', { name: `Status history of ${demoAlwaysOpenPantry}` })).toContainText(note);
  // Her Referrals summary counts them (the customer side of the widget), not the empty state.
  const summary = page.getByRole('region', { name: 'Referrals', exact: true });
  await expect(summary.getByRole('heading', { name: 'Incoming' })).toBeVisible();
  await expect(summary).not.toContainText('No data available to show');
  await expectAccessible(page);

  // A phone: her referrals fit 390 px, history open.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mine.getByRole('list', { name: `Status history of ${demoAlwaysOpenPantry}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('the referrals list fits a phone: the table scrolls inside its frame and Change Status stays in reach', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/login', referralsDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/referrals/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: referralsDemoCustomer.lastName }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('button', { name: 'Change Status' })).toBeInViewport();
  await expectAccessible(page);
});

test('the receiving centre opens a customer referred to it, read-only, while the referral is open', async ({
  page,
}) => {
  // Victor Alvarez (Aurora) was referred to Colorado Springs, In Progress: Riley may read his record, not change it.
  await signIn(page, '/login', referralsDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/referrals/all');
  const row = page.getByRole('row').filter({ hasText: 'Alvarez' }).filter({ hasText: 'In Progress' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /View Customer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Victor Alvarez' })).toBeVisible();
  await expect(page.getByText(customerRecordMessages.referralReadNotice)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Flag' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Who accessed this record' }).getByText('Riley Chen')).toBeVisible();
  await expectAccessible(page);
});
