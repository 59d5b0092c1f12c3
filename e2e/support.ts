import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
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
