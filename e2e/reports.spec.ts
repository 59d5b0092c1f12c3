import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { boardProgramYear } from '@portal/contracts';
import { demoLogins } from '@portal/db/seed';
import { expectAccessible, signIn } from './support.ts';

// The PIRL demo (packages/db/src/seed/pirl-demo.ts): the admin at Denver and Aurora sees the Aurora periods, among
// them Samir Haddad's Wagner-Peyser period of the program year before last, whose highest school grade nobody asked:
// the one failure of that program, fixed on the customer edit page.
const admin = demoLogins.find((login) => login.role === 'Admin')!;
const lastYear = boardProgramYear() - 1;
const yearLabel = new RegExp(`^PY ${lastYear} `);

async function choose(page: Page, form: ReturnType<Page['locator']>, label: string, option: RegExp | string) {
  await form.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).click({ force: true });
  await page.getByRole('option', { name: option }).click();
}

/** At a phone's 390 px the page fits without sideways scrolling and stays accessible; then back to the laptop. */
async function fitsPhone(page: Page, visible?: ReturnType<Page['locator']>) {
  await page.setViewportSize({ width: 390, height: 844 });
  if (visible) await expect(visible).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Runs a report from its card and waits for the run's page to show it finished. */
async function runFrom(page: Page, card: string, fill: (form: ReturnType<Page['locator']>) => Promise<void>) {
  const form = page.getByRole('region', { name: card });
  await fill(form);
  await form.getByRole('button', { name: 'Run report' }).click();
  await expect(page).toHaveURL(/\/reports\/runs\/\d+$/);
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

async function pirlFor(page: Page, program: string) {
  await runFrom(page, 'PIRL file (ETA-9172)', async (form) => {
    await choose(page, form, 'Program year', yearLabel);
    await choose(page, form, 'Quarter', 'Quarter 4');
    // Only the one program: Backspace takes the chosen programs off one by one.
    const programs = form.getByRole('combobox', { name: 'Programs', exact: true });
    await programs.focus();
    for (let pill = 0; pill < 6; pill += 1) await programs.press('Backspace');
    // The pills' wrapper takes the pointer for the input (Mantine's MultiSelect): click through to open the list.
    await programs.click({ force: true });
    await page.getByRole('option', { name: program }).click();
    await page.keyboard.press('Escape');
  });
}

test('an admin runs the PIRL, follows an edit-check failure to the customer edit page, fixes it, re-runs and downloads a clean file, and the quarterly report matches the indicators', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, '/login', admin.email, admin.password);
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'PIRL file (ETA-9172)' })).toBeVisible();
  await expectAccessible(page);
  await fitsPhone(page);

  // Wagner-Peyser: one failure, counted under its rule and its element, with a link to the field's screen.
  await pirlFor(page, 'Wagner-Peyser Employment Service (918)');
  const runUrl = page.url();
  await expect(page.getByText('1 edit-check failures', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Failures per rule' }).getByRole('row', { name: /^V408: / }),
  ).toContainText(
    'Highest School Grade Completed at Program Entry is blank or holds a value the layout does not allow.',
  );
  await expect(
    page
      .getByRole('table', { name: 'Failures per element' })
      .getByRole('row', { name: /^408 Highest School Grade Completed at Program Entry/ }),
  ).toContainText('1');
  const failing = page.getByRole('table', { name: 'Failing records and where to fix them' });
  const fix = failing.getByRole('link', { name: /^Fix Highest school grade completed of customer \d+$/ });
  await expect(fix).toHaveCount(1);
  const customerId = Number((await fix.textContent())!.match(/\d+$/)![0]);
  await expectAccessible(page);
  await fitsPhone(page, fix);

  // The link opens the customer edit page, where the grade is answered and saved.
  await fix.click();
  await expect(page).toHaveURL(new RegExp(`/workflows/customer-information/${customerId}/edit$`));
  const form = page.getByRole('form', { name: 'Edit Samir Haddad' });
  const grade = form.getByRole('combobox', { name: 'Highest school grade completed' });
  await expect(grade).toHaveValue('');
  await grade.click();
  await page.getByRole('option', { name: 'High school diploma', exact: true }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Customer information updated.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/workflows/customer-information/${customerId}$`));

  // Back on the run: a re-run is Ready, and its file has the element numbers and the grade's code (87).
  await page.goto(runUrl);
  await page.getByRole('button', { name: 'Re-run' }).click();
  await expect(page).not.toHaveURL(runUrl);
  await expect(page).toHaveURL(/\/reports\/runs\/\d+$/);
  await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'No record fails an edit check' })).toBeVisible();
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pirl-py${lastYear}-q4.csv`);
  const [header, ...records] = (await readFile(await file.path(), 'utf8'))
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));
  expect(header!.slice(0, 4)).toEqual(['OBS', '100', '101', '102']);
  const samir = records.filter((cells) => cells[header!.indexOf('100')] === String(customerId).padStart(12, '0'));
  expect(samir).toHaveLength(1);
  expect(samir[0]![header!.indexOf('408')]).toBe('87');
  expect(samir[0]![header!.indexOf('918')]).toBe('1');

  // The runs list: who ran what, and a download per finished run.
  await page.getByRole('link', { name: 'All reports' }).click();
  const runs = page.getByRole('table', { name: 'Report runs, newest first' });
  await expect(runs.getByRole('row', { name: /Alex Morgan/ }).first()).toBeVisible();

  // The quarterly report's fourth quarter equals the indicators page for the program year.
  await runFrom(page, 'Quarterly performance report (ETA-9173)', async (form) => {
    await choose(page, form, 'Program year', yearLabel);
    await choose(page, form, 'Quarter', 'Quarter 4');
    await choose(page, form, 'Programs (none chosen: every active program)', /^WIOA Adult$/);
    await page.keyboard.press('Escape');
  });
  const quarterly = page.getByRole('table', { name: 'WIOA Adult: primary indicators of performance' });
  // textContent on both pages: the same cells in the same order, compared once the indicators page has loaded them.
  const rowOf = (table: ReturnType<Page['locator']>, name: string) =>
    table.getByRole('row', { name: new RegExp(`^${name}`) });
  const q2 = await rowOf(quarterly, 'Employment rate, 2nd quarter after exit').textContent();
  const credential = await rowOf(quarterly, 'Credential attainment rate').textContent();
  await expectAccessible(page);
  await fitsPhone(page, quarterly);

  // A figure opens the participants it counts.
  await quarterly
    .getByRole('button', {
      name: /show the participants of WIOA Adult: Employment rate, 2nd quarter after exit, denominator/,
    })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: /\d+ participants/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.goto('/performance-indicators');
  await page.getByRole('combobox', { name: 'Program', exact: true }).click();
  await page.getByRole('option', { name: 'WIOA Adult', exact: true }).click();
  await page.getByRole('combobox', { name: 'Program year' }).click();
  await page.getByRole('option', { name: yearLabel }).click();
  const indicators = page.getByRole('table', { name: /Indicators as of/ });
  await expect(rowOf(indicators, 'Employment rate, 2nd quarter after exit')).toHaveText(q2!);
  await expect(rowOf(indicators, 'Credential attainment rate')).toHaveText(credential!);
});
