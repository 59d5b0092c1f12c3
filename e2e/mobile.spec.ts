import { expect, test, type Locator, type Page } from '@playwright/test';
import { caseManagerLogin, customerLogin, expectAccessible, signIn } from './support.ts';

/** A 390 x 844 phone (iPhone 12-15 size) with touch. */
const phoneWidth = 390;
test.use({ viewport: { width: phoneWidth, height: 844 }, isMobile: true, hasTouch: true });
// Each journey runs axe several times; on a shared two-core machine that alone can take a minute.
test.slow();

/** The page itself never scrolls sideways: anything wide fits, wraps, stacks or scrolls in its own box. */
async function expectNoSideScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(phoneWidth);
}

/** Within the screen's width as laid out, before anything is scrolled sideways. */
async function expectWithinWidth(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(phoneWidth);
}

async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

async function expectMenuClosed(page: Page) {
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

test('a participant on a phone: folded navigation, occupations on the first screen, profile actions in reach', async ({
  page,
}) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24); this journey is about My Profile.
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto('/customer-portal/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  // The header is one row; the navigation waits behind the Menu button.
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(64);
  await expectMenuClosed(page);
  await expectNoSideScroll(page);
  await expectAccessible(page);

  const nav = await openMenu(page);
  await expect(nav.getByRole('link')).toHaveText([
    'My Career',
    'Outcomes',
    'Occupations',
    'Career Clusters',
    'Programs',
    'Job Board',
    'Forms',
    'Documents',
    '211 Resource Finder',
    'Referrals',
    'My Profile',
  ]);
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  // The Menu button closes it again.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectMenuClosed(page);

  // Navigating closes it; the first occupation starts within the first screen.
  await (await openMenu(page)).getByRole('link', { name: 'Occupations' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/occupations$/);
  await expectMenuClosed(page);
  const firstResult = page.getByRole('article').first();
  await expect(firstResult).toBeVisible();
  const resultBox = await firstResult.boundingBox();
  console.log(`Phone figures: header ${header!.height}px high, first occupation starts at ${resultBox!.y}px`);
  expect(resultBox!.y).toBeLessThan(500);
  await expectWithinWidth(firstResult);
  await expectNoSideScroll(page);
  await expectAccessible(page);
  // The other filters are one tap away.
  await page.getByRole('button', { name: 'More filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Salary' })).toBeVisible();
  await expectNoSideScroll(page);

  // The job experiences table stacks: each row's actions are on screen, no sideways scroll needed.
  await (await openMenu(page)).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/profile$/);
  const jobs = page.getByRole('region', { name: 'Job Experiences' });
  const row = jobs.getByRole('row', { name: /Medical Assistant/ });
  await expect(row).toBeVisible();
  const edit = row.getByRole('button', { name: /^Edit / });
  const remove = row.getByRole('button', { name: /^Delete / });
  await expectWithinWidth(edit);
  await expectWithinWidth(remove);
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await expect(remove).toBeInViewport();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await edit.click();
  await expect(jobs.getByLabel('Job Title')).toHaveValue('Medical Assistant');

  // A page that does not exist: 'Page not found!' with the portal's navigation still there.
  await page.goto('/customer-portal/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeVisible();
  await expect((await openMenu(page)).getByRole('link', { name: 'Occupations' })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
});

test('a case manager on a phone finds a customer and opens the record', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expectMenuClosed(page);
  await expectNoSideScroll(page);

  const nav = await openMenu(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'API docs' })).toBeVisible();
  await expectAccessible(page);
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await expectMenuClosed(page);

  await page.getByLabel('Search', { exact: true }).fill('martinez');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const lastName = firstRow.getByRole('link');
  await expectWithinWidth(lastName);
  await expectWithinWidth(firstRow.getByRole('cell').last());
  await expectNoSideScroll(page);
  await expectAccessible(page);

  await lastName.click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSideScroll(page);
  await expectAccessible(page);
  await expect((await openMenu(page)).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expectNoSideScroll(page);
});
