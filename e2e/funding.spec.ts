import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoLogins } from '@portal/db/seed';
import { caseManagerLogin, expectAccessible, signIn } from './support';

const adminLogin = demoLogins.find((login) => login.role === 'Admin')!;
const title = 'CDL Class A course for Noah';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseMany(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click({ force: true });
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function staffPage(browser: Browser, login: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, '/login', login.email, login.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  return page;
}

/** WIOA Adult's available balance this program year, as the funds summary shows it. */
async function availableForAdult(page: Page) {
  await page.goto('/transactions/budgets');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'WIOA Adult', exact: true }) });
  const cell = row.locator('[data-label="Available"]');
  await expect(cell).toBeVisible();
  return Number((await cell.innerText()).replace(/[^0-9.-]/g, ''));
}

/** Opens the customer's funding page on a card and the journey's transaction in the detail panel. */
async function openTransaction(page: Page, customerId: number, mode: string) {
  await page.goto(`/transactions/${customerId}?status=${mode}`);
  await page.getByRole('button', { name: new RegExp(`#\\d+ ${title}`) }).click();
  const panel = page.getByRole('region', { name: new RegExp(`#\\d+ ${title}`) });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectPdf(page: Page, href: string | null) {
  expect(href).not.toBeNull();
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

test('a training service with a funding request goes from obligation to a done expense, printed and exported', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await staffPage(browser, adminLogin);
  // The demo gives every aggregate card something on first start.
  await admin.goto('/transactions');
  for (const card of [
    'Approve/Reject Obligations',
    'Approve/Reject Expenses',
    "Mark Expenses as 'Done'",
    "View 'Done' Transactions",
  ])
    await expect(admin.getByRole('button', { name: new RegExp(`^${card} [1-9]\\d* records`) })).toBeVisible();
  const availableBefore = await availableForAdult(admin);

  // The case manager logs a training service with a funding request (the service log's TRANSACTION block).
  const cm = await staffPage(browser, caseManagerLogin);
  await cm.goto('/service-tracker/create/0');
  await expect(cm.getByRole('heading', { name: 'Log Service' })).toBeVisible();
  await cm.getByRole('combobox', { name: 'Customer', exact: true }).fill('Noah');
  await cm.getByRole('option', { name: 'Noah Begay' }).first().click();
  await choose(cm, 'Contact type', 'In person');
  await choose(cm, 'Service type', 'Training Services');
  await chooseMany(cm, 'Service', 'Occupational Skills Training');
  await chooseMany(cm, 'Program', 'WIOA Adult');
  await cm.getByRole('checkbox', { name: 'I confirm the enrollment in WIOA Adult' }).check();
  await cm.getByRole('textbox', { name: 'Title/Purpose' }).fill(title);
  await cm.getByRole('textbox', { name: 'Notes' }).fill('Starts the spring CDL cohort.');
  const block = cm.getByRole('group', { name: 'TRANSACTION' });
  await block.getByRole('checkbox', { name: 'Request funding for this service' }).check();
  await cm.getByRole('button', { name: 'Save' }).click();
  // The block's own rules (staff spec 5) before anything is sent.
  await expect(block.getByText('You must select an "Approver".')).toBeVisible();
  await expect(block.getByText('"Transaction Details" is required.')).toBeVisible();
  await choose(cm, 'Approver', 'Morgan, Alex');
  await block.getByRole('textbox', { name: 'Amount for WIOA Adult (dollars)' }).fill('2400');
  await choose(cm, 'Vendor', 'Front Range CDL Academy');
  // Optional in the log (staff spec 5), checked on the expense form before approval (forms spec 5).
  await choose(cm, 'Payment type', 'Check');
  await choose(cm, 'Recipient of Payment', 'Vendor');
  await block.getByRole('textbox', { name: 'Transaction Details' }).fill('Six-week CDL Class A course.');
  await expect(block.getByText('$2,400.00')).toBeVisible();
  await expectAccessible(cm);
  await cm.getByRole('button', { name: 'Save' }).click();
  await expect(cm).toHaveURL(/\/service-tracker\?customer=\d+/);
  const customerId = Number(new URL(cm.url()).searchParams.get('customer'));

  // The admin approves the obligation.
  let panel = await openTransaction(admin, customerId, 'edit-obligations');
  await expect(panel.getByText('Obligation Pending').first()).toBeVisible();
  await expectAccessible(admin);
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(admin.getByText('Transaction Approved').first()).toBeVisible();

  // The case manager submits the expense with an invoice.
  panel = await openTransaction(cm, customerId, 'create-expenses');
  await expect(panel.getByRole('combobox', { name: 'Payment type' })).toHaveValue('Check');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'invoice-cdl.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await panel.getByRole('button', { name: 'Submit Expense' }).click();
  await expect(cm.getByText('Expense submitted').first()).toBeVisible();

  // The admin approves the expense and marks it done.
  panel = await openTransaction(admin, customerId, 'edit-expenses');
  await expect(panel.getByText('invoice-cdl.pdf')).toBeVisible();
  await panel.getByRole('button', { name: 'Approve Expense' }).click();
  await expect(admin.getByText('Transaction Approved').first()).toBeVisible();
  panel = await openTransaction(admin, customerId, 'view-expenses');
  await panel.getByRole('button', { name: 'Mark as Done' }).click();
  await expect(admin.getByText('Transaction Done').first()).toBeVisible();

  // Both print it: an A4 PDF from the server.
  panel = await openTransaction(admin, customerId, 'view-expenses');
  await expectPdf(admin, await panel.getByRole('link', { name: 'Print Transaction' }).getAttribute('href'));
  const cmPanel = await openTransaction(cm, customerId, 'view-expenses');
  await expectPdf(cm, await cmPanel.getByRole('link', { name: 'Print Transaction' }).getAttribute('href'));

  // The admin exports the aggregate's done card and sees WIOA Adult's balance go down by the expense.
  await admin.goto('/transactions');
  await admin.getByRole('button', { name: /View 'Done' Transactions/ }).click();
  await expect(admin.getByRole('cell', { name: 'Noah Begay' }).first()).toBeVisible();
  await expectAccessible(admin);
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Aggregate-Expense-List.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain(title);
  expect(await availableForAdult(admin)).toBe(availableBefore - 2400);

  // On a phone: the customer's funding page opens the detail on its own screen; the aggregate reads at 390 px.
  await cm.setViewportSize({ width: 390, height: 844 });
  await cm.goto(`/transactions/${customerId}?status=view-expenses`);
  await cm.getByRole('button', { name: new RegExp(`#\\d+ ${title}`) }).click();
  await expect(cm.getByRole('region', { name: new RegExp(`#\\d+ ${title}`) })).toBeVisible();
  await expectAccessible(cm);
  expect(await cm.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/transactions');
  await expect(admin.getByRole('heading', { name: 'Aggregate Transactions' })).toBeVisible();
  await expectAccessible(admin);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
