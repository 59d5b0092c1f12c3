import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager signs in and reaches the staff home', async ({ page }) => {
  await page.goto('/login');
  await expectAccessible(page);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Welcome, Casey/ })).toBeVisible();
  await expectAccessible(page);
});

test('a wrong password is answered under the email field', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test('an unknown page says so inside the staff portal, with its navigation', async ({ page }) => {
  // Any path outside the participant portal is a staff path: a guest signs in first.
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fno-such-page$/);
  await signIn(page, page.url(), caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expectAccessible(page);
});

test('the customer portal sends a guest to its login page', async ({ page }) => {
  await page.goto('/customer-portal/profile');
  await expect(page).toHaveURL(/\/customer-portal\/login/);
});
