import { expect, test, type Page } from '@playwright/test';
import { jobBoardMessages } from '@portal/contracts';
import { customerLogin, signIn } from './support.ts';

// Parts whose code arrives after the first paint (ADR 0051) keep what a person did in the meantime: a click, a key or the
// focus is never lost when their code comes in. Each journey holds that code back, as a slow phone network would.

/** Holds the named chunk's download until `release` is called (routing in Playwright bypasses the HTTP cache). */
async function holdChunk(page: Page, name: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unrouteAll();
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { release, arrived: () => page.waitForResponse(new RegExp(`/assets/${name}-[^/]+\\.js$`)) };
}

test('a list clicked, or opened from the keyboard, before its code arrives opens when the code does', async ({
  page,
}) => {
  let gate = await holdChunk(page, 'laterSelects');
  // The job board's lists mount once used (LaterSelect's mountWhenUsed): until then each is a collapsed combobox of
  // the same name, drawn without Mantine's code.
  const list = (name: string) => page.getByRole('combobox', { name, exact: true });
  const standIn = list;

  await page.goto('/job-board');
  await expect(page.getByRole('heading', { level: 1, name: jobBoardMessages.title })).toBeVisible();
  await standIn('Remote').click();
  gate.release();
  await page.getByRole('option', { name: 'Remote only' }).click();
  await expect(list('Remote')).toHaveValue('Remote only');

  // A fresh page holds the code back again; this time the keyboard asks for the list.
  gate = await holdChunk(page, 'laterSelects');
  await page.reload();
  await standIn('Radius').focus();
  await page.keyboard.press('ArrowDown');
  gate.release();
  await expect(page.getByRole('option', { name: '50 miles' })).toBeVisible();
  await expect(list('Radius')).toBeFocused();

  // Nothing held back: a press on a list that has waited to be used opens it, and the choice is kept.
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: jobBoardMessages.title })).toBeVisible();
  await list('Remote').click();
  await page.getByRole('option', { name: 'Remote only' }).click();
  await expect(list('Remote')).toHaveValue('Remote only');
});

test('a save button hovered and focused before the code of its hover label arrives keeps the focus, and shows its label once the code is in', async ({
  page,
}) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await expect(page).toHaveURL(/\/customer-portal$/);
  const gate = await holdChunk(page, 'laterTooltip');
  await page.goto('/customer-portal/occupations');
  const saveButtons = page.getByRole('article').getByRole('button', { name: /^Save / });
  await saveButtons.first().focus();
  await saveButtons.first().hover();
  await expect(saveButtons.first()).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  const arrived = gate.arrived();
  gate.release();
  await arrived;
  // The label is drawn beside its button, which is never replaced: the focus stays where it was.
  await expect(page.getByRole('tooltip', { name: 'Save' })).toBeVisible();
  await expect(saveButtons.first()).toHaveAccessibleDescription('Save');
  await expect(saveButtons.first()).toBeFocused();

  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await saveButtons.nth(1).hover();
  await expect(page.getByRole('tooltip', { name: 'Save' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(saveButtons.first()).toBeFocused();
});
