import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { clusterTexts, experienceMessages, myCareerPaths, myCareerTexts, skillsSurveyTexts } from '@portal/contracts';
import { demoLogins } from '@portal/db/seed';
import { expectAccessible, signIn } from './support.ts';

// The machine running the journeys is shared and slow: pages and their chunks get more time than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

const newCustomer = demoLogins.find((login) => login.role === 'New customer')!;

/** The recompute runs as a background job; the page polls every 10 s, so allow a few polls. */
const recomputeTimeout = 90_000;

async function tickStep(page: Page, step: number, options: string[], total = 8) {
  await expect(page.getByText(`Step ${step} of ${total}`)).toBeVisible();
  for (const option of options) await page.getByRole('checkbox', { name: option, exact: true }).check();
  if (step < total) await page.getByRole('button', { name: clusterTexts.next }).click();
}

/** Rates every skill of the current step: the named ones 'Very well', the rest 'A little'. */
async function rateStep(page: Page, step: number, total: number, strong: string[]) {
  await expect(page.getByText(`Step ${step} of ${total}`)).toBeVisible();
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  for (let index = 0; index < count; index++) {
    await groups.nth(index).getByRole('radio', { name: 'A little', exact: true }).check();
  }
  // Each rating group is named by its skill.
  for (const skill of strong) {
    const group = page.getByRole('radiogroup', { name: new RegExp(`^${skill}\\b`) });
    if ((await group.count()) > 0) await group.getByRole('radio', { name: 'Very well', exact: true }).check();
  }
  await page.getByRole('button', { name: step < total ? clusterTexts.next : clusterTexts.submit }).click();
}

async function waitForRecompute(page: Page) {
  // The server's word first: a page that has just opened may not have asked for the status yet, so 'calculating'
  // being absent proves nothing, and the new scores would arrive (and reorder the cards) after the next step began.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(myCareerPaths.completion);
        return response.ok() ? ((await response.json()) as { data: { matches: boolean } }).data.matches : undefined;
      },
      { timeout: recomputeTimeout, intervals: [1_000] },
    )
    .toBe(true);
  // Then the page: its own poll sees the new scores and loads them; polling ends when they are in.
  await expect(page.getByText(myCareerTexts.calculating)).toHaveCount(0, { timeout: recomputeTimeout });
  await page.waitForLoadState('networkidle');
}

const cards = (page: Page): Locator =>
  page.getByRole('region', { name: 'Recommended opportunities' }).getByRole('article');

test('a new customer sees the banner, takes both surveys, adds a job, and watches the matches change and explain themselves', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, newCustomer.url, newCustomer.email, newCustomer.password);
  // A customer lands on their home (#24); My Career is one link away.
  await expect(page).toHaveURL(/\/customer-portal$/);
  await page.goto('/customer-portal/my-career');
  await expect(page.getByRole('heading', { level: 1, name: myCareerTexts.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: myCareerTexts.heading })).toBeVisible();

  // Nothing entered: the banner, the cards to start with, example matches with ribbons on the first 3.
  const startSurvey = page.getByRole('link', { name: myCareerTexts.startSurvey });
  await expect(startSurvey).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Work' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().getByText('1st match')).toBeVisible();
  await expect(cards(page).nth(2).getByText('3rd match')).toBeVisible();
  await expect(
    cards(page)
      .nth(3)
      .getByText(/\d(st|nd|rd|th) match$/),
  ).toHaveCount(0);
  await expectAccessible(page);

  // The career-cluster survey, from the banner: health care.
  await startSurvey.click();
  await expect(page).toHaveURL(/\/customer-portal\/career-cluster\/survey$/);
  await tickStep(page, 1, ['Take care of someone who is sick or hurt']);
  await tickStep(page, 2, ['Learn first aid or CPR']);
  await tickStep(page, 3, ['Read about medicine, illness or the human body']);
  await tickStep(page, 4, []);
  await tickStep(page, 5, ['I am caring toward people who are unwell', 'I stay steady under pressure']);
  await tickStep(page, 6, []);
  await tickStep(page, 7, ['Anatomy and physiology']);
  await tickStep(page, 8, []);
  await page.getByRole('button', { name: clusterTexts.submit }).click();
  await expect(page).toHaveURL(/\/customer-portal\/career-cluster\/result$/);

  // Back on My Career: the banner is gone and the cluster card reads 'Update Answers'.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Career' }).click();
  await expect(page.getByRole('link', { name: myCareerTexts.updateAnswers })).toBeVisible();
  await expect(page.getByRole('link', { name: myCareerTexts.startSurvey })).toHaveCount(0);
  await waitForRecompute(page);

  // The skills survey (its card reads 'Retake Survey' even before it is taken, spec 4): five steps, each skill rated.
  await page.getByRole('link', { name: myCareerTexts.retakeSurvey }).click();
  await expect(page).toHaveURL(/\/customer-portal\/pairin\/survey$/);
  await expect(page.getByRole('heading', { level: 1, name: skillsSurveyTexts.title })).toBeVisible();
  // Next without a rating: the schema's message, and the step stays.
  await page.getByRole('button', { name: clusterTexts.next }).click();
  await expect(page.getByText(skillsSurveyTexts.ratingRequired).first()).toBeVisible();
  await expectAccessible(page);
  const strong = [
    'Listening',
    'Speaking',
    'Checking your own work',
    'Reading people',
    'Helping people',
    'Working as a team',
  ];
  for (let step = 1; step <= 5; step++) await rateStep(page, step, 5, strong);
  await expect(page).toHaveURL(/\/customer-portal\/pairin\/result$/);
  const strengths = page.getByRole('region', { name: skillsSurveyTexts.strengths });
  await expect(strengths.getByRole('article', { name: 'Helping people' })).toBeVisible();
  await expect(strengths.getByRole('article').first().getByRole('link').first()).toBeVisible();
  await expect(page.getByText(skillsSurveyTexts.credit)).toBeVisible();
  await expectAccessible(page);

  // My Career again: both surveys done. Remember the explanation of the best match before the job.
  await page.getByRole('link', { name: 'See your matches' }).click();
  await expect(page.getByRole('link', { name: myCareerTexts.retakeSurvey })).toBeVisible();
  await waitForRecompute(page);
  const first = cards(page).first();
  await first.getByRole('button', { name: 'Why it matches', exact: true }).click();
  await expect(first.getByRole('progressbar', { name: 'Work History: not given yet' })).toBeVisible();
  await expect(first.getByRole('progressbar', { name: /^Skills survey: adds \d+%$/ })).toBeVisible();
  await first.getByRole('button', { name: 'Hide why it matches', exact: true }).click();
  await expect(first.getByRole('progressbar', { name: 'Work History: not given yet' })).toBeHidden();

  // Work History: a nursing assistant job, through the profile's own form in the dialog.
  await page.getByRole('button', { name: 'Add Work' }).click();
  const dialog = page.getByRole('dialog', { name: 'Work History' });
  const jobs = dialog.getByRole('region', { name: 'Job Experiences' });
  await expect(jobs.getByText(experienceMessages.emptyJobs)).toBeVisible();
  await jobs.getByLabel('Job Title').fill('Nursing Assistant');
  await jobs.getByLabel('Company Name').fill('Aurora Care Center');
  await jobs.getByRole('combobox', { name: 'Start Month' }).click();
  await page.getByRole('option', { name: 'March' }).click();
  await jobs.getByRole('combobox', { name: 'Start Year' }).click();
  await page.getByRole('option', { name: '2021' }).click();
  await jobs.getByLabel('Current Role').check();
  await jobs.getByLabel('Accomplishments').fill('Cared for 12 residents a shift');
  await jobs.getByLabel('Accomplishments').press('Enter');
  await jobs.getByRole('button', { name: 'Add', exact: true }).last().click();
  await expect(page.getByText(experienceMessages.jobCreated)).toBeVisible();
  await expect(jobs.getByRole('row', { name: /Nursing Assistant/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The job starts a recompute: the page says so, keeps the old scores, and polls until the new ones are in.
  await expect(page.getByRole('button', { name: 'Update Work' })).toBeVisible();
  await waitForRecompute(page);
  const top3 = await cards(page).locator('h3').allTextContents();
  expect(top3.slice(0, 3).some((title) => /Nurs/.test(title))).toBe(true);
  const best = cards(page).first();
  await best.getByRole('button', { name: 'Why it matches', exact: true }).click();
  await expect(best.getByRole('progressbar', { name: /^Work History: adds \d+%$/ })).toBeVisible();
  await expect(best.getByText(/match \(\d+%\)$/)).toBeVisible();

  // The detail page explains the same match.
  await best.getByRole('link', { name: /^Learn More about/ }).click();
  const match = page.getByRole('region', { name: 'Your match' });
  await expect(match.getByRole('progressbar', { name: /^Work History: adds \d+%$/ })).toBeVisible();
  await expectAccessible(page);

  // The finder sorts by best match for this customer and shows the badges.
  await page.goto('/customer-portal/occupations');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Best match');
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/match \(\d+%\)$/),
  ).toBeVisible();

  // On a phone: the page fits 390 px and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customer-portal/my-career');
  await expect(cards(page).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
