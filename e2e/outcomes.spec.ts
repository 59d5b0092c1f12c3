import { expect, test, type Page } from '@playwright/test';
import { addDaysIso, todayIso } from '@portal/contracts';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, customerLogin, expectAccessible, signIn } from './support.ts';

/** The staff dashboard's Outcomes widget: Completed, Assigned and Recommended as a description list. */
const staffFigure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Outcomes' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

test('a case manager assigns an outcome from the library and sees it in the staff widget', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await page.goto('/dashboard');
  // Maria Lopez's demo plan: two assigned outcomes under way and one recommended. A busy machine's first load is slow.
  await expect(staffFigure(page, 'Assigned')).toHaveText('2', { timeout: 45_000 });
  await expect(staffFigure(page, 'Recommended')).toHaveText('1');

  await page.goto('/outcomes');
  await expect(page.getByRole('heading', { level: 1, name: 'Outcomes' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('table')).toContainText('Maria Lopez');
  await expectAccessible(page);

  const form = page.getByRole('region', { name: 'Assign or recommend an outcome' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The customer field is required.')).toBeVisible();
  await expect(form.getByText('The outcome field is required.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Customer' }).fill('Lopez');
  await page.getByRole('option', { name: 'Maria Lopez' }).first().click();
  await form.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Get a CDL Class A' }).click();
  await form.getByRole('radio', { name: 'Assign' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Outcome saved for the customer')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Get a CDL Class A');

  await page.goto('/dashboard');
  await expect(staffFigure(page, 'Assigned')).toHaveText('3', { timeout: 45_000 });
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/outcomes');
  await expect(page.getByRole('heading', { level: 1, name: 'Outcomes' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Get a CDL Class A');
  await expectAccessible(page);
});

test('the customer continues a step of their plan from the home, and starts a recommended outcome', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await page.goto('/customer-portal');
  const widget = page.getByRole('region', { name: 'Outcomes' });
  await expect(widget).toBeVisible({ timeout: 45_000 });
  const lpn = widget.getByRole('row', { name: /Licensed Practical Nurse/ });
  // One step done, one overdue: 'Continue', with the earliest open step's due date.
  await expect(lpn).toContainText('2 days ago!');
  await expect(lpn).toContainText('1/5');
  const apprenticeship = widget.getByRole('row', { name: /Registered Apprenticeship/ });
  await expect(apprenticeship).toContainText('Assigned, but have not yet started it');
  await expect(apprenticeship).toContainText('In 3 days!');
  // A name over 40 characters is cut; the whole name is in the tooltip.
  await expect(apprenticeship.getByText('Complete the Registered Apprenticeship i…')).toBeVisible();
  await expectAccessible(page);

  await lpn.getByRole('link', { name: 'Continue Become a Licensed Practical Nurse (LPN)' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/outcomes\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Licensed Practical Nurse (LPN)' })).toBeVisible();
  const step = page.getByRole('checkbox', { name: 'Finish the anatomy prerequisite' });
  await expect(step).not.toBeChecked();
  await step.click();
  await expect(step).toBeChecked();
  await expect(page.getByText('2 of 5 steps done').first()).toBeVisible();
  await expectAccessible(page);

  // Back home: the overdue step is done, so the next one (due today) leads.
  await page.goto('/customer-portal');
  await expect(
    page.getByRole('region', { name: 'Outcomes' }).getByRole('row', { name: /Licensed Practical Nurse/ }),
  ).toContainText('Today!');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customer-portal/outcomes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Outcomes' })).toBeVisible();
  await page.getByRole('button', { name: 'Start this outcome: Apply for a Pell grant' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/outcomes\/\d+\/detail$/);
  await expect(page.getByRole('checkbox', { name: 'Submit the FAFSA' })).toBeEnabled();
  await expectAccessible(page);
  await page.goto('/customer-portal/outcomes/available');
  await expect(page.getByRole('button', { name: 'Add Finish a GED' })).toBeVisible();
  await expectAccessible(page);
});

test('a customer makes an outcome of their own, edits it and deletes it', async ({ page }) => {
  test.setTimeout(240_000);
  // Sam Rivera, whose plan is empty: nothing another journey counts changes for long.
  const sam = demoLogins.find((login) => login.role === 'New customer')!;
  await signIn(page, '/customer-portal/login', sam.email, sam.password);
  await page.goto('/customer-portal/outcomes');
  await expect(page.getByRole('heading', { level: 1, name: 'My Outcomes' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('link', { name: 'Create my own outcome' }).click();

  const form = page.getByRole('form', { name: 'New outcome' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The name field is required.')).toBeVisible();
  await expectAccessible(page);
  await form.getByLabel(/^Name/).fill('Open a food truck');
  await form.getByLabel(/^Goal 1/).fill('Get the permits');
  await form.getByLabel(/^Step 1\.1/).fill('Apply for the mobile vendor licence');
  await form.getByLabel('Due date').fill(addDaysIso(todayIso(), 10));
  await form.getByRole('button', { name: 'Add a step' }).click();
  await form.getByLabel(/^Step 1\.2/).fill('Book the health inspection');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/customer-portal\/outcomes\/\d+\/detail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open a food truck' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Apply for the mobile vendor licence' }).click();
  await expect(page.getByText('1 of 2 steps done').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit outcome' });
  await edit.getByRole('button', { name: 'Remove step 1.2' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open a food truck' })).toBeVisible();
  // The step kept is still done, and it was the only one left: the outcome is completed.
  await expect(page.getByRole('checkbox', { name: 'Apply for the mobile vendor licence' })).toBeChecked();
  await expect(page.getByText('1 of 1 steps done').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete this outcome?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/outcomes$/);
  await expect(page.getByText('Outcome deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open a food truck/ })).toHaveCount(0);
});
