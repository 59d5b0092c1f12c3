import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, customerLogin, expectAccessible, signIn } from './support.ts';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;
// Each journey visits several screens and widths and runs axe; on a shared two-core machine that takes a while.
test.slow();

/** A phone (390), a small laptop in the folded layout (1024), common laptops (1280, 1366) and a desktop (1920). */
const headerWidths = [390, 1024, 1280, 1366, 1920];

/** Whatever the header shows lies inside the header and inside the screen: nothing cut at the top or hanging below. */
async function headerOverflow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bounds = header.getBoundingClientRect();
    const right = Math.min(bounds.right, window.innerWidth);
    const left = Math.max(bounds.left, 0);
    const outside: string[] = [];
    for (const element of header.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.top < bounds.top || box.bottom > bounds.bottom || box.left < left || box.right > right) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        outside.push(`${element.tagName} "${text}" at ${box.left},${box.top} to ${box.right},${box.bottom}`);
      }
    }
    return outside;
  });
}

/** Text cut off by its box (an ellipsis or a clipped line) is wider than the box. */
async function expectNotTruncated(text: Locator) {
  await expect(text).toBeVisible();
  const { scrollWidth, clientWidth } = await text.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The header at each width: on a wide screen the user's name and Sign out sit in it; folded, in the menu panel. */
async function expectHeaderFits(page: Page, userName: string) {
  for (const width of headerWidths) {
    await page.setViewportSize({ width, height: 900 });
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveCount(width < 1200 ? 1 : 0);
    expect(await headerOverflow(page), `the header at ${width} px`).toEqual([]);
    if (width < 1200) {
      await menu.click();
      const panel = page.getByRole('navigation', { name: 'Main' });
      await expectNotTruncated(panel.getByText(userName, { exact: true }));
      await expect(panel.getByRole('button', { name: 'Sign out' })).toBeInViewport();
      await menu.click();
      await expect(panel).toHaveCount(0);
    } else {
      await expectNotTruncated(banner.getByText(userName, { exact: true }));
      await expect(banner.getByRole('button', { name: 'Sign out' })).toBeInViewport();
      await expect(banner.getByRole('navigation', { name: 'Main' })).toBeInViewport();
    }
  }
}

test.describe('the header on phones, laptops and desktops', () => {
  test('a case manager: the name, the alert bell and Sign out inside the header', async ({ page }) => {
    await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('banner').getByTestId('notification-bell')).toBeVisible();
    await expectHeaderFits(page, 'Casey Nguyen');
    await expectAccessible(page);
  });

  test('an admin, with the longest staff navigation', async ({ page }) => {
    await signIn(page, '/login', adminLogin.email, adminLogin.password);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expectHeaderFits(page, 'Alex Morgan');
  });

  test('a participant', async ({ page }) => {
    await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
    // A customer lands on their home after signing in (#24).
    await expect(page).toHaveURL(/\/customer-portal$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderFits(page, 'Maria Lopez');
    await expectAccessible(page);
  });
});

type Rgba = [number, number, number, number];

/**
 * The WCAG contrast ratio of a button's text against what is painted behind it: the button's own background over its
 * ancestors' (translucent layers composed), white under everything.
 */
async function textContrast(button: Locator) {
  return button.evaluate((element) => {
    const parse = (value: string): Rgba => {
      const match = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(value);
      if (!match) throw new Error(`Unexpected colour ${value}`);
      return [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    const background = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

/** Every Delete button on the page shows its label: text against background at least 4.5:1 (WCAG AA). */
async function expectReadableDeleteButtons(page: Page, where: string) {
  const buttons = page.getByRole('main').getByRole('button', { name: /^Delete\b/ });
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const name = await button.getAttribute('aria-label');
    await expect(button).toHaveText('Delete');
    expect(await textContrast(button), `${where}: ${name ?? 'Delete'}`).toBeGreaterThanOrEqual(4.5);
  }
}

test('every Delete button can be read: service tracker cards, employer, locations, Service Provided, job posts', async ({
  page,
}) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  await page.goto('/service-tracker');
  await expect(page.getByRole('heading', { name: 'Service Tracker' })).toBeVisible();
  await expectReadableDeleteButtons(page, 'service tracker');

  await page.goto('/employer-records');
  const employer = page.getByRole('link', { name: 'Mile High Regional Health' });
  const editPath = await employer.getAttribute('href');
  const employerPath = editPath!.replace(/\/edit$/, '');
  await employer.click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expectReadableDeleteButtons(page, 'employer edit');
  for (const [path, where] of [
    ['locations', 'locations'],
    ['service-providers', 'Service Provided'],
    ['job-posts', 'job posts'],
  ] as const) {
    await page.goto(`${employerPath}/${path}`);
    await expectReadableDeleteButtons(page, where);
  }
});

test.describe('the customer record on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen with a message in its table, and every panel passes axe', async ({ page }) => {
    await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    // James Carter's demo record has two enrolments with service logs and no documents. The search includes
    // archived customers, so another journey archiving him does not matter here.
    await page.goto('/customers');
    await page.getByLabel('Search', { exact: true }).fill('james carter');
    await page.getByRole('checkbox', { name: 'Include archived' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table').getByRole('link', { name: 'Carter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'James Carter' })).toBeVisible();

    // A message with a link in it: the Messages table must not widen the page.
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send message' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Your CDL class schedule');
    await dialog
      .getByRole('textbox', { name: 'Message' })
      .fill('The schedule: https://www.denverworkforce.example/training/cdl-class-a-schedule-spring-term');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Your message has been sent.')).toBeVisible();
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages.getByText('Your CDL class schedule')).toBeVisible();

    const enrollments = page.getByRole('region', { name: 'Enrollments' });
    const worker = enrollments.getByRole('article', { name: 'WIOA Dislocated Worker' });
    await expect(worker.getByRole('table', { name: 'Service logs for WIOA Dislocated Worker' })).toBeVisible();
    await expect(worker.getByText('Enrolled in CDL Class A training')).toBeVisible();

    // The documents panel says once that there are none.
    const documents = page.getByRole('region', { name: 'Customer documents' });
    await expect(documents.getByText('0 documents')).toBeVisible();
    await expect(documents.getByText('No documents found')).toHaveCount(1);

    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    const menuBox = await page.getByRole('button', { name: 'Menu' }).boundingBox();
    expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
