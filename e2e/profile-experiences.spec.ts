import { expect, test } from '@playwright/test';
import { experienceMessages } from '@portal/contracts';
import { customerLogin, expectAccessible, signIn } from './support.ts';

test('a customer records, edits and deletes a job experience, and adds an education experience', async ({ page }) => {
  await page.goto('/customer-portal/login');
  await expectAccessible(page);
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24); My Profile is in the navigation.
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto('/customer-portal/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expectAccessible(page);

  // Add a job experience with two accomplishments (one with the Add button, one with Enter).
  const jobs = page.getByRole('region', { name: 'Job Experiences' });
  await jobs.getByLabel('Job Title').fill('Forklift Operator');
  await jobs.getByLabel('Company Name').fill('Mile High Distribution');
  await jobs.getByRole('combobox', { name: 'Start Month' }).click();
  await page.getByRole('option', { name: 'March' }).click();
  await jobs.getByRole('combobox', { name: 'Start Year' }).click();
  await page.getByRole('option', { name: '2020' }).click();
  await jobs.getByRole('combobox', { name: 'End Month' }).click();
  await page.getByRole('option', { name: 'October' }).click();
  await jobs.getByRole('combobox', { name: 'End Year' }).click();
  await page.getByRole('option', { name: '2023' }).click();
  const accomplishment = jobs.getByLabel('Accomplishments');
  await accomplishment.fill('Zero safety incidents in three years');
  await jobs.getByRole('button', { name: 'Add', exact: true }).first().click();
  await accomplishment.fill('Certified on reach trucks');
  await accomplishment.press('Enter');
  await expect(jobs.getByText('Certified on reach trucks')).toBeVisible();
  await jobs.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(page.getByText(experienceMessages.jobCreated)).toBeVisible();

  const row = jobs.getByRole('row', { name: /Forklift Operator/ });
  await expect(row).toContainText('Mar/2020');
  await expect(row).toContainText('Oct/2023');

  // Edit it: mark it the current role.
  await row.getByRole('button', { name: /Edit/ }).click();
  await jobs.getByLabel('Job Title').fill('Lead Forklift Operator');
  await jobs.getByLabel('Current Role').check();
  await expect(jobs.getByRole('combobox', { name: 'End Month' })).toBeDisabled();
  await jobs.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(experienceMessages.jobUpdated)).toBeVisible();
  const edited = jobs.getByRole('row', { name: /Lead Forklift Operator/ });
  await expect(edited).toContainText('Present');

  // The accomplishments dialog lists both.
  await edited.getByRole('button', { name: /Accomplishments/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Zero safety incidents in three years')).toBeVisible();
  await expect(dialog.getByText('Certified on reach trucks')).toBeVisible();
  await page.keyboard.press('Escape');

  // Delete it through the confirm dialog.
  await edited.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: experienceMessages.confirmTitle });
  await expect(confirm.getByText(experienceMessages.confirmItemText)).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: experienceMessages.confirmDelete }).click();
  await expect(page.getByText(experienceMessages.jobDeleted)).toBeVisible();
  await expect(jobs.getByRole('row', { name: /Lead Forklift Operator/ })).toHaveCount(0);

  // Add an education experience.
  const education = page.getByRole('region', { name: 'Education Experiences' });
  await education.getByLabel('School').fill('Community College of Aurora');
  await education.getByRole('combobox', { name: 'Education Level' }).click();
  await page.getByRole('option', { name: "Associate's Degree" }).click();
  await education.getByLabel('Field of Study').fill('Supply Chain Management');
  await education.getByRole('combobox', { name: 'End Month' }).click();
  await page.getByRole('option', { name: 'May' }).click();
  await education.getByRole('combobox', { name: 'End Year' }).click();
  await page.getByRole('option', { name: '2019' }).click();
  await education.getByLabel('Accomplishments').fill('Capstone on warehouse slotting');
  await education.getByLabel('Accomplishments').press('Enter');
  await education.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(page.getByText(experienceMessages.educationCreated)).toBeVisible();
  await expect(education.getByRole('row', { name: /Community College of Aurora/ })).toContainText('May/2019');
  await expectAccessible(page);
});

test('the job form shows the spec’s messages before anything is sent', async ({ page }) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await page.goto('/customer-portal/profile');
  const jobs = page.getByRole('region', { name: 'Job Experiences' });
  await jobs.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(jobs.getByText('This field is required.').first()).toBeVisible();
  await expect(jobs.getByText(experienceMessages.endMonthNotCurrent)).toBeVisible();
  await expect(jobs.getByText(experienceMessages.accomplishmentRequired)).toBeVisible();
  await expectAccessible(page);
});
