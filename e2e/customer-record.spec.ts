import { expect, test } from '@playwright/test';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;

test('a case manager opens a record from the search, flags and archives; an admin removes the flag', async ({
  page,
}) => {
  // The record holds the case file's panels now (history, notes, programs, changes): axe reads more on each check.
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=james%20carter');
  await page.getByRole('table').getByRole('link', { name: 'Carter' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
  const recordUrl = page.url();

  // The banner.
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
  await expect(page.getByText('(720) 555-0101')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const accesses = page.getByRole('region', { name: 'Who accessed this record' });
  await expect(accesses.getByText('Casey Nguyen')).toBeVisible();
  await expectAccessible(page);

  // A flag: both fields are required, then a confirmation.
  await page.getByRole('button', { name: 'Save Flag' }).click();
  await expect(page.getByText('Note is required')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Flag' }).locator('option')).toHaveText([
    'Select a flag',
    'Safety Concern',
    'Do Not Contact by Phone',
  ]);
  await page.getByRole('combobox', { name: 'Flag' }).selectOption({ label: 'Safety Concern' });
  await page.getByRole('textbox', { name: 'Note' }).fill('Meet in the front office with a second staff member.');
  await page.getByRole('button', { name: 'Save Flag' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Flag' }).click();
  await expect(page.getByText('Flag Added')).toBeVisible();
  const status = page.getByRole('region', { name: 'Flag status' });
  await expect(status).toContainText('Safety Concern');
  await expect(status).toContainText('Meet in the front office with a second staff member.');
  // The flag is listed; only admins may remove it.
  await expect(page.getByRole('list', { name: 'Flags on this record' })).toContainText('Safety Concern');
  await expect(page.getByRole('button', { name: /^Remove flag/ })).toHaveCount(0);

  // A case manager from the list (searchable), then a message.
  const caseManagers = page.getByRole('region', { name: 'Case managers' });
  await caseManagers.getByRole('textbox', { name: 'Search case managers' }).fill('nguyen');
  await expect(caseManagers.getByRole('checkbox')).toHaveCount(1);
  await caseManagers.getByRole('checkbox', { name: 'Casey Nguyen' }).check();
  await caseManagers.getByRole('button', { name: 'Save case managers' }).click();
  await expect(page.getByText('Case Manager Added')).toBeVisible();
  await caseManagers.getByRole('textbox', { name: 'Search case managers' }).fill('nobody-by-this-name');
  await expect(caseManagers.getByText('No Case Managers Found.')).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message subject is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your first appointment');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please come in on Monday at 9 am.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();

  // The pin, then archive: the label follows the status.
  await page.getByRole('button', { name: 'Pin (track)' }).click();
  await expect(page.getByRole('button', { name: 'Unpin (stop tracking)' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Customer archived successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  await expectAccessible(page);

  // An admin removes the flag.
  await page.context().clearCookies();
  await signIn(page, '/login', adminLogin.email, adminLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto(recordUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
  // Archived is read-only (decision 0010): no flag controls until the record is unarchived.
  await expect(
    page.getByText('This customer is archived. The record is read-only until it is unarchived.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove flag/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  // One flag at a time, each with its own confirmation.
  await page.getByRole('button', { name: /^Remove flag Safety Concern/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove flag' });
  await expect(confirm).toContainText('Remove the flag Safety Concern from James Carter?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have successfully removed a flag from James Carter.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flag status' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Who accessed this record' }).getByText('Alex Morgan').first(),
  ).toBeVisible();
});

test('a case manager cannot open a record outside their locations', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // Mei Zhang is at the Colorado Springs centre only.
  await page.goto('/customers?search_type=name&query=mei%20zhang');
  await page.getByRole('button', { name: 'Search at a different location' }).click();
  await page.getByRole('table').getByRole('link', { name: 'Zhang' }).click();
  await expect(page.getByRole('alert')).toContainText('You may not open this customer record.');
  await expectAccessible(page);
});
