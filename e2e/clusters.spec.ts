import { expect, test, type Locator, type Page } from '@playwright/test';
import { clusterTexts } from '@portal/contracts';
import { customerLogin, expectAccessible, signIn } from './support.ts';

/** Ticks the named options on the current step, then goes on (Next) unless told to stop. */
async function tickStep(scope: Page | Locator, step: number, options: string[], total = 8) {
  await expect(scope.getByText(`Step ${step} of ${total}`)).toBeVisible();
  for (const option of options) await scope.getByRole('checkbox', { name: option, exact: true }).check();
  if (step < total) await scope.getByRole('button', { name: clusterTexts.next }).click();
}

test('a guest takes the survey, stepping back and forth, and sees ranked, explained results', async ({ page }) => {
  await page.goto('/career-cluster/survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Cluster Survey' })).toBeVisible();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '13');
  await expect(page.getByRole('button', { name: clusterTexts.previous })).toBeDisabled();
  await expect(page.getByRole('button', { name: clusterTexts.submit })).toHaveCount(0);
  await expectAccessible(page);

  await tickStep(page, 1, [
    'Take care of someone who is sick or hurt',
    'Set up a computer, a phone or a home network',
    'Keep a budget and track where money goes',
  ]);
  await tickStep(page, 2, ['Learn first aid or CPR', 'Compare prices, interest rates or insurance plans']);
  // Back to step 1: the answers are still there.
  await page.getByRole('button', { name: clusterTexts.previous }).click();
  await page.getByRole('button', { name: clusterTexts.previous }).click();
  await expect(page.getByText('Step 1 of 8')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Take care of someone who is sick or hurt' })).toBeChecked();
  await page.getByRole('button', { name: clusterTexts.next }).click();
  await page.getByRole('button', { name: clusterTexts.next }).click();
  await tickStep(page, 3, ['Read about medicine, illness or the human body']);
  await tickStep(page, 4, []);
  await tickStep(page, 5, ['I am caring toward people who are unwell', 'I stay steady under pressure']);
  await tickStep(page, 6, []);
  await expectAccessible(page);
  await tickStep(page, 7, ['Anatomy and physiology']);
  await tickStep(page, 8, []);
  await expect(page.getByRole('button', { name: clusterTexts.next })).toHaveCount(0);
  await page.getByRole('button', { name: clusterTexts.submit }).click();

  await expect(page).toHaveURL(/\/career-cluster\/result$/);
  const top = page.getByRole('region', { name: 'Your Top Career Clusters' });
  const trophies = top.getByRole('article');
  await expect(trophies).toHaveCount(3);
  await expect(trophies.nth(0)).toContainText('Health Science');
  await expect(trophies.nth(0)).toContainText('Score 6 of 12');
  await expect(trophies.nth(0)).toContainText(
    'You chose 3 activities, 2 qualities and 1 subject linked to Health Science.',
  );
  await expect(trophies.nth(1)).toContainText('Finance');
  await expect(trophies.nth(2)).toContainText('Information Technology');
  // Guests save nothing; they are invited to sign in.
  await expect(page.getByRole('button', { name: /Save Cluster|Cluster Saved/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();

  const ranked = page.getByRole('region', { name: 'All Career Clusters, Ranked' });
  await ranked.getByRole('button', { name: /^4\. / }).click();
  await expect(
    ranked.getByText('You chose no activities, qualities or subjects linked to', { exact: false }).first(),
  ).toBeVisible();
  await ranked.getByRole('button', { name: /^2\. Finance/ }).click();
  await expect(ranked.getByText('You chose 2 activities linked to Finance.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Interests' })).toBeVisible();
  await expectAccessible(page);

  // Update: the dialog opens on the same answers.
  await page.getByRole('button', { name: clusterTexts.updateSurvey }).click();
  const dialog = page.getByRole('dialog', { name: clusterTexts.updateSurvey });
  await expect(dialog.getByRole('checkbox', { name: 'Take care of someone who is sick or hurt' })).toBeChecked();
  await expectAccessible(page);
});

test('a customer takes the survey, saves a cluster and updates the answers', async ({ page }) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto('/customer-portal/career-cluster/result');
  await expect(page.getByText('You have not taken the Career Clusters survey yet.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/customer-portal/career-cluster/survey');
  await tickStep(page, 1, ['Set up a computer, a phone or a home network']);
  await tickStep(page, 2, ['Write code or build a website or an app']);
  await tickStep(page, 3, []);
  await tickStep(page, 4, []);
  await tickStep(page, 5, ['I am curious about how technology works', 'I stay patient while troubleshooting']);
  await tickStep(page, 6, []);
  await tickStep(page, 7, ['Computer programming', 'Computer networking']);
  await tickStep(page, 8, []);
  await page.getByRole('button', { name: clusterTexts.submit }).click();

  await expect(page).toHaveURL(/\/customer-portal\/career-cluster\/result$/);
  const top = page.getByRole('region', { name: 'Your Top Career Clusters' });
  await expect(top.getByRole('article')).toHaveCount(1);
  await expect(top.getByRole('article').first()).toContainText('Score 6 of 12');

  // Save it: the button changes at once, and the saved list links to its occupations.
  await top.getByRole('button', { name: 'Save Cluster: Information Technology' }).click();
  await expect(top.getByRole('button', { name: 'Cluster Saved: Information Technology' })).toBeVisible();
  const saved = page.getByRole('region', { name: clusterTexts.viewOpportunities });
  await expect(saved.getByRole('link', { name: 'Information Technology' })).toHaveAttribute(
    'href',
    '/customer-portal/occupations?cluster=11',
  );
  await expect(top.getByRole('link', { name: 'View Occupations in Information Technology' })).toHaveAttribute(
    'href',
    '/customer-portal/occupations?cluster=11',
  );
  await expectAccessible(page);

  // Update the answers in the dialog: the two IT subjects become Accounting.
  await page.getByRole('button', { name: clusterTexts.updateSurvey }).click();
  const dialog = page.getByRole('dialog', { name: clusterTexts.updateSurvey });
  for (let step = 1; step <= 6; step++) await tickStep(dialog, step, []);
  await dialog.getByRole('checkbox', { name: 'Computer programming', exact: true }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Computer networking', exact: true }).uncheck();
  await tickStep(dialog, 7, ['Accounting']);
  await dialog.getByRole('button', { name: clusterTexts.submit }).click();
  await expect(dialog).toHaveCount(0);
  await expect(top.getByRole('article')).toHaveCount(2);
  await expect(top.getByRole('article').first()).toContainText('Score 4 of 12');
  await expect(top.getByRole('article').nth(1)).toContainText('Finance');

  // The update page loads the latest answers; the saved cluster survives a reload.
  await page.goto('/customer-portal/career-cluster/update');
  for (let step = 1; step <= 6; step++) await tickStep(page, step, []);
  await expect(page.getByRole('checkbox', { name: 'Accounting', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Computer programming', exact: true })).not.toBeChecked();
  await page.goto('/customer-portal/career-cluster/result');
  await expect(
    page
      .getByRole('region', { name: 'Your Top Career Clusters' })
      .getByRole('button', { name: 'Cluster Saved: Information Technology' }),
  ).toBeVisible();
});
