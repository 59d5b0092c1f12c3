import { expect, test, type Page } from '@playwright/test';
import { programApplicationMessages as messages } from '@portal/contracts';
import { programJourneyCustomers } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

// A real PDF header: the server checks magic bytes against the extension. A per-run name keeps reruns apart.
const identification = {
  name: `state-id-${Date.now()}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A Mantine MultiSelect: its pills box takes the click; the list stays open after a pick, so Escape closes it. */
async function chooseMany(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** The seeded customer's row (by birth date too, as the search is typo-tolerant and names repeat in the demo). */
async function openRecord(page: Page, person: { firstName: string; lastName: string; birthdate: string }) {
  await page.goto(`/customers?search_type=name&query=${person.firstName}%20${person.lastName}`);
  const [year, month, day] = person.birthdate.split('-');
  const row = page.getByRole('row').filter({ hasText: `${month}/${day}/${year}` });
  await row.getByRole('link', { name: person.lastName }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` })).toBeVisible();
  return Number(/customer-information\/(\d+)/.exec(page.url())![1]);
}

async function openWioaAdult(page: Page) {
  const programs = page.getByRole('region', { name: 'Programs' });
  await programs.getByRole('button', { name: 'Open application' }).click();
  await expect(programs.getByText(messages.programRequired)).toBeVisible();
  await choose(page, 'Program', 'WIOA Adult');
  await programs.getByRole('button', { name: 'Open application' }).click();
  // Toasts fade after 7 s; on a busy machine the panel's own state is the steadier proof.
  const application = programs.getByRole('article', { name: 'WIOA Adult' });
  await expect(application.getByText('Needs review')).toBeVisible();
  await expect(
    application.getByText(/Proof of identity and right to work \(a document of the category Identification\)/),
  ).toBeVisible();
  return { programs, application };
}

test('a case manager opens a WIOA Adult application, uploads the missing document, decides, enrols and records the exit', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const customerId = await openRecord(page, programJourneyCustomers.desktop);
  const { programs, application } = await openWioaAdult(page);
  await expectAccessible(page);

  // The missing document is uploaded in the record's Customer documents panel; the check then no longer asks for it.
  await application.getByRole('link', { name: 'Upload it in Customer documents' }).click();
  const documents = page.getByRole('region', { name: 'Customer documents' });
  await documents.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Identification' });
  await dialog.locator('input[type="file"]').setInputFiles(identification);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(application.getByText('Proof of identity and right to work is on file')).toBeVisible();
  await expect(application.getByText(/Proof of address \(a document of the category Proof of Address\)/)).toBeVisible();

  // The decision: its reason is required; the uploaded document is the one relied on.
  await application.getByRole('button', { name: 'Record decision' }).click();
  await expect(application.getByText(messages.decisionRequired)).toBeVisible();
  await application.getByRole('radio', { name: 'Eligible', exact: true }).check();
  await application
    .getByRole('textbox', { name: 'Reason' })
    .fill('Identity seen; address confirmed by phone with the landlord.');
  await chooseMany(page, 'Documents relied on', new RegExp(identification.name.replace('.', '\\.')));
  await expectAccessible(page);
  await application.getByRole('button', { name: 'Record decision' }).click();
  await expect(application.getByText(/Decided eligible on .* by Casey Nguyen/)).toBeVisible();

  // An enrolling service opens the participation.
  await page.goto(`/service-tracker/create/${customerId}`);
  await expect(page.getByRole('heading', { name: 'Log Service' })).toBeVisible();
  await choose(page, 'Contact type', 'In person');
  await choose(page, 'Service type', 'Career Services');
  await chooseMany(page, 'Service', 'Individual Employment Plan');
  await chooseMany(page, 'Program', 'WIOA Adult');
  await page.getByRole('textbox', { name: 'Title/Purpose' }).fill('Employment plan under WIOA Adult');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Agreed on a medical billing certificate.');
  await page.getByRole('checkbox', { name: 'I confirm the enrollment in WIOA Adult' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-tracker\?customer=\d+/);

  await page.goto(`/workflows/customer-information/${customerId}`);
  const enrolment = programs.getByRole('article', { name: 'WIOA Adult' }).filter({ hasText: 'Participating' });
  await expect(enrolment).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Enrollments' }).getByRole('heading', { name: 'WIOA Adult' }),
  ).toBeVisible();

  // The exit, at 390 px: the date and the reason; then the follow-ups are planned.
  await page.setViewportSize({ width: 390, height: 844 });
  await enrolment.getByRole('button', { name: 'Record exit' }).click();
  const exit = page.getByRole('dialog', { name: 'Record the exit from WIOA Adult' });
  await exit.getByRole('combobox', { name: 'Reason for exit' }).click();
  await page.getByRole('option', { name: 'Health or medical' }).click();
  await expectAccessible(page);
  await exit.getByRole('button', { name: 'Record exit' }).click();
  await expect(exit).toHaveCount(0);
  await expect(programs.getByText(/Exit recorded on .*: Health or medical/)).toBeVisible();
  await expect(programs.getByRole('table', { name: 'Follow-ups after exit' }).getByRole('row')).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('at 390 px, a decision of not eligible disables the program on the service log form', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const customerId = await openRecord(page, programJourneyCustomers.mobile);
  const { application } = await openWioaAdult(page);
  await application.getByRole('radio', { name: 'Not eligible', exact: true }).check();
  await application.getByRole('textbox', { name: 'Reason' }).fill('Lives outside the local area.');
  await application.getByRole('button', { name: 'Record decision' }).click();
  await expect(application.getByText(/Decided not eligible/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await page.goto(`/service-tracker/create/${customerId}`);
  await choose(page, 'Contact type', 'In person');
  await choose(page, 'Service type', 'Career Services');
  await chooseMany(page, 'Service', 'Job Search Assistance');
  await page.getByRole('combobox', { name: 'Program', exact: true }).click({ force: true });
  await expect(page.getByRole('option', { name: 'WIOA Adult', exact: true })).toBeDisabled();
});

test("the dashboard names who is about to exit and leads to the record's Programs panel", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/dashboard');
  // The demo's Emily Walsh (Denver, SNAP E&T) was last served 75 days ago: she exits by herself in about two weeks.
  const widget = page.getByRole('region', { name: 'Customers about to exit' });
  await expect(widget.getByRole('link', { name: 'Emily Walsh' })).toBeVisible({ timeout: 30_000 });
  await expect(widget).toContainText(/SNAP Employment and Training, exits on/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  await widget.getByRole('link', { name: 'Emily Walsh' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emily Walsh' })).toBeVisible();
  await expect(page).toHaveURL(/#programs$/);
  await expect(page.getByRole('region', { name: 'Programs' }).getByText('About to exit').first()).toBeVisible();
});
