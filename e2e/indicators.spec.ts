import { expect, test } from '@playwright/test';
import { boardProgramYear } from '@portal/contracts';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

// The demo's WIOA Adult exits of last program year and its early warnings at Denver
// (packages/db/src/seed/indicators-demo.ts); no other journey asserts them.
test('a case manager reads the performance indicators of a program year with their chart and early warnings', async ({
  page,
}) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('link', { name: 'Performance indicators' }).click();
  await expect(page).toHaveURL(/\/performance-indicators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Indicators' })).toBeVisible();

  // The page opens on the program and year with data: the demo's WIOA Adult, last program year.
  const lastYear = boardProgramYear() - 1;
  await expect(page.getByRole('combobox', { name: 'Program', exact: true })).toHaveValue('WIOA Adult');
  const chart = page.getByRole('img', { name: new RegExp(`WIOA Adult, PY ${lastYear}`) });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /Employment rate, 2nd quarter after exit: \d+\.\d%/);
  const figures = page.getByRole('table', { name: /Indicators as of/ });
  await expect(figures.getByRole('row', { name: /Credential attainment rate/ })).toContainText('%');
  await expect(figures.getByRole('row', { name: /Median earnings/ })).toContainText('$');
  await expect(page.getByText('Excluded (exempt)')).toBeVisible();

  const warnings = page.getByRole('table', { name: /Early warnings: \d+ in all/ });
  // Past its exit day an open enrolment is overdue; one whose day is ahead is near.
  await expect(warnings.getByRole('row', { name: /Noah Whitfield/ })).toContainText('Exit overdue');
  await expect(warnings.getByRole('row', { name: /Leila Nasser/ })).toContainText('Exit near');
  await expect(warnings.getByRole('row', { name: /Noah Whitfield/ })).toContainText('No credential recorded');
  await expect(warnings.getByRole('row', { name: /Ethan Brooks/ })).toContainText(
    'No wage record for the 2nd quarter after exit',
  );
  await expectAccessible(page);

  // An earlier program year: the address follows the choice.
  await page.getByRole('combobox', { name: 'Program year' }).click();
  await page.getByRole('option', { name: /^PY 2016 / }).click();
  await expect(page).toHaveURL(/year=2016/);
  await expect(page.getByRole('img', { name: /WIOA Adult, PY 2016/ })).toHaveAttribute('aria-label', /n\/a/);

  // On a phone the tables stack and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('img', { name: /WIOA Adult, PY 2016/ })).toBeVisible();
  await expect(warnings.getByRole('link', { name: 'Noah Whitfield' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // A warning leads to the customer's record.
  await warnings.getByRole('link', { name: 'Noah Whitfield' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
});
