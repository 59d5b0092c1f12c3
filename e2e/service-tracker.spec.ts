import { expect, test, type Page } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Mantine MultiSelect: its pills box takes the click; the list stays open after a pick, so Escape closes it. */
async function chooseMany(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function search(page: Page, label: string, text: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a case manager logs an enrollment service and a group workshop, edits an end date and adds a note', async ({
  page,
}) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Service Tracker' }).click();
  await expect(page.getByRole('heading', { name: 'Service Tracker' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Job club: interviewing practice' })).toBeVisible();
  await expectAccessible(page);

  // A multi-day enrollment service for a customer.
  await page.getByRole('link', { name: 'Log Service' }).click();
  await expect(page.getByRole('heading', { name: 'Log Service' })).toBeVisible();
  await search(page, 'Customer', 'Noah', 'Noah Begay');
  await choose(page, 'Contact type', 'In person');
  await choose(page, 'Service type', 'Career Services');
  await chooseMany(page, 'Service', 'Individual Employment Plan');
  await expect(
    page.getByText('This service enrolls the customer in the chosen program(s). Please confirm.'),
  ).toBeVisible();
  await chooseMany(page, 'Program', 'WIOA Adult');
  await page.getByRole('textbox', { name: 'Title/Purpose' }).fill('Employment plan for WIOA Adult');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Agreed on a welding pathway.');
  // The enrolment is not opened without the person's explicit yes (#23 item 2).
  const confirm = page.getByRole('checkbox', { name: 'I confirm the enrollment in WIOA Adult' });
  await expect(confirm).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You must confirm the enrollment in the chosen program(s).')).toBeVisible();
  await expect(page).toHaveURL(/\/service-tracker\/create\//);
  await expectAccessible(page);
  await confirm.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-tracker\?customer=\d+/);
  const enrolment = page.getByRole('article', { name: 'Employment plan for WIOA Adult' });
  await expect(enrolment).toBeVisible();

  // A single-day service for a group.
  await page.goto('/service-tracker/create/0');
  await page.getByText('Group', { exact: true }).click();
  await search(page, 'Group', 'Tues', 'Tuesday Job Club');
  await choose(page, 'Contact type', 'In person');
  await choose(page, 'Service type', 'Career Services');
  await chooseMany(page, 'Service', 'Job Search Assistance');
  await choose(page, 'Service Length', 'Single-day');
  await page.getByRole('textbox', { name: 'Minutes spend in Single Day' }).fill('60');
  await page.getByRole('textbox', { name: 'Title/Purpose' }).fill('Job club: resume clinic');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Six resumes reviewed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-tracker$/);
  const clinic = page.getByRole('article', { name: 'Job club: resume clinic' });
  await expect(clinic).toBeVisible();
  // A single-day log ends on its start date: no end date to edit (#23 item 16).
  await expect(clinic.getByRole('button', { name: 'Add Note' })).toBeVisible();
  await expect(clinic.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  const planned = page.getByRole('article', { name: 'Employment plan for WIOA Adult' });
  await expect(planned).toBeVisible();

  // Edit the end date, then add a note.
  await planned.getByRole('button', { name: 'Edit', exact: true }).click();
  const later = await page.evaluate(() => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  await planned.getByLabel('End at (Date)').fill(later);
  await planned.getByRole('button', { name: 'Save', exact: true }).click();
  const [year, month, day] = later.split('-');
  await expect(planned.getByText(`End ${month}/${day}/${year}`)).toBeVisible();
  await planned.getByRole('button', { name: 'Add Note' }).click();
  await planned.getByRole('textbox', { name: 'Note' }).fill('Called to confirm the class start.');
  await planned.getByRole('button', { name: 'Save Note' }).click();
  await expect(planned.getByText('Called to confirm the class start.')).toBeVisible();
  await expectAccessible(page);

  // Phones: the timeline still reads at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(planned).toBeVisible();

  // The groups screen (members and contact person), on the phone too.
  await page.getByRole('link', { name: 'Groups', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  const club = page.getByRole('article', { name: 'Tuesday Job Club' });
  await club.getByRole('button', { name: 'Manage Tuesday Job Club' }).click();
  const panel = page.getByRole('region', { name: 'Group Tuesday Job Club' });
  await expect(panel.getByRole('combobox', { name: 'Contact person', exact: true })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
