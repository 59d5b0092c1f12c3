import { test } from '@playwright/test';
test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/career-cluster/survey');
  await page.getByText('Step 1 of 8').waitFor();
  await page.getByRole('checkbox', { name: 'Take care of someone who is sick or hurt' }).check();
  await page.getByRole('checkbox', { name: 'Write code or build a website or an app' }).check().catch(() => {});
  await page.getByRole('checkbox', { name: 'Set up a computer, a phone or a home network' }).check();
  await page.getByRole('checkbox', { name: 'Keep a budget and track where money goes' }).check();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'I stay steady under pressure' }).check();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('region', { name: 'Your Top Career Clusters' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/clusters-result.png' });
});
