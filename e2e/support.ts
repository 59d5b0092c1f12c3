import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoLogins } from '@portal/db/seed';

export const [customerLogin, caseManagerLogin] = demoLogins as [
  (typeof demoLogins)[number],
  (typeof demoLogins)[number],
];

/** Fails with the list of violations when the page breaks a WCAG 2.1 A/AA rule. */
export async function expectAccessible(page: Page) {
  let summary = await accessibilityViolations(page);
  // A toast that appears while axe runs is caught mid-fade: a violation must still be there on a second look.
  if (summary.length > 0) summary = await accessibilityViolations(page);
  expect(summary).toEqual([]);
}

async function accessibilityViolations(page: Page) {
  // A toast caught mid-fade has a washed-out colour that axe would report as low contrast: let transitions finish.
  // Endless animations (loaders) are left out: they never finish.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Opens an accordion item (if closed) and waits until its panel has finished growing. A click on a button inside a
 * panel still growing was lost now and then: Playwright scrolled the clipped panel to bring the button into view, the
 * growing panel scrolled it back, and the button slid from under the pointer between mouse down and mouse up.
 */
export async function expandAccordionItem(page: Page, control: Locator) {
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  await expect(control).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await control.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  // Mantine's Collapse sets the panel's height while it grows and removes it once open.
  await expect.poll(() => panel.evaluate((element: HTMLElement) => element.style.height)).toBe('');
}

export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Wait for the sign-in's answer: a page.goto straight after the click could leave before the session cookie is set.
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/login$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await answered;
}
