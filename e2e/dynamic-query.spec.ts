import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dynamicQueryMessages } from '@portal/contracts';
import { demoPassword } from '@portal/db/seed';
import { caseManagerLogin, expandAccordionItem, expectAccessible, signIn } from './support.ts';

/** Casey's colleague at the same location (demo seed). */
const colleague = { email: 'taylor.brooks@demo.example', name: 'Brooks, Taylor' };
const queryName = `Lopez customers ${Date.now() % 100000}`;
const copyName = `${queryName} (copy)`;

/** Picks an option of a Mantine Select or MultiSelect named `label`, typing `typed` first in a searchable one. */
async function choose(page: Page, label: string, option: string, typed?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (typed !== undefined) await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openDynamicQuerying(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dynamic Querying' }).click();
  await expect(page).toHaveURL(/\/dynamic-querying$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dynamic Querying' })).toBeVisible();
}

function queryItem(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name, exact: true });
}

test('a case manager builds a two-level query, runs, saves, copies, shares and exports it; a colleague runs it', async ({
  page,
  browser,
}) => {
  // One long journey through two sessions: the default minute is too short on a loaded machine.
  test.setTimeout(300_000);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await openDynamicQuerying(page);
  await expect(page.getByRole('tab', { name: 'Your Queries', selected: true })).toBeVisible();
  await expect(queryItem(page, 'Active customers named Lopez')).toBeVisible();
  await expectAccessible(page);

  // Step 1: a name shorter than 4 characters is refused.
  await page.getByRole('button', { name: 'Create New Query' }).click();
  await expect(page.getByRole('tab', { name: 'Build Query', selected: true })).toBeVisible();
  await page.getByLabel('Query name').fill('Abc');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(dynamicQueryMessages.nameMin)).toBeVisible();
  await page.getByLabel('Query name').fill(queryName);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Last Name is Lopez AND (Active is Yes).
  await choose(page, 'Conditions › Condition 1: Field', 'Last Name', 'Last Name');
  await choose(page, 'Conditions › Condition 1: Operator', 'Is');
  await page.getByRole('textbox', { name: 'Conditions › Condition 1: Value' }).fill('Lopez');
  await page.getByRole('button', { name: 'Add Group (Conditions)' }).click();
  await choose(page, 'Conditions › Group 2 › Condition 1: Field', 'Active', 'Active');
  await choose(page, 'Conditions › Group 2 › Condition 1: Operator', 'Is');
  await choose(page, 'Conditions › Group 2 › Condition 1: Value', 'Yes');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: the result fields (the defaults are chosen; Last Name added).
  await expect(page.getByRole('checkbox', { name: 'First Name' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Last Name' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: the results, then Save.
  const results = page.getByRole('table');
  await expect(results.getByRole('cell', { name: 'Lopez' }).first()).toBeVisible();
  await expect(page.getByText(/Total records:/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Query' }).click();
  await expect(page.getByText(dynamicQueryMessages.saved)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Queries', selected: true })).toBeVisible();

  // The stored query: its structure, then Copy under a new name.
  await page.getByLabel('Search by name').fill(queryName.toUpperCase());
  await expandAccordionItem(page, queryItem(page, queryName));
  await expect(page.getByText('Last Name Is')).toBeVisible();
  await page.getByRole('button', { name: `Copy ${queryName}` }).click();
  const copyDialog = page.getByRole('dialog', { name: `Copy ${queryName}` });
  await copyDialog.getByLabel('New query name').fill(copyName);
  await copyDialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText(dynamicQueryMessages.copied)).toBeVisible();
  await page.getByLabel('Search by name').fill('');
  await expect(queryItem(page, copyName)).toBeVisible();

  // Share with the colleague.
  await page.getByRole('button', { name: `Share ${queryName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share ${queryName}` });
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText(dynamicQueryMessages.shareMin)).toBeVisible();
  await choose(page, 'Users', colleague.name + ' - ' + colleague.email, 'Brooks');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(dynamicQueryMessages.shared)).toBeVisible();

  // Export: told it may take a while, then the CSV arrives as a download.
  const downloadPromise = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: `Export ${queryName}` }).click();
  await expect(page.getByText(dynamicQueryMessages.exportTitle)).toBeVisible();
  await expect(page.getByText(dynamicQueryMessages.exportText)).toBeVisible();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Last Name');
  expect(csv).toContain('Lopez');
  // The alert announcing it links to the same download.
  await page.goto('/profile/notifications');
  const alertLink = page.getByRole('link', { name: `Download ${download.suggestedFilename()}` }).first();
  await expect(alertLink).toHaveAttribute('href', /\/internal-api\/dynamic-querying\/exports\/\d+\/download$/);
  await expectAccessible(page);
  const again = page.waitForEvent('download');
  await alertLink.click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());

  // The colleague finds it shared with them and runs it.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, '/login', colleague.email, demoPassword);
  await expect(other.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await openDynamicQuerying(other);
  await expandAccordionItem(other, other.getByRole('button', { name: new RegExp(`^${queryName} Shared by`) }));
  await expect(other.getByRole('button', { name: `Edit ${queryName}` })).toHaveCount(0);
  await other.getByRole('button', { name: `Run ${queryName}` }).click();
  await expect(other.getByRole('heading', { name: queryName })).toBeVisible();
  await expect(other.getByRole('table').getByRole('cell', { name: 'Lopez' }).first()).toBeVisible();
  await expectAccessible(other);
  await context.close();
});
