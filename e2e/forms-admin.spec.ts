import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formDefinitionFormat, formDefinitionMessages, serviceCatalogMessages } from '@portal/contracts';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;
const wioaShortName = 'WIOA Adult & DW';

interface Definition {
  format: string;
  name_short: string;
  name_long: string;
  sections: { questions: { control: string; component: string | null }[] }[];
}

/** Chooses a file holding `value` as JSON (a string is written as it is, to send a file that is not JSON). */
async function importJson(page: Page, name: string, value: unknown) {
  await page.getByLabel('Form definition file (JSON)').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value, null, 2)),
  });
}

test('an admin exports the WIOA form, is told what is wrong with a broken copy and imports a fixed one', async ({
  page,
}) => {
  await signIn(page, '/login', adminLogin.email, adminLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  await nav.getByRole('menuitem', { name: 'Form definitions' }).click();
  await expect(page).toHaveURL(/\/admin\/forms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Form definitions' })).toBeVisible();
  const wioaRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: wioaShortName, exact: true }) });
  await expect(wioaRow.getByRole('cell', { name: 'WIOA Adult and Dislocated Worker Eligibility' })).toBeVisible();
  await expectAccessible(page);

  // Export: the server's JSON, saved as '<short name>.json'.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    wioaRow.getByRole('button', { name: `Export ${wioaShortName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${wioaShortName}.json`);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Definition;
  expect(exported.format).toBe(formDefinitionFormat);
  expect(exported.name_short).toBe(wioaShortName);

  // A broken copy: checked in the browser, each problem named by where it is.
  const broken = structuredClone(exported);
  const third = broken.sections[0]!.questions[2]!;
  third.control = 'component';
  third.component = null;
  await importJson(page, 'broken.json', broken);
  const problems = page.getByRole('alert', { name: 'broken.json was not imported' });
  await expect(problems).toContainText(
    `Section 1 › Question 3 › component: ${formDefinitionMessages.componentRequired}`,
  );
  await expectAccessible(page);

  await importJson(page, 'not-json.json', '{ "format": ');
  await expect(page.getByRole('alert', { name: 'not-json.json was not imported' })).toContainText(
    formDefinitionMessages.invalidJson,
  );

  // A valid copy under a new short name is a new form in the table.
  await importJson(page, 'copy.json', { ...exported, name_short: 'WIOA Copy', name_long: 'WIOA eligibility (copy)' });
  await expect(page.getByText('Form imported')).toBeVisible();
  const copyRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'WIOA Copy', exact: true }) });
  await expect(copyRow.getByRole('cell', { name: 'WIOA eligibility (copy)' })).toBeVisible();
  await expect(page.getByRole('alert', { name: /was not imported/ })).toHaveCount(0);

  // The same file again updates that form instead.
  await importJson(page, 'copy.json', { ...exported, name_short: 'WIOA Copy', name_long: 'WIOA eligibility (copy 2)' });
  await expect(page.getByText('Form updated')).toBeVisible();
  await expect(copyRow.getByRole('cell', { name: 'WIOA eligibility (copy 2)' })).toBeVisible();
  await expectAccessible(page);
});

test('a case manager has no such menu entry and is refused on the page', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Form definitions' })).toHaveCount(0);
  await page.goto('/admin/forms');
  await expect(page.getByRole('alert', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import definition' })).toHaveCount(0);
  await expectAccessible(page);

  await expect(page.getByRole('link', { name: 'Service catalogue' })).toHaveCount(0);
  await page.goto('/admin/service-catalog');
  await expect(page.getByRole('alert', { name: 'Forbidden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Service', exact: true })).toHaveCount(0);
});

test('an admin adds a service to the service catalogue, also on a phone', async ({ page }) => {
  const serviceName = `Resume review ${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/login', adminLogin.email, adminLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.goto('/admin/service-catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Catalogue' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Service types' }).getByText('Career Services')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Service', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(serviceCatalogMessages.serviceTypeRequired)).toBeVisible();
  await expect(dialog.getByText(serviceCatalogMessages.nameRequired)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('combobox', { name: 'Service type' }).click();
  await page.getByRole('option', { name: 'Career Services', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(serviceName);
  await dialog.getByRole('checkbox', { name: 'Expense associated' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // On a phone each cell is named with its column too ('Name Resume review …'), so the row is found by its text.
  const row = page.getByRole('table', { name: 'Services' }).getByRole('row').filter({ hasText: serviceName });
  await expect(row).toContainText('Career Services');
  await expect(row).toContainText('Active');
  await expectAccessible(page);
});
