import { expect, test } from '@playwright/test';
import { caseManagerLogin, expectAccessible, signIn } from './support.ts';

test('a case manager sends a message and watches the mailer deliver it in the Messages panel', async ({ page }) => {
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=maria%20lopez');
  await page.getByRole('table').getByRole('link', { name: 'Lopez' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeVisible();

  // The demo welcome message was delivered by the job worker at startup (embedded mailer: no SMTP_URL).
  const messages = page.getByRole('region', { name: 'Messages' });
  const welcome = messages.getByRole('row', { name: /Welcome to the workforce center/ });
  await expect(welcome).toContainText('Delivered to local outbox');

  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill('Resume workshop on Thursday');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring a printed copy of your resume.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();

  // Listed at once; mail.deliver renders it and the panel picks up the new state on its own.
  const sent = messages.getByRole('row', { name: /Resume workshop on Thursday/ });
  await expect(sent).toContainText('Bring a printed copy of your resume.');
  await expect(sent).toContainText('Delivered to local outbox', { timeout: 20_000 });
  await expect(messages.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});
