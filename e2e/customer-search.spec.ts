import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager finds customers by name and by date of birth and pages through the results', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Find a Customer' })).toBeVisible();
  await expectAccessible(page);

  // By name, without the accent: the Martínez family at Denver spans two pages.
  await page.getByLabel('Search', { exact: true }).fill('martinez');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page).toHaveURL(/search_type=name&query=martinez/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Page 2 of 2 · Showing 11–11 of 11')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // By date of birth, month/day/year.
  await page.getByLabel('Search by').selectOption('birthdate');
  await page.getByLabel('Search', { exact: true }).fill('11/2/1979');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('link', { name: 'Carter' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // By External ID, as the snapshot shows it (James Carter's Connecting Colorado id), in any case.
  await page.getByLabel('Search by').selectOption({ label: 'External ID' });
  await page.getByLabel('Search', { exact: true }).fill('cc-884213');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('link', { name: 'Carter' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('Page 1 of 1 · Showing 1–1 of 1')).toBeVisible();

  // Someone at another centre: not found here, with the prompt to look across locations.
  await page.getByLabel('Search by').selectOption('name');
  await page.getByLabel('Search', { exact: true }).fill('mei zhang');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No records found')).toBeVisible();
  await page.getByRole('button', { name: 'Search at a different location' }).click();
  await expect(table.getByRole('link', { name: 'Zhang' })).toBeVisible();
  await expectAccessible(page);
  await table.getByRole('link', { name: 'Zhang' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
});
