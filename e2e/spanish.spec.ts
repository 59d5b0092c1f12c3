import { expect, test, type Page } from '@playwright/test';
import { customerLogin, expectAccessible, signIn } from './support.ts';

/** Whatever the header shows lies inside it and inside the screen (layout.spec.ts checks the English header). */
async function headerOverflow(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const bounds = header.getBoundingClientRect();
    const right = Math.min(bounds.right, window.innerWidth);
    const outside: string[] = [];
    for (const element of header.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (
        box.top < bounds.top ||
        box.bottom > bounds.bottom ||
        box.left < Math.max(bounds.left, 0) ||
        box.right > right
      )
        outside.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return outside;
  });
}

/** Issue #24, "Spanish": the participant portal in English and Spanish, the choice remembered. */
test('the demo customer switches to Spanish, sees the portal in Spanish, and it is remembered after a reload', async ({
  page,
}) => {
  // Each page's first load on a busy machine; axe at two widths.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  await expect(page).toHaveURL(/\/customer-portal$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/customer-portal/job-board');
  // The first visit loads the page's chunk: on a busy machine that can take more than the default 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible({ timeout: 45_000 });
  await page.getByRole('button', { name: 'Español' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Mi carrera' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  // Dates and counts in the cards for Spanish: "Publicado el dd/mm/aaaa".
  await expect(page.getByText(/^Publicado el \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expectAccessible(page);

  // The longer Spanish labels (and Metas, with the outcomes feature on) still fit the header on laptops.
  await expect(nav.getByRole('link', { name: 'Metas' })).toBeVisible();
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await headerOverflow(page), `the Spanish header at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Signed in, the choice is stored on the account too: the account page shows it (and the mails follow it).
  await page.goto('/customer-portal/profile/account');
  const language = page.getByRole('radiogroup', { name: 'Idioma del portal y de nuestros correos' });
  await expect(language.getByRole('radio', { name: 'Español' })).toBeChecked({ timeout: 45_000 });
  await page.goto('/customer-portal/job-board');

  // Remembered: a reload (and a fresh page of the portal) stays in Spanish.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /^Acerca de / })).toBeVisible();
  await expectAccessible(page);

  // A phone: the folded menu in Spanish.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/customer-portal/job-board');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible();
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('link', { name: 'Buscador de recursos 211' })).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Back to English, also remembered.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Board' })).toBeVisible();
});

test('a guest whose browser prefers Spanish gets the guest pages in Spanish; the staff sign-in stays English', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  await page.goto('/job-board');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible({ timeout: 45_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsa de trabajo' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/customer-portal/login');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inicie sesión en el Portal del participante' }),
  ).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  await expectAccessible(page);
  // The server's refusal, in English on the wire, reads in Spanish: the English catalogue it is looked up in is
  // fetched with the Spanish one, not with the first page.
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('not the password 1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Estas credenciales no coinciden con nuestros registros.')).toBeVisible();

  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Email')).toBeVisible();
  await context.close();
});
