import { expect, test, type Page } from '@playwright/test';
import { customerLogin, expectAccessible, signIn } from './support.ts';

// A guest page's first paint (ADR 0054): the server sends the page drawn at build time, so a visitor sees it before the
// app's code arrives; the app then takes its place. Each journey holds the app's entry chunk back, as a slow phone
// network would, to look at the first paint alone.

/** Holds back the app's chunk named `chunk` (its entry by default) until the returned release is called. */
async function holdTheApp(page: Page, chunk = 'index') {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The first paint as a visitor sees it: with its stylesheet (a layout read before it arrives is not what is shown). */
async function drawn(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every((link) => link.sheet !== null),
  );
}

const firstPaint = (page: Page) => page.locator('#first-paint');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the sign-in page is drawn before its code, and what was typed and pressed there signs in`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releaseApp = await holdTheApp(page);
    await page.goto('/customer-portal/login', { waitUntil: 'commit' });

    await expect(
      firstPaint(page).getByRole('heading', { level: 1, name: 'Sign in to the Customer Portal' }),
    ).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await drawn(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // Typed before any of the app's code has arrived: kept.
    await page.getByLabel('Email').fill(customerLogin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customerLogin.password);
    // The first paint's buttons take no pointer press (no script could hear it): a click waits for the app's own.
    const signInButton = page.getByRole('button', { name: 'Sign in' });
    await expect(signInButton).toHaveCSS('pointer-events', 'none');
    // Pressed from the keyboard once the app's first code runs but before its page is ready (its code held back):
    // done by the page.
    const release = await holdTheApp(page, 'CustomerLoginPage');
    releaseApp();
    await expect(firstPaint(page)).toHaveAttribute('aria-busy', 'true');
    await signInButton.press('Enter');
    // Nothing is sent from the first paint itself: its form cannot submit (no password in an address).
    expect(page.url()).not.toContain('password');

    release();
    await expect(page).toHaveURL(/\/customer-portal$/, { timeout: 30_000 });
    await expect(firstPaint(page)).toHaveCount(0);
  });
}

test('the job board drawn before its code becomes the app in place; a field focused there keeps the focus', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/job-board', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Job Board' });
  await expect(heading).toBeVisible();
  await drawn(page);
  const drawnAt = await heading.boundingBox();
  await page.getByLabel('Keyword').fill('nurse');
  await page.getByLabel('Keyword').focus();

  release();
  await expect(firstPaint(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('Keyword')).toHaveValue('nurse');
  await expect(page.getByLabel('Keyword')).toBeFocused();
  // The app's page lies where the first paint was: nothing moves as one replaces the other.
  expect(await heading.boundingBox()).toEqual(drawnAt);
  await expectAccessible(page);
});

test("the first paint is in the guest's language, and not sent to a signed-in user", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'portal.language', value: 'es', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  const release = await holdTheApp(page);
  await page.goto('/customer-portal/login', { waitUntil: 'commit' });
  await expect(
    firstPaint(page).getByRole('heading', { level: 1, name: 'Inicie sesión en el Portal del participante' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The staff's sign-in is in English whatever the guest chose.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(firstPaint(page).getByRole('heading', { level: 1, name: 'Sign in to the Staff Portal' })).toBeVisible();
  release();
  await context.close();

  const signedIn = await browser.newPage();
  await signIn(signedIn, '/customer-portal/login', customerLogin.email, customerLogin.password);
  const home = await signedIn.request.get('/', { headers: { accept: 'text/html' } });
  expect(await home.text()).not.toContain('id="first-paint"');
  await signedIn.close();
});

// ADR 0055: the signed-in Occupation Finder is rendered by the server for each visit, with the visitor's own results.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the signed-in Finder comes with its results drawn, never stored, and becomes the app in place`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
    const release = await holdTheApp(page);
    const response = await page.goto('/customer-portal/occupations', { waitUntil: 'commit' });
    expect(response?.headers()['cache-control']).toBe('no-store');

    await expect(firstPaint(page).getByRole('heading', { level: 1, name: 'Occupation Finder' })).toBeVisible();
    const firstCard = firstPaint(page).getByRole('article').first();
    await expect(firstCard).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await drawn(page);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    // A phone shows the keyword and 'More filters', as the app does; a wide screen all the filters.
    const moreFilters = firstPaint(page).getByRole('button', { name: /^More filters/ });
    const salary = firstPaint(page).getByLabel('Salary', { exact: true });
    if (viewport.width < 768) {
      await expect(moreFilters).toBeVisible();
      await expect(salary).toBeHidden();
    } else {
      await expect(moreFilters).toBeHidden();
      await expect(salary).toBeVisible();
    }
    const title = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const drawnAt = await firstCard.boundingBox();
    const cards = await firstPaint(page).getByRole('article').count();

    release();
    await expect(firstPaint(page)).toHaveCount(0, { timeout: 30_000 });
    const appCard = page.getByRole('article').first();
    await expect(appCard.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(page.getByRole('article')).toHaveCount(cards);
    // The app's page lies where the first paint was: nothing moves as one replaces the other.
    expect(await appCard.boundingBox()).toEqual(drawnAt);
    await expectAccessible(page);
  });
}
