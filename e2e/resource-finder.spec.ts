import { expect, test } from '@playwright/test';
import { referralMessages, serviceDirectoryMessages } from '@portal/contracts';
import { demoPassword, referralsDemoCaseManagerEmail, referralsDemoCustomer } from '@portal/db/seed';
import { expectAccessible, signIn } from './support.ts';

// Dana Whitfield and Riley Chen (Colorado Springs): no other journey asserts their referrals or dashboards.
test.slow();

test('a customer searches the 211 Resource Finder by keyword, category and place; nothing matching reads No Record Found; Clear starts over', async ({
  page,
}) => {
  // Asked for while signed out: the login page, then back to the finder.
  await signIn(page, '/customer-portal/community-catalog', referralsDemoCustomer.email, demoPassword);
  await expect(page.getByRole('heading', { level: 1, name: '211 Resource Finder' })).toBeVisible();
  // The whole directory before any filter, paged.
  await expect(page.getByRole('heading', { level: 2, name: /\d+ resources/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();

  // A category near a Colorado Springs ZIP, sorted by distance: every result says how far it is.
  await page.getByPlaceholder('All categories').click();
  await page.getByRole('option', { name: 'Food' }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Location').fill(referralsDemoCustomer.zip);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Distance' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sort=distance/);
  const first = page.getByRole('article').first();
  await expect(first.getByText(/miles? away/)).toBeVisible();
  await expectAccessible(page);

  // Nothing matches: the spec's empty text, not an error.
  await page.getByLabel('Keyword').fill('zzqx nothing like this');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(serviceDirectoryMessages.empty)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/community-catalog$/);
  await expect(page.getByLabel('Keyword')).toHaveValue('');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('a case manager refers a customer to a service from the staff finder; a location comes first', async ({
  page,
}) => {
  await signIn(page, '/login', referralsDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // From the dashboard's Catalog widget (staff spec 2.1: /community-catalog is its target).
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Catalog' })).toBeVisible();
  await page.getByRole('link', { name: 'View All Catalog' }).click();
  await expect(page).toHaveURL(/\/community-catalog$/);
  await page.getByLabel('Keyword').fill('rental assistance');
  await page.getByRole('button', { name: 'Search' }).click();
  const service = page.getByRole('article').first();
  await expect(service).toBeVisible();
  await service.getByRole('button', { name: 'Refer a customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refer a customer' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Natarajan');
  await page.getByRole('option', { name: /Natarajan, Priya/ }).click();
  await dialog.getByRole('button', { name: 'Refer' }).click();
  await expect(dialog.getByText(referralMessages.chooseLocation)).toBeVisible();
  await dialog.getByLabel('From location').selectOption({ label: 'Colorado Springs Workforce Center' });
  await dialog.getByLabel('Notes').fill('Behind on rent after a hospital stay.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refer' }).click();
  await expect(page.getByText(referralMessages.created)).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test.describe('on a phone', () => {
  const phoneWidth = 390;
  test.use({ viewport: { width: phoneWidth, height: 844 }, isMobile: true, hasTouch: true });

  test('the finder fits a 390 px screen: the form stacks, results and their links stay within the width', async ({
    page,
  }) => {
    await signIn(
      page,
      '/customer-portal/community-catalog?keyword=food&address=80204&radius=10',
      referralsDemoCustomer.email,
      demoPassword,
    );
    await expect(page.getByRole('heading', { level: 1, name: '211 Resource Finder' })).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(phoneWidth);
    for (const locator of [page.getByLabel('Keyword'), page.getByRole('button', { name: 'Search' }), first]) {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(phoneWidth);
    }
    // The first result's action is reachable without scrolling sideways.
    const action = first.getByRole('button', { name: 'Ask for a referral' });
    const box = await action.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phoneWidth);
    await expectAccessible(page);
  });
});
