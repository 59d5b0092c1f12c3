import { expect, test, type Page } from '@playwright/test';
import { jobBoardMessages, jobBoardPaths, type JobBoardPost } from '@portal/contracts';
import { caseManagerLogin, customerLogin, expectAccessible, signIn } from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

test('a case manager creates an employer with a location and a contact, uploads a document, posts a job and publishes it; a customer finds it and applies; drafted, it leaves the board', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const company = `Juniper Ridge Outfitters ${Date.now()}`;
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

  // The list: the demo employers of the case manager's location, searchable.
  await page.getByRole('link', { name: 'Employer Records' }).first().click();
  await expect(page.getByRole('heading', { name: 'Employer Records', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mile High Regional Health' })).toBeVisible();
  await expectAccessible(page);

  // The employer form: the spec's messages from the shared schema, then a valid record.
  await page.getByRole('link', { name: 'Create Employer Record' }).click();
  await expect(page.getByRole('heading', { name: 'Create Employer Record', level: 1 })).toBeVisible();
  await page.getByLabel('FEIN').fill('12ab');
  await page.getByRole('button', { name: 'Create Employer' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('FEIN should be exactly 9 characters')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('FEIN').fill('840000999');
  await page.getByLabel('Website').fill('https://juniperridge.example');
  // Hosting apprenticeships swaps the "future" question for the type list.
  await page
    .getByRole('radiogroup', { name: /currently host Registered Apprenticeships/ })
    .getByLabel('Yes')
    .check();
  await expect(page.getByText('Would the company host Registered Apprenticeships in the future?')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add apprenticeship type' }).click();
  await page.getByLabel('Apprenticeship type 1').fill('Outdoor Guide');
  await page.getByRole('button', { name: 'Create Employer' }).click();

  // Locations: created employers land here.
  // Each screen is its own chunk; on a loaded machine the first visit can take a while.
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Add Location' }).click();
  await page.getByLabel('Label').fill('Flagship Store');
  await page.getByLabel('Address').fill('1750 Wewatta St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('County').fill('Denver');
  await page.getByLabel('Zip code').fill('80202');
  await page.getByLabel('Phone').fill('(303) 555-0177');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Location' }).click();
  await expect(page.getByText('Employer location added successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Flagship Store' })).toBeVisible();

  // A contact, then the same email again: the spec's duplicate message.
  await page.getByRole('link', { name: 'Users' }).first().click();
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByRole('radiogroup', { name: 'Primary contact' }).getByLabel('Yes').check();
  await page.getByLabel('Name').fill('Avery Stone');
  await page.getByLabel('Title').fill('Store Manager');
  const email = `avery.${Date.now()}@juniperridge.example`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('(303) 555-0178');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add User' }).click();
  await page.getByRole('radiogroup', { name: 'Primary contact' }).getByLabel('No').check();
  await page.getByLabel('Name').fill('Avery Twin');
  await page.getByLabel('Title').fill('Clerk');
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Phone').fill('(303) 555-0179');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('Email already in use. Please enter a different email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // Documents: the empty state, then an upload through the signed URL.
  await page.getByRole('link', { name: company }).click();
  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page.getByText('Use the Upload Documents button to get started.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'hiring-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document(s) uploaded successfully.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hiring-agreement.pdf' })).toBeVisible();
  await expectAccessible(page);

  // A job post: created as a draft, then published with the toggle.
  await page.getByRole('link', { name: 'Job Posts' }).first().click();
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Apply link is required')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Send to NLX' }).getByLabel('Yes').check();
  await expect(page.getByText(/Queued for the NLX job feed\. Nothing is sent from here/)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Remote' }).getByLabel('No').check();
  const title = `Retail Sales Associate ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('O*NET code').fill('41-2031.00');
  await choose(page, 'Industry', 'Retail Trade');
  await choose(page, 'Position type', 'Permanent');
  await page.getByLabel('Minimum salary').fill('18');
  await page.getByLabel('Maximum salary').fill('22');
  await choose(page, 'Pay unit', 'Hour');
  await choose(page, 'Minimum education level', 'High School Diploma or GED');
  await page.getByLabel('Hours per week').fill('36');
  await page.getByLabel('Apply link').fill('https://juniperridge.example/jobs/sales');
  await page.getByLabel('Description').fill('Help customers pick the right gear for their next trip.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Posts', level: 1 })).toBeVisible({ timeout: 30_000 });

  // Not on the board without a place: publishing a post with no location and not remote says why (issue #23).
  await page.getByRole('switch', { name: `${title}: Draft` }).click();
  await expect(page.getByText('Please select a location or choose Remote to publish this job')).toBeVisible();
  await expect(page.getByRole('switch', { name: `${title}: Draft` })).not.toBeChecked();

  // The post's locations: add the store.
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: 'Locations' })
    .click();
  await page.getByRole('button', { name: 'Add Selected' }).click();
  await expect(page.getByText('Please select some locations to add')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Flagship Store' }).check();
  await page.getByRole('button', { name: 'Add Selected' }).click();
  await expect(page.getByText('Locations added to the job post')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Job Posts' }).click();
  const toggle = page.getByRole('switch', { name: `${title}: Draft` });
  await toggle.click();
  await expect(page.getByRole('switch', { name: `${title}: Published` })).toBeChecked();
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('Queued for the NLX job feed'),
  ).toBeVisible();
  await expectAccessible(page);

  // Published: 'View on job board' opens the post's public page in a new tab.
  const viewOnBoard = page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('link', { name: `View ${title} on the job board (opens in a new tab)` });
  const publicTab = page.waitForEvent('popup');
  await viewOnBoard.click();
  const publicPage = await publicTab;
  await expect(publicPage.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const postId = Number(new URL(publicPage.url()).pathname.split('/').pop());
  await publicPage.close();

  // A customer finds the post from the occupation's page, opens it and clicks Apply.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const detail = await customer.request.get(jobBoardPaths.detail(postId));
  expect(detail.status()).toBe(200);
  const post = (await detail.json()) as JobBoardPost;
  expect(post.occupation, 'the post’s O*NET code names a catalogue occupation').not.toBeNull();
  await signIn(customer, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await expect(customer).toHaveURL(/\/customer-portal$/);
  await customer.goto(`/customer-portal/occupation/${post.occupation!.id}`);
  await customer.getByRole('link', { name: 'Find open positions' }).click();
  await expect(customer.getByText(`Open positions for ${post.occupation!.name}`)).toBeVisible({ timeout: 30_000 });
  const card = customer.getByRole('article').filter({ has: customer.getByRole('link', { name: title, exact: true }) });
  await expect(card).toContainText(company);
  await expectAccessible(customer);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(customer);
  await customerContext.route(/^https:\/\/juniperridge\.example\//, (route) =>
    route.fulfill({ body: 'Apply here', contentType: 'text/plain' }),
  );
  const recorded = customer.waitForResponse((response) => response.url().includes(`/apply-click/${postId}`));
  const applyTab = customer.waitForEvent('popup');
  await customer.getByRole('button', { name: jobBoardMessages.apply }).last().click();
  expect((await recorded).status()).toBe(204);
  expect((await applyTab).url()).toBe('https://juniperridge.example/jobs/sales');

  // Back to draft: the link to the board goes, and the post leaves the customer's board.
  await page.getByRole('switch', { name: `${title}: Published` }).click();
  await expect(page.getByRole('switch', { name: `${title}: Draft` })).not.toBeChecked();
  await expect(viewOnBoard).toHaveCount(0);
  await customer.getByRole('link', { name: jobBoardMessages.backToResults }).click();
  await expect(customer.getByText(`Open positions for ${post.occupation!.name}`)).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(`Open positions for ${post.occupation!.name}`)).toBeVisible({ timeout: 30_000 });
  await expect(customer.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  await customerContext.close();
});

test('the employer screens work on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/login', caseManagerLogin.email, caseManagerLogin.password);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible({ timeout: 30_000 });
  await page.goto('/employer-records');
  await expect(page.getByRole('heading', { name: 'Employer Records', level: 1 })).toBeVisible({ timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
