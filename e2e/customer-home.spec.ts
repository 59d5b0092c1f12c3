import { expect, test, type Page } from '@playwright/test';
import { customerHomeRoutes } from '@portal/contracts';
import { demoPassword } from '@portal/db/seed';
import { customerLogin, expectAccessible, signIn } from './support.ts';

// A real 1x1 PNG: the server checks the bytes against the extension.
const picture = {
  name: `maria-${Date.now()}.png`,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
    .toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the demo customer opens the home, uploads an avatar, answers an impact question and sees the widget change', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, '/customer-portal/login', customerLogin.email, demoPassword);
  await page.goto(customerHomeRoutes.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maria' })).toBeVisible({ timeout: 30_000 });

  // The tiles whose flags the demo turns on, and the widgets with Maria's data.
  const tiles = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(tiles.getByRole('link', { name: 'Outcomes' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'My Profile' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByTestId('impact-answered')).toHaveText('4 / 6');
  await expect(profile.getByText('ML', { exact: true })).toBeVisible();
  const tools = page.getByRole('region', { name: 'Tools' });
  await expect(tools).toContainText('Tools Engaged With (last month)');
  await expect(tools.getByText('Featured Tool')).toBeVisible();
  const resources = page.getByRole('region', { name: 'Resources' });
  await expect(resources.getByRole('link', { name: 'What does a medical assistant do?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outcomes' })).toBeVisible();
  await expectAccessible(page);

  // The avatar: through the signed-URL upload; the initials give way to the picture.
  await profile.locator('input[type="file"]').setInputFiles(picture);
  // Three calls (signed URL, PUT, record): slow on a busy machine.
  await expect(profile.getByText('Your picture has been updated.')).toBeVisible({ timeout: 60_000 });
  const avatar = profile.getByRole('img', { name: 'Maria Lopez' });
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // About Me: one more answer, saved.
  await profile.getByRole('link', { name: 'Answer questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Get a better job' })).toBeChecked();
  await page
    .getByRole('radiogroup', { name: 'Do you have internet at home?' })
    .getByRole('radio', { name: 'Only on my phone' })
    .check();
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeVisible();
  await expectAccessible(page);
  await fitsPhone(page);

  // Back home: the widget counts it.
  await page.goto(customerHomeRoutes.home);
  await expect(page.getByRole('region', { name: 'Profile' }).getByTestId('impact-answered')).toHaveText('5 / 6');
  await fitsPhone(page);

  // The tools page, which 'Explore Tools' leads to.
  await page.getByRole('region', { name: 'Tools' }).getByRole('link', { name: 'All tools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Program Finder' })).toBeVisible();
  await expectAccessible(page);
  await fitsPhone(page);
});
