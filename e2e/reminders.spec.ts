import { expect, test, type Page } from '@playwright/test';
import { boardWallTime } from '@portal/contracts';
import { caseManagerLogin, expectAccessible, signIn } from './support';

/**
 * The board's wall clock (the form's time is the board's, BOARD_TIME_ZONE: America/Denver here) a minute (or two,
 * late in a minute) from now: the reminder's date, hour, minute, period.
 */
function dueInAMinute() {
  const now = new Date();
  const { date, hour, minute } = boardWallTime(new Date(now.getTime() + (now.getSeconds() > 45 ? 120_000 : 60_000)));
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date, hour: pad(hour % 12 === 0 ? 12 : hour % 12), minute: pad(minute), period: hour < 12 ? 'AM' : 'PM' };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a case manager creates a reminder due in a minute and sees it turn overdue and ring the bell', async ({
  page,
}) => {
  // The reminder comes due after up to two minutes; the server sweeps every 5 s (REMINDER_SWEEP_SECONDS).
  test.setTimeout(300_000);
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/profile/reminders');
  await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Reminders' })).toBeVisible();
  await expectAccessible(page);

  // The demo has one unread alert (journeys that ran before may have added theirs, e.g. an export); the bell shows them.
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const unreadBefore = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);

  // Validation: the spec's messages, from the shared schema, before anything is sent.
  await page.getByRole('button', { name: 'Create Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Reminder' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Select a time for the reminder').first()).toBeVisible();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);

  const title = `Call Maria back ${Date.now()}`;
  const due = dueInAMinute();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Ask how the first week of the CNA class went.');
  await choose(page, 'Call to Action', 'Call');
  await dialog.getByLabel('Date').fill(due.date);
  await choose(page, 'Hour', due.hour);
  await choose(page, 'Minute', due.minute);
  await choose(page, 'AM/PM', due.period);
  await dialog.getByText('Customer', { exact: true }).click();
  const target = dialog.getByRole('combobox', { name: 'Customer' });
  await target.fill('Lo');
  await page.getByRole('option', { name: 'Maria Lopez' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reminder saved successfully.')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Upcoming')).toBeVisible();
  await expect(row.getByText('Maria Lopez')).toBeVisible();

  // No reload from here on: the sweep job makes it overdue, the page and the bell poll every 10 s.
  await expect(row.getByText('Overdue')).toBeVisible({ timeout: 200_000 });
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 20_000 });

  await bell.click();
  await expect(page.getByRole('tab', { name: 'Reminders' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(title)).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('tabpanel').getByText(`Reminder overdue: ${title}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Mark as read: Reminder overdue: ${title}` }).click();
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);

  // Snooze the overdue reminder from the table: it shows its next remind time.
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Snooze "${title}"` }).click();
  await expect(page.getByText('Reminder snoozed successfully.')).toBeVisible();
  await expect(row.getByText('Snoozed')).toBeVisible();
  await expect(row.getByText(/Next remind:/)).toBeVisible();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const widget = page.getByRole('region', { name: 'Reminders' });
  await expect(widget.getByRole('link', { name: 'Go To Reminders' })).toBeVisible();
  await expect(widget.getByRole('listitem')).toHaveCount(3);
  await expectAccessible(page);

  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(`Reminder overdue: ${title}`)).toBeVisible();
  await expectAccessible(page);
});

test('the reminders page on a phone stacks its rows and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/profile/reminders');
  const row = page.getByRole('row').filter({ hasText: 'Call Maria about the CNA class start' });
  await expect(row).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
