import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  authPaths,
  jobBoardMessages,
  jobBoardPaths,
  jobPostPaths,
  type JobBoardPost,
  type JobBoardSearchResponse,
} from '@portal/contracts';
import { demoLogins } from '@portal/db/seed';
import { customerLogin, expectAccessible, signIn } from './support.ts';

const agencyAdmin = demoLogins.find((login) => login.role === 'Agency admin')!;

/** A demo post the journey can follow: on-site, with an apply link and no contact email (Apply opens the link). */
async function pickPost(request: APIRequestContext): Promise<JobBoardPost> {
  const response = await request.get(`${jobBoardPaths.search}?address=80204&radius=25&remote=0`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as JobBoardSearchResponse;
  const post = data.find((item) => item.contact_email === null && item.occupation !== null);
  expect(post, 'a demo post near Denver without a contact email').toBeDefined();
  return post!;
}

/** Staff send the post back to draft through the staff API (what the published/draft toggle calls). */
async function draftAsStaff(request: APIRequestContext, post: JobBoardPost) {
  const { token } = (await (await request.get(authPaths.csrfToken)).json()) as { token: string };
  const login = await request.post(authPaths.staffLogin, {
    data: { email: agencyAdmin.email, password: agencyAdmin.password },
    headers: { 'x-csrf-token': token },
  });
  expect(login.status()).toBe(200);
  const fresh = (await (await request.get(authPaths.csrfToken)).json()) as { token: string };
  const path = jobPostPaths.status.replace(':id', String(post.employer.id)).replace(':postId', String(post.id));
  const response = await request.put(path, { data: { status: 'draft' }, headers: { 'x-csrf-token': fresh.token } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a customer finds a post from an occupation page, applies, and the post leaves the board once drafted', async ({
  page,
  context,
  browser,
}) => {
  const post = await pickPost(page.request);
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24).
  await expect(page).toHaveURL(/\/customer-portal$/);

  // 'Find open positions' on the occupation page opens our board filtered to the occupation.
  await page.goto(`/customer-portal/occupation/${post.occupation!.id}`);
  await page.getByRole('link', { name: 'Find open positions' }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-portal/job-board\\?occupation=${post.occupation!.id}$`));
  await expect(page.getByText(`Open positions for ${post.occupation!.name}`)).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: post.title, exact: true }) });
  await expect(card.first()).toBeVisible();
  await expect(card.first()).toContainText(post.employer.company_name);
  await expect(card.first()).toContainText(/\/ (hour|year)/);
  await expectAccessible(page);

  // The detail view: summary card with Apply, 'Job Details' / 'Summary', Apply at the bottom.
  await card.first().getByRole('link', { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customer-portal/job-board/${post.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: jobBoardMessages.detailsHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: jobBoardMessages.summaryHeading })).toBeVisible();
  const applyButtons = page.getByRole('button', { name: jobBoardMessages.apply });
  await expect(applyButtons).toHaveCount(2);
  // The JobPosting JSON-LD is the server's, in the HTML of the post's public page (crawlers read no JavaScript).
  const html = await (await page.request.get(`/job-board/${post.id}`, { headers: { accept: 'text/html' } })).text();
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  expect(script, 'JobPosting JSON-LD in the public page').not.toBeNull();
  const jsonLd = JSON.parse(script![1]!) as unknown;
  expect(jsonLd).toMatchObject({
    '@type': 'JobPosting',
    title: post.title,
    hiringOrganization: { name: post.employer.company_name },
  });
  await expectAccessible(page);

  // Apply: the click is recorded (204) and the apply link opens in a new tab.
  await context.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({ body: 'Apply here', contentType: 'text/plain' }),
  );
  const recorded = page.waitForResponse((response) => response.url().includes(`/apply-click/${post.id}`));
  const popup = page.waitForEvent('popup');
  await applyButtons.last().click();
  expect((await recorded).status()).toBe(204);
  expect((await popup).url()).toBe(post.apply_link);

  // Back to Search Results goes back in the browser history.
  await page.getByRole('link', { name: jobBoardMessages.backToResults }).click();
  await expect(page).toHaveURL(/\/customer-portal\/job-board\?occupation=/);

  // Staff send the post back to draft: it leaves the board and its page says it is gone.
  const staff = await browser.newContext();
  await draftAsStaff(staff.request, post);
  await staff.close();
  await page.reload();
  await expect(page.getByText(`Open positions for ${post.occupation!.name}`)).toBeVisible();
  await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveCount(0);
  await page.goto(`/customer-portal/job-board/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: jobBoardMessages.notFoundTitle })).toBeVisible();
});

test('a guest browses the public board at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job-board');
  await expect(page.getByRole('heading', { level: 1, name: jobBoardMessages.title })).toBeVisible();
  await page.getByRole('textbox', { name: 'Keyword' }).fill('nurse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/keyword=nurse/);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll).toBe(true);
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/job-board\/\d+$/);
  await expect(page.getByRole('heading', { name: jobBoardMessages.detailsHeading })).toBeVisible();
  await expectAccessible(page);
});
