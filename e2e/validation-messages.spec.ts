import { expect, test } from '@playwright/test';
import { customerLogin, signIn } from './support.ts';

// Issue #10: the production build must carry the contracts' Zod error map (its tree shaking once dropped it), so a
// value the form refuses is explained in a sentence, never in the validator's words.
test("a job description over 5,000 characters is explained in a sentence, not the validator's text", async ({
  page,
}) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24); the job form is on My Profile.
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto('/customer-portal/profile');

  const jobs = page.getByRole('region', { name: 'Job Experiences' });
  const description = jobs.getByLabel('Description');
  await description.fill('d'.repeat(5001));
  await jobs.getByRole('button', { name: 'Add', exact: true }).last().click();

  await expect(description).toHaveAccessibleDescription('The description may not be greater than 5000 characters.');
  await expect(jobs).not.toContainText('Too big');
});
