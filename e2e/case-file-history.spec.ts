import { expect, test, type Page } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

async function openMariasRecord(page: Page) {
  await page.goto('/customers?search_type=name&query=maria%20lopez');
  await page.getByRole('table').getByRole('link', { name: 'Lopez' }).click();
  // The record reads a dozen panels at once: give it longer than one assertion's default on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible({ timeout: 30_000 });
}

test('a case manager writes a case note, sees it in the history, and is one click from Log Service', async ({
  page,
}) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await openMariasRecord(page);

  // The demo notes: the pinned plan first; the admin's confidential note is not Casey's to read.
  const notes = page.getByRole('region', { name: 'Case notes' });
  await expect(notes.getByRole('article').first()).toContainText('Pinned');
  await expect(notes.getByRole('article').first()).toContainText('wants to move from medical assistant to LPN');
  await expect(notes.getByText('family matter')).toHaveCount(0);

  await notes.getByRole('button', { name: 'New case note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New case note' });
  // Saving an empty note answers with the field's message, not a request.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The note field is required.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Follow-up' }).click();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Maria enrolled in the anatomy course starting Monday.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Case note saved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const written = notes.getByRole('article', { name: /Follow-up case note by Casey Nguyen/ }).first();
  await expect(written).toContainText('Maria enrolled in the anatomy course starting Monday.');
  await expect(written.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The history holds it too, and keeps to the kinds chosen.
  const history = page.getByRole('region', { name: 'History' });
  const entries = history.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Maria enrolled in the anatomy course' })).toHaveCount(1);
  await history.getByLabel('Show').click();
  await page.getByRole('option', { name: 'Flags' }).click();
  await page.keyboard.press('Escape');
  await expect(entries.filter({ hasText: 'Maria enrolled in the anatomy course' })).toHaveCount(0);
  await expect(entries.first()).toContainText('Flag');
  await history.getByRole('button', { name: 'Show everything' }).click();
  await expect(entries.first()).toContainText('Maria enrolled in the anatomy course');
  await expectAccessible(page);

  // At 390 px nothing is clipped.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(history).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Log Service for this customer, one click from the record; the tracker scoped to her, one click too.
  const recordUrl = page.url();
  await history.getByRole('link', { name: 'Log Service' }).click();
  await expect(page).toHaveURL(/\/service-tracker\/create\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log Service' })).toBeVisible();
  await page.goto(recordUrl);
  await page.getByRole('region', { name: 'History' }).getByRole('link', { name: 'Service tracker' }).click();
  await expect(page).toHaveURL(/\/service-tracker\?customer=\d+$/);
});
