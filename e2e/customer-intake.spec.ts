import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager adds a new customer through lookup and intake', async ({ page }) => {
  // A name no earlier run used, so the intake never meets an already-existing record.
  const lastName = `Adebayo ${Date.now().toString(36).replace(/\d/g, '')}`;
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/create=true/);

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1/3')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Chidi');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Date of Birth').pressSequentially('03141992');
  await expect(dialog.getByLabel('Date of Birth')).toHaveValue('03/14/1992');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please fill out at least 1 field beside');
  await dialog.getByLabel('Email').fill('chidi.new@example.test');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Search' }).click();

  await expect(dialog.getByText('No existing Customer matches these details.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add New Customer' }).click();
  await expect(dialog.getByText('Step 2/3')).toBeVisible();
  await expect(dialog.getByLabel('First Name')).toHaveValue('Chidi');
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(dialog.getByText('You must choose a location before you can import a customer.')).toBeVisible();
  await dialog.getByLabel('Location').selectOption({ index: 1 });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Customer' }).click();

  await expect(dialog.getByText('Step 3/3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'View Customer Record' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
});

test('a case manager finds a customer of another centre and imports them into their own', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?create=true');
  const dialog = page.getByRole('dialog');
  // Grace Okafor belongs to the Colorado Springs centre; the demo case manager works in Denver.
  await dialog.getByLabel('First Name').fill('grace');
  await dialog.getByLabel('Last Name').fill('OKAFOR');
  await dialog.getByLabel('Date of Birth').pressSequentially('09141988');
  await dialog.getByLabel('Phone').fill('(719) 555-0106');
  await dialog.getByRole('button', { name: 'Search' }).click();

  await expect(dialog.getByText('Step 2/3')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Found Customer' })).toContainText('Grace Okafor');
  await dialog.getByRole('button', { name: 'Import Customer' }).click();
  await expect(dialog.getByText('You must choose a location before you can import a customer.')).toBeVisible();
  await dialog.getByLabel('Location').selectOption({ label: 'Denver Downtown Workforce Center' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import Customer' }).click();
  await expect(dialog.getByText('Step 3/3')).toBeVisible();
  await dialog.getByRole('link', { name: 'View Customer Record' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
});
