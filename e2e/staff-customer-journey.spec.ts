import { expect, test } from '@playwright/test';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;

// Issue #4's journey. It makes its own customer (a name no other run or spec uses), so it does not depend on
// what the other journeys did to the demo customers.
test('a case manager searches, adds a customer, works the record and archives it; an admin removes the flag and deletes it', async ({
  page,
}) => {
  // A whole working session (two sign-ins, six axe scans): more than the default minute on a busy machine.
  test.slow();
  const lastName = `Okonkwo${Date.now().toString(36).replace(/\d/g, '')}`;
  const fullName = `Ngozi ${lastName}`;
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Find a Customer' })).toBeVisible();

  // By name, paging through the Martínez family at Denver.
  const table = page.getByRole('table');
  await page.getByLabel('Search', { exact: true }).fill('martinez');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/Page 2 of 2/)).toBeVisible();
  await expectAccessible(page);

  // The new customer is not there yet: lookup, then intake.
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Step 1/3')).toBeVisible();
  await dialog.getByLabel('First Name').fill('Ngozi');
  await dialog.getByLabel('Last Name').fill(lastName);
  await dialog.getByLabel('Date of Birth').pressSequentially('08191972');
  await dialog.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.test`);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByText('No existing Customer matches these details.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add New Customer' }).click();
  await expect(dialog.getByText('Step 2/3')).toBeVisible();
  await dialog.getByLabel('Location').selectOption({ label: 'Denver Downtown Workforce Center' });
  await dialog.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expectAccessible(page);

  // Found by date of birth now, and opened from the results.
  await page.goto('/customers');
  await page.getByLabel('Search by').selectOption('birthdate');
  await page.getByLabel('Search', { exact: true }).fill('8/19/1972');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: lastName }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
  const recordUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  const enrollments = page.getByRole('region', { name: 'Enrollments' });
  await expect(enrollments.getByText('No records available')).toBeVisible();
  await expectAccessible(page);

  // A flag, with its confirmation.
  await page.getByRole('combobox', { name: 'Flag' }).selectOption({ label: 'Do Not Contact by Phone' });
  await page.getByRole('textbox', { name: 'Note' }).fill('Prefers email while in evening classes.');
  await page.getByRole('button', { name: 'Save Flag' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Flag' }).click();
  await expect(page.getByText('Flag Added')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flag status' })).toContainText('Do Not Contact by Phone');

  // A case manager.
  const caseManagers = page.getByRole('region', { name: 'Case managers' });
  await caseManagers.getByRole('textbox', { name: 'Search case managers' }).fill('nguyen');
  await caseManagers.getByRole('checkbox', { name: 'Casey Nguyen' }).check();
  await caseManagers.getByRole('button', { name: 'Save case managers' }).click();
  await expect(page.getByText('Case Manager Added')).toBeVisible();

  // A message.
  await page.getByRole('button', { name: 'Send message' }).click();
  const message = page.getByRole('dialog', { name: 'Send message' });
  await message.getByRole('textbox', { name: 'Subject' }).fill('Welcome');
  await message.getByRole('textbox', { name: 'Message' }).fill('Your first appointment is on Tuesday at 10 am.');
  await expectAccessible(page);
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();

  // Archive: the label follows the status.
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Customer archived successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();

  // An admin unarchives (an archived record is read-only, decision 0010), then removes the flag.
  await page.context().clearCookies();
  await signIn(page, '/login', adminLogin.email, adminLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto(recordUrl);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(
    page.getByText('This customer is archived. The record is read-only until it is unarchived.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove flag/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await page.getByRole('button', { name: /^Remove flag Do Not Contact by Phone/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`You have successfully removed a flag from ${fullName}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flag status' })).toHaveCount(0);
  await expectAccessible(page);

  // The admin deletes the customer: Delete asks once more at /customers/delete/{id}, then returns to the search.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/customers\/delete\/\d+$/);
  const confirm = page.getByRole('dialog', { name: 'Delete Customer' });
  await expect(confirm).toContainText(`Delete ${fullName}?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText(`${fullName} was deleted.`)).toBeVisible();
});

test("a case manager reads a customer's enrolments and every source on the snapshot page", async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // James Carter's demo record: three enrolments (the SNAP E&T one exited), four sources. The search includes archived customers, so
  // another journey archiving him does not matter here.
  await page.goto('/customers');
  await page.getByLabel('Search', { exact: true }).fill('james carter');
  await page.getByRole('checkbox', { name: 'Include archived' }).check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('table').getByRole('link', { name: 'Carter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();

  const enrollments = page.getByRole('region', { name: 'Enrollments' });
  const worker = enrollments.getByRole('article', { name: 'WIOA Dislocated Worker' });
  await expect(worker.getByText('Active - Enrolled').first()).toBeVisible();
  await expect(worker.getByRole('table').getByRole('row')).toHaveCount(5);
  await expect(worker.getByRole('row', { name: /Enrolled in CDL Class A training/ })).toContainText(
    'Occupational Skills Training (Training Services)',
  );
  await expect(enrollments.getByRole('article', { name: 'Wagner-Peyser' })).toContainText('Exited');
  await expectAccessible(page);

  await page.getByRole('link', { name: '+ 2 more' }).click();
  await expect(page).toHaveURL(/\/customers\/record\/snapshot\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter: snapshot' })).toBeVisible();
  const sources = page.getByRole('region', { name: 'Sources' });
  await expect(sources.getByRole('row')).toHaveCount(5);
  await expect(sources.getByRole('row', { name: /Connecting Colorado/ })).toContainText('CC-884213');
  await expect(page.getByRole('region', { name: 'Enrollments' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the customer record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
});
