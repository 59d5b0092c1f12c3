import { expect, type Page, test } from '@playwright/test';
import { demoLogins, demoPassword } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;
const springsCaseManager = 'riley.chen@demo.example';

async function fitsAt390(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  // Responsive parts re-render after the resize (media queries read in React), so the width is polled.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("an admin merges two duplicates and the survivor's history holds both", async ({ page }) => {
  await signIn(page, '/login', adminLogin.email, adminLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=jordan%20whitaker');
  await page.getByRole('table').getByRole('link', { name: 'Whitaker', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Whitaker' })).toBeVisible();
  const survivorUrl = page.url();

  const notice = page.getByRole('alert').filter({ hasText: 'Possible duplicate' });
  await expect(notice).toContainText('Jordan Whitakre');
  const loserUrl = (await notice.getByRole('link', { name: 'Jordan Whitakre' }).getAttribute('href'))!;
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'Compare and merge' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Merge .* records/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Keep record #\d+: Jordan Whitaker$/ })).toBeChecked();
  // The phone only the duplicate has is taken by default; the last name stays the kept record's.
  await expect(page.getByRole('radio', { name: /^303-555-0190 \(record/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Whitaker \(record/ })).toBeChecked();
  await expectAccessible(page);
  await fitsAt390(page);

  await page.getByRole('button', { name: /^Merge into record/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merging records' })).toBeVisible();
  await expect(page.getByText('The records were merged. Opening the merged record…')).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  await expect(page).toHaveURL(survivorUrl, { timeout: 15_000 });

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Resume review for warehouse roles')).toBeVisible();
  await expect(history.getByText('Forklift certification referral')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate' })).toHaveCount(0);
  await expectAccessible(page);
  await fitsAt390(page);

  // The kept record links the record merged into it, which is read-only and points back; the admin undoes the merge there.
  const mergedFrom = page.getByRole('alert').filter({ hasText: 'Merged records' });
  await mergedFrom.getByRole('link', { name: /^Record #\d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${loserUrl}$`));
  const merged = page.getByRole('alert').filter({ hasText: 'Merged record' });
  await expect(merged.getByRole('link', { name: 'Open the record it was merged into' })).toHaveAttribute(
    'href',
    new URL(survivorUrl).pathname,
  );
  await expectAccessible(page);
  await merged.getByRole('button', { name: 'Undo merge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo merge' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Undo merge' }).click();
  await expect(merged).toHaveCount(0);
  // Both records are live again, so each is flagged as the other's possible duplicate.
  await expect(page.getByRole('alert').filter({ hasText: 'Possible duplicate' })).toContainText('Jordan Whitaker');
  await page.goto(survivorUrl);
  await expect(
    page.getByRole('region', { name: 'History' }).getByText('Resume review for warehouse roles'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Forklift certification referral')).toHaveCount(
    0,
  );
});

test('a transfer moves a customer to Colorado Springs and both case managers are alerted', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);

  await page.goto('/customers?search_type=name&query=dana%20okafor');
  await page.getByRole('table').getByRole('link', { name: 'Okafor', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dana Okafor' })).toBeVisible();
  await fitsAt390(page);
  await page.getByRole('button', { name: 'Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog.getByText('The location field is required.')).toBeVisible();
  await expect(dialog.getByText('The note field is required.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Colorado Springs Workforce Center' });
  await dialog.getByRole('combobox', { name: 'New case manager (optional)' }).selectOption({ label: 'Riley Chen' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Dana moved to Colorado Springs for a new job.');
  await fitsAt390(page);
  await dialog.getByRole('button', { name: 'Move' }).click();
  // Dana has left Casey's locations: the record is closed to Casey, so the page goes back to the customer search and the
  // confirmation stays on screen.
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByText('The customer was moved to the new location.')).toBeVisible();

  await page.goto('/dashboard');
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 20_000 });
  await bell.click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('tabpanel').getByText('Customer transferred').first()).toBeVisible();
  await expectAccessible(page);

  await page.context().clearCookies();
  await signIn(page, '/login', springsCaseManager, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.getByTestId('notification-bell').click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('tabpanel').getByText('Customer transferred').first()).toBeVisible();
  await expectAccessible(page);
  await fitsAt390(page);
});
