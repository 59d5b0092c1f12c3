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
  // A guest at an unknown address is told so, with a way home, never sent to the staff sign-in (#24).
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expectAccessible(page);
  // Signed in, the same address is 'Page not found!' inside the staff portal.
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expectAccessible(page);
});

test('the customer portal sends a guest to its login page', async ({ page }) => {
  await page.goto('/customer-portal/profile');
  await expect(page).toHaveURL(/\/customer-portal\/login/);
});
