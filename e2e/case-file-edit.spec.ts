import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager corrects an address and sees the change in the history', async ({ page }) => {
  // Three accessibility checks at two widths and the ZIP lookup's first load of its index take their time.
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=walter%20briggs');
  await page.getByRole('table').getByRole('link', { name: 'Briggs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walter Briggs' })).toBeVisible();
  const recordUrl = page.url();
  const changes = page.getByRole('region', { name: 'Changes' });
  await expect(changes.getByText('No changes recorded yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit customer' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+\/edit$/);
  const form = page.getByRole('form', { name: 'Edit Walter Briggs' });
  await expect(form.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('08/14/1961');
  await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('(303) 555-0171');
  await expect(form.getByRole('combobox', { name: 'Veteran' })).toHaveValue('Yes');

  // The intake's messages, before anything is sent.
  await form.getByRole('textbox', { name: 'Email' }).fill('walter@');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('802');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please enter a valid ZIP code (5 digits, or ZIP+4).')).toBeVisible();
  await expectAccessible(page);

  // The correction: a new address; the ZIP lookup names the city.
  await form.getByRole('textbox', { name: 'Email' }).fill('walter.briggs@demo.example');
  await form.getByRole('textbox', { name: 'Address' }).fill('1450 N Lafayette St');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('80218');
  await expect(form.getByText('Denver, CO')).toBeVisible();

  // At 390 px the form fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Customer information updated.')).toBeVisible();
  await expect(page).toHaveURL(recordUrl);
  await expect(changes.getByRole('listitem').filter({ hasText: 'Address' })).toContainText(
    'empty → 1450 N Lafayette St',
  );
  await expect(changes.getByRole('listitem').filter({ hasText: 'ZIP code' })).toContainText('→ 80218');
  await expect(changes.getByRole('listitem').first()).toContainText('Casey Nguyen');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(changes).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
