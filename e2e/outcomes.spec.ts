import { expect, test, type Page } from '@playwright/test';
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
