import { expect, test, type Locator, type Page } from '@playwright/test';
import { formMessages } from '@portal/contracts';
import { caseManagerLogin, customerLogin, expectAccessible, signIn } from './support.ts';

// A real PDF header: the server checks magic bytes against the extension.
const layoffLetter = {
  name: 'layoff-letter.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: formMessages.stepsMissing });

async function choose(page: Page, scope: Locator | Page, label: string | RegExp, option: string, search?: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openSection(page: Page, name: string) {
  await tab(page, name).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function saveSection(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.form-builder').getByText(formMessages.saved).last()).toBeVisible();
}

test('a customer fills the WIOA form over several visits, fixes what is missing and submits it', async ({ page }) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'WIOA Adult and Dislocated Worker Eligibility' });
  await expect(card.getByText(formMessages.incomplete)).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'WIOA Adult and Dislocated Worker Eligibility' }).click();
  const dialog = page.getByRole('dialog', { name: 'WIOA Adult and Dislocated Worker Eligibility' });
  await expect(dialog.getByText('WIOA Adult & DW')).toBeVisible();
  await expect(dialog.getByText(/The Workforce Innovation and Opportunity Act pays/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('link', { name: 'Start' }).click();

  // The saved draft: About You has errors (no SSN yet), Background is complete.
  await expect(page.getByRole('heading', { level: 1, name: 'WIOA Adult & DW Steps' })).toBeVisible();
  await expect(page.getByText('Have your Social Security card')).toBeVisible();
  await expect(tab(page, 'About You')).toContainText('has errors');
  await expect(tab(page, 'Background')).toContainText('complete');
  await expect(page.getByRole('textbox', { name: /Primary phone number/ })).toHaveValue('(303) 555-0148');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Denver');
  await expect(page.getByRole('textbox', { name: /Program year/ })).toHaveAttribute('readonly');
  await expectAccessible(page);

  // Leaving About You without the SSN marks it and announces what is missing.
  const ssn = page.getByRole('textbox', { name: /Social Security number/ });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Background' })).toBeVisible();
  await expect(summary(page)).toContainText('About You');
  await expect(summary(page)).toHaveAttribute('aria-live', 'polite');
  await summary(page).getByRole('button', { name: 'About You' }).click();
  await expect(ssn).toHaveAccessibleDescription(/Required field/);
  await expect(ssn).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Masks and limit alerts.
  await ssn.fill('123456789');
  await expect(ssn).toHaveValue('123-45-6789');
  const alternate = page.getByRole('textbox', { name: /Another number we may call/ });
  await alternate.pressSequentially('72055501991');
  await expect(alternate).toHaveValue('(720) 555-0199');
  await expect(page.getByText(formMessages.phoneLimit)).toBeVisible();
  // A new ZIP fills city, state and county from the offline geocoder.
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('80012');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Aurora');
  await expect(page.getByRole('textbox', { name: 'State' })).toHaveValue('CO');
  await saveSection(page);
  await expect(tab(page, 'About You')).toContainText('complete');
  await expect(summary(page)).toHaveCount(0);
  // Saved, the number shows masked at once, as after a reload (issue #23).
  await expect(ssn).toHaveValue('***-**-6789');

  // Background: option 13 is exclusive.
  await openSection(page, 'Background');
  const white = page.getByRole('checkbox', { name: 'White' });
  await expect(white).toBeChecked();
  await page.getByRole('checkbox', { name: 'I do not wish to answer' }).check();
  await expect(white).not.toBeChecked();
  await expect(white).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I do not wish to answer' }).uncheck();
  await white.check();
  await page.getByRole('checkbox', { name: 'Asian' }).check();
  await choose(page, page, 'Military service', 'Veteran', 'vétéran');
  await saveSection(page);

  // Employment: working reveals job title and status; a document upload; the time table.
  await openSection(page, 'Employment');
  await page
    .getByRole('radiogroup', { name: /Are you working right now/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await choose(page, page, 'Current job title', 'Medical Assistants', 'medical assist');
  await choose(page, page, 'Employment status', 'Yes, employed');
  await choose(page, page, /Title of your most recent job/, 'Medical Assistants', 'medical assist');
  await page.getByRole('textbox', { name: /ZIP code of that workplace/ }).fill('80202');
  await page.getByRole('button', { name: /Layoff letter or notice/ }).setInputFiles(layoffLetter);
  await expect(page.getByText('layoff-letter.pdf: Queued')).toBeVisible();
  await expect(page.locator('.form-builder').getByText(formMessages.uploadCompleted)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'layoff-letter.pdf' })).toBeVisible();
  // Over the 2 MB default limit: refused before any transfer.
  await page
    .getByRole('button', { name: /Layoff letter or notice/ })
    .setInputFiles({ ...layoffLetter, name: 'scan.pdf', buffer: Buffer.alloc(3 * 1024 * 1024) });
  await expect(page.locator('.form-builder').getByText(formMessages.fileTooBig('scan.pdf', 2))).toBeVisible();
  await expect(page.locator('.form-builder').getByText(formMessages.uploadFailedTitle)).toBeVisible();
  const dayOneHours = page.getByRole('spinbutton', { name: 'Day 1 hours' });
  await expect(dayOneHours).toHaveAttribute('readonly');
  await page.getByLabel('Day 1 date').fill('2026-11-16');
  await expect(dayOneHours).not.toHaveAttribute('readonly');
  await dayOneHours.fill('8');
  await expectAccessible(page);

  // Unsaved changes ask before leaving; staying keeps the answers.
  page.once('dialog', (confirm) => void confirm.dismiss());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible();
  await saveSection(page);

  // Leave and come back: every saved answer is there.
  await page.reload();
  await openSection(page, 'About You');
  await expect(ssn).toHaveValue('***-**-6789');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Aurora');
  await openSection(page, 'Employment');
  await expect(page.getByRole('combobox', { name: 'Current job title' })).toHaveValue('Medical Assistants');
  await expect(page.getByRole('link', { name: 'layoff-letter.pdf' })).toBeVisible();
  await expect(page.getByLabel('Day 1 date')).toHaveValue('2026-11-16');

  // The last steps; a wrong signature is refused with its toast, then the form completes.
  await openSection(page, 'Household and Income');
  await page.getByRole('spinbutton', { name: /How many people live in your household/ }).fill('3');
  await choose(page, page, 'TANF status', 'I have not received TANF');
  await openSection(page, 'Education and Goals');
  await choose(page, page, /Highest level of school/, 'Some college');
  await page.getByRole('textbox', { name: /What work would you like/ }).fill('Licensed practical nurse');
  await openSection(page, 'Self-Attestation');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Mary');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
  await page.getByRole('button', { name: formMessages.submitForm }).click();
  await expect(page.locator('.form-builder').getByText(formMessages.selfAttestationInvalid)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
    formMessages.firstNameMismatch,
  );
  await expect(summary(page)).toContainText('Self-Attestation');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Maria');
  await page.getByRole('button', { name: formMessages.submitForm }).click();
  await expect(page.locator('.form-builder').getByText(formMessages.saved).last()).toBeVisible();
  await expect(page).toHaveURL(/\/customer-portal\/forms$/, { timeout: 10_000 });
  await expect(card.getByText(formMessages.complete)).toBeVisible();
});

test('a case manager fills the youth form for a customer, signing as them', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=james%20carter');
  await page.getByRole('table').getByRole('link', { name: 'Carter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();
  await page.getByRole('link', { name: 'Forms', exact: true }).click();
  await expect(page).toHaveURL(/\/forms\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByRole('button', { name: 'WIOA Youth Eligibility (ages 14-24)' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/forms\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WIOA Youth Steps' })).toBeVisible();
  await expectAccessible(page);

  // Submitting straight away lists every step with missing answers.
  await openSection(page, 'Self-Attestation');
  await page.getByRole('button', { name: formMessages.submitForm }).click();
  await expect(page.locator('.form-builder').getByText(formMessages.formHasErrors).first()).toBeVisible();
  await expect(summary(page)).toContainText('About You');
  await expect(summary(page)).toContainText('School and Work');
  await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(/Required field/);
  await summary(page).getByRole('button', { name: 'About You' }).click();

  await page.getByLabel(/Date of birth/).fill('2006-03-14');
  await page.getByRole('textbox', { name: /Home ZIP code/ }).fill('80205');
  await page.getByRole('radio', { name: 'Prefer not to answer' }).check();
  const lastFour = page.getByRole('textbox', { name: /Last four digits/ });
  await lastFour.pressSequentially('43210');
  await expect(lastFour).toHaveValue('4321');
  await expect(page.getByText(formMessages.ssnLimit(4))).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'School and Work' })).toBeVisible();
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('checkbox', { name: 'My family has a low income' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Self-Attestation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First Name' }).fill('James');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Carter');
  await expectAccessible(page);
  await page.getByRole('button', { name: formMessages.submitForm }).click();
  await expect(page.locator('.form-builder').getByText(formMessages.saved).last()).toBeVisible();
  await expect(page).toHaveURL(/\/forms\/\d+$/, { timeout: 10_000 });
  await expect(
    page.getByRole('article').filter({ hasText: 'WIOA Youth Eligibility' }).getByText(formMessages.complete),
  ).toBeVisible();
});
