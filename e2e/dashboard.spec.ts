import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager sees the dashboard and searches for a participant from its widget', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The demo switches the widgets on and seeds sign-ins, enrolments and Casey's own caseload at Denver.
  const logins = page.getByRole('region', { name: 'Successful Customer Login' });
  await expect(logins.getByText('Unique Logins')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer Portal Usage Statistics' })).toContainText('Active Accounts');
  await expect(page.getByRole('region', { name: 'Enrolled Customers' })).toContainText(/Program Year \d{4}-\d{4}/);
  await expect(page.getByRole('region', { name: 'My Customers' }).getByRole('link')).not.toHaveCount(0);
  // Maria Lopez's demo plan (issue #24): assigned and recommended outcomes, counted at Casey's locations.
  await expect(page.getByRole('region', { name: 'Outcomes' })).toContainText('Recommended');
  await expect(page.getByRole('region', { name: 'Referrals' }).getByText('No data available to show')).toBeVisible();
  await expect(page.getByText('Total Unique Customers Pinned:')).toContainText(/\d/);
  await expectAccessible(page);

  // A widget's drill-down lists everyone behind its figure.
  await page.getByRole('link', { name: 'View All My Customers' }).click();
  await expect(page).toHaveURL(/\/widgets\/my-customers\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Customers' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link')).not.toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Dashboard' }).click();

  // By name: Enter submits and the search page shows the Martínez family at Denver.
  const search = page.getByRole('region', { name: 'Customer Search' });
  await search.getByLabel('Find a customer').fill('martinez');
  await search.getByLabel('Find a customer').press('Enter');
  await expect(page).toHaveURL(/\/customers\?search_type=name&query=martinez$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);
  await expectAccessible(page);

  // By date of birth from the date input.
  await page.goBack();
  await search.getByRole('radio', { name: 'Date of Birth' }).check();
  await search.getByLabel('Find a customer').fill('1960-01-10');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search_type=birthdate&query=01%2F10%2F1960$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table')).toContainText('Adriana');
});
