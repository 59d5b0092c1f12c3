import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatUsDate, performanceMessages, wageMessages } from '@portal/contracts';
import { demoPassword, performanceDemoCaseManagerEmail, performanceDemoRecords as seeded } from '@portal/db/seed';
import { expandAccordionItem, expectAccessible, signIn } from './support.ts';

// Morgan Ellis (Aurora) and Daniel Achebe: no other journey asserts their records (packages/db/src/seed/performance-demo.ts).
// A real PDF header: the server checks magic bytes against the extension. A per-run name keeps reruns apart.
const certificate = {
  name: `cna-certificate-${Date.now()}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test.slow();

const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const recordRow = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Performance records' }).getByRole('row').filter({ hasText: text });

const openSection = (page: Page, name: string) => expandAccordionItem(page, section(page, name));

async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function fitsPhone(page: Page, visible: Locator) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(visible).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a case manager records a credential with evidence, edits it, is refused for a colleague’s record and one past the 20-month window; enters a manual wage record and finds an external one locked', async ({
  page,
}) => {
  await signIn(page, '/login', performanceDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=daniel%20achebe');
  await page.getByRole('table').getByRole('link', { name: 'Achebe' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
  await page.getByRole('link', { name: 'Performance Metrics' }).click();
  await expect(page).toHaveURL(/\/performance-tracker\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: "Customer's Performance Metrics" })).toBeVisible();
  await expect(recordRow(page, seeded.ownWithEvidence)).toContainText('Occupational license (on file)');
  // Evidence kept on paper has no file: shown as text with its location, not as a link that downloads nothing.
  await expect(recordRow(page, seeded.ownWithEvidence)).toContainText(/On file at \w/);
  await expect(recordRow(page, seeded.ownWithEvidence).getByRole('link', { name: /Occupational license/ })).toHaveCount(
    0,
  );
  await expectAccessible(page);

  // A credential whose type demands evidence: refused without it, recorded with it.
  await openSection(page, 'Credential Attainment');
  const form = page.getByRole('form', { name: 'New Credential Attainment' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Occupational Certificate' });
  await form.getByLabel('Date of Indicator').fill(isoDay(1));
  await form.getByRole('textbox', { name: 'Note' }).fill('Certified nursing assistant, first attempt.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(performanceMessages.evidenceRequired)).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles(certificate);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, performanceMessages.created);
  const created = recordRow(page, 'Occupational Certificate');
  await expect(created.getByRole('link', { name: certificate.name })).toBeVisible();
  await expect(created).toContainText('Certified nursing assistant, first attempt.');

  // Edit it: the evidence on file means a new type that demands evidence needs no new file.
  await created.getByRole('button', { name: 'Edit Occupational Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: performanceMessages.editTitle });
  await expect(dialog.getByText(performanceMessages.editSubtitle)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Occupational Certification' });
  await dialog.getByLabel('Date of Indicator').fill(isoDay(2));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, performanceMessages.updated);
  await expect(dialog).toHaveCount(0);
  const edited = recordRow(page, 'Occupational Certification');
  await expect(edited).toContainText(formatUsDate(isoDay(2)));
  await expect(edited.getByRole('link', { name: certificate.name })).toBeVisible();

  // A colleague's record, and one whose enrolment ended more than 20 months ago.
  await recordRow(page, seeded.colleagues)
    .getByRole('button', { name: `Edit ${seeded.colleagues}` })
    .click();
  await expectToast(page, performanceMessages.notCreator);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const old = recordRow(page, seeded.pastWindow);
  await old.getByRole('button', { name: `Edit ${seeded.pastWindow}` }).click();
  await expectToast(page, performanceMessages.editWindowPassed);
  await old.getByRole('button', { name: `Delete ${seeded.pastWindow}` }).click();
  await expectToast(page, performanceMessages.deleteWindowPassed);
  await expect(old).toHaveCount(1);

  // A future date in the filter is refused; a user filter narrows the table.
  const filters = page.getByRole('form', { name: 'Performance filters' });
  await filters.getByLabel('Date').fill(isoDay(-3));
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(performanceMessages.filterDateInFuture)).toBeVisible();
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(performanceMessages.filterDateInFuture)).toHaveCount(0);
  await filters.getByPlaceholder('Search users').fill('Quinn');
  await page.getByRole('option', { name: 'Quinn Harper' }).click();
  await page.keyboard.press('Escape');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(recordRow(page, seeded.ownWithEvidence)).toHaveCount(0);
  await expect(recordRow(page, seeded.colleagues)).toHaveCount(1);
  await filters.getByRole('button', { name: 'Reset' }).click();
  await expect(recordRow(page, seeded.ownWithEvidence)).toHaveCount(1);

  // Its creator may delete the new record, after the spec's question.
  await edited.getByRole('button', { name: 'Delete Occupational Certification' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete' });
  await expect(confirm).toContainText(performanceMessages.deleteConfirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, performanceMessages.deleted);
  await expect(recordRow(page, 'Occupational Certification')).toHaveCount(0);

  // Wages: a manual record with its O*NET code found by title.
  await openSection(page, 'Wages and Employments');
  const wage = page.getByRole('form', { name: 'New wage and employment record' });
  await wage.getByLabel('Date Received').fill(isoDay(1));
  await wage.getByLabel('Employer Name').fill('Fitzsimons Care Center');
  await wage.getByLabel('NAICS Code').fill('623110');
  await wage.getByLabel('Job Title').fill('Certified Nursing Assistant');
  await wage.getByLabel('Start Date').fill(isoDay(5));
  await wage.getByLabel('Starting Wage').fill('21.25');
  await wage.getByRole('combobox', { name: 'Wage Increment' }).selectOption('hourly');
  await wage.getByRole('radio', { name: 'Yes' }).check();
  await wage.getByRole('combobox', { name: 'O*NET Code' }).fill('nursing assistant');
  await page.getByRole('option', { name: /Nursing Assistants \(31-1131\.00\)/ }).click();
  await wage.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, wageMessages.createdText);
  const wages = page.getByRole('region', { name: 'Wage and employment records' });
  const manual = wages.getByRole('row').filter({ hasText: 'Fitzsimons Care Center' });
  await expect(manual).toContainText('$21.25');
  await expect(manual).toContainText('31-1131.00');

  // The external record (source 2): locked but for is_job_relevant, with N/A for wage, increment and O*NET code.
  const external = wages.getByRole('row').filter({ hasText: seeded.externalEmployer });
  await expect(external).toContainText(wageMessages.notApplicable);
  await external.getByRole('button', { name: `Edit ${seeded.externalEmployer} record` }).click();
  const editRecord = page.getByRole('dialog', { name: 'Edit Record' });
  await expect(editRecord.getByLabel('Employer Name')).toBeDisabled();
  await expect(editRecord.getByLabel('Job Title')).toBeDisabled();
  await expect(editRecord.getByLabel('Starting Wage')).toHaveValue(wageMessages.notApplicable);
  await expect(editRecord.getByLabel('O*NET Code')).toHaveValue(wageMessages.notApplicable);
  await expectAccessible(page);
  await editRecord.getByRole('radio', { name: 'Yes' }).check();
  await editRecord.getByRole('button', { name: 'Update' }).click();
  await expectToast(page, wageMessages.updatedText);
  await expect(external).toContainText('Yes');

  // A phone: the page, its tables and the accordion fit 390 px.
  await fitsPhone(page, manual);
});
