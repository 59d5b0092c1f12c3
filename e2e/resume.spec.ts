import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { resumeTexts } from '@portal/contracts';
import { customerLogin, expectAccessible, signIn } from './support.ts';

test('a customer creates a resume from an occupation page, edits it and downloads a one-page PDF', async ({ page }) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await expect(page).toHaveURL(/\/customer-portal$/);

  await page.goto('/customer-portal/occupations?keyword=registered%20nurses');
  await page.getByRole('link', { name: 'Learn More about Registered Nurses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registered Nurses' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a resume' }).click();

  // Filled in from the demo customer's profile and the occupation.
  await expect(page).toHaveURL(/\/customer-portal\/resume\?occupation=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: resumeTexts.title })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria Lopez');
  const objective = page.getByRole('textbox', { name: 'Objective' });
  await expect(objective).toHaveValue('Registered Nurses');
  const current = page.getByRole('group', { name: 'Medical Assistant' });
  await expect(current.getByRole('textbox', { name: 'Employer' })).toHaveValue('Cherry Creek Family Clinic');
  await expect(current.getByRole('textbox', { name: /^End/ })).toHaveValue('Present');
  await expect(page.getByRole('group', { name: 'Emily Griffith Technical College' })).toBeVisible();
  await expectAccessible(page);

  // Edit before download: the objective, and the older job moves first.
  await objective.fill('A registered nurse role in a community clinic');
  await page.getByRole('button', { name: 'Move Retail Sales Associate up' }).click();
  await page.getByRole('radio', { name: /^A4/ }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: resumeTexts.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('resume-maria-lopez.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const raw = pdf.toString('latin1');
  expect(raw.match(/\/Type \/Page(?![a-zA-Z])/g)).toHaveLength(1);
  expect(raw).toContain('/MediaBox [0 0 595.28 841.89]');
  await expect(page.getByText(resumeTexts.downloaded)).toBeVisible();

  // A phone: the editor fits 390 px and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: resumeTexts.download })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
