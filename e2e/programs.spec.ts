import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { programMessages } from '@portal/contracts';
import { customerLogin, expectAccessible, signIn } from './support.ts';

const finder = '/customer-portal/educational-programs';
const downtownDenver = { latitude: 39.7491, longitude: -104.9946 };

async function openFinder(page: Page) {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24).
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto(finder);
  await expect(page.getByRole('heading', { level: 1, name: programMessages.title })).toBeVisible();
}

test('a customer searches programs by keyword, reads one, sees its occupations, saves it and prints it', async ({
  page,
}) => {
  await openFinder(page);
  await expect(page.getByText(programMessages.idle)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Keyword' }).fill('medical asistant');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/searchText=medical\+asistant/);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toHaveText(/^Showing \d+ of \d+ programs$/);
  const card = page.getByRole('article').filter({ hasText: 'Clinical Medical Assistant' }).first();
  await expect(card).toBeVisible();
  await expectAccessible(page);

  // See More opens the Program Details dialog.
  await card.getByRole('button', { name: /^See More/ }).click();
  const details = page.getByRole('dialog', { name: programMessages.detailsTitle });
  await expect(details.getByRole('rowheader', { name: 'Eligible for tuition support' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The suitcase opens Related Occupations, each linking to the occupation's page.
  await card.getByRole('button', { name: /^Related Occupations/ }).click();
  const related = page.getByRole('dialog', { name: programMessages.relatedTitle });
  const occupation = related.getByRole('link').first();
  await expect(occupation).toHaveAttribute('href', /^\/customer-portal\/occupation\/\d+$/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // Save: the card changes once the server agreed, with the spec's toast.
  await card.getByRole('button', { name: /^Save:/ }).click();
  await expect(page.getByText(programMessages.savedText)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Saved:/ })).toBeVisible();

  // The PDF is an A4 attachment.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /^Download PDF/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^program-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

  // The saved filter finds it again after a reload (the filters live in the URL).
  await page.goto(`${finder}?searchText=medical&saved=1`);
  await expect(page.getByRole('article').filter({ hasText: 'Clinical Medical Assistant' }).first()).toBeVisible();
  await expect(page.getByText(programMessages.allLoaded)).toBeVisible();
});

test('a customer finds programs near an address, sorted by distance', async ({ page }) => {
  await openFinder(page);
  await page.getByRole('textbox', { name: 'Location' }).fill('80202');
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Distance' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /near Denver, CO 80202$/ })).toBeVisible();
  const places = page.getByRole('article').getByText(/ away$/);
  await expect(places.first()).toBeVisible();
  const miles = (await places.allTextContents()).map((text) => Number(/([\d.]+) miles away/.exec(text)?.[1] ?? 0));
  expect(miles.length).toBeGreaterThan(1);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(Math.max(...miles)).toBeLessThanOrEqual(25);
  await expectAccessible(page);

  // A city and state works too, and an unknown place is named under the field.
  await page.getByRole('textbox', { name: 'Location' }).fill('Denver, CO');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /near Denver, CO$/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Location' }).fill('Atlantis');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(programMessages.unknownAddress)).toBeVisible();

  // Clear resets everything.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(programMessages.idle)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`${finder}$`));
});

test('the location button fills the address from the browser position', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['geolocation'], { origin: baseURL! });
  await context.setGeolocation(downtownDenver);
  await openFinder(page);
  const button = page.getByRole('button', { name: programMessages.useLocation });
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText(programMessages.useLocation);
  await button.click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Denver, CO 80202');
});

test('the location button is disabled when geolocation is denied', async ({ page, context, baseURL }) => {
  // Playwright can grant but not deny; Chromium's DevTools protocol can, for this page's browser context.
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin: baseURL!,
    browserContextId: targetInfo.browserContextId!,
  });
  await openFinder(page);
  const button = page.getByRole('button', { name: programMessages.useLocation });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.hover();
  await expect(page.getByRole('tooltip')).toHaveText(programMessages.geolocationDenied);
  await expectAccessible(page);
});

test('narrow screens keep cost, provider type and saved in the more panel, with a count', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openFinder(page);
  await expect(page.getByRole('combobox', { name: 'Cost' })).toBeHidden();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('combobox', { name: 'Cost' }).click();
  await page.getByRole('option', { name: 'Under $1000' }).click();
  await page.getByRole('checkbox', { name: 'Saved programs only' }).check();
  await expect(page.getByRole('button', { name: 'More filters (2 active)' })).toBeVisible();
  await expectAccessible(page);
});
