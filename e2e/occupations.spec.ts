import { expect, test } from '@playwright/test';
import { occupationMessages, onetAttribution } from '@portal/contracts';
import { customerLogin, expectAccessible, signIn } from './support.ts';

test('a customer searches occupations with filters, opens one and saves it', async ({ page }) => {
  await signIn(page, '/customer-portal/login', customerLogin.email, customerLogin.password);
  // A customer lands on their home after signing in (#24).
  await expect(page).toHaveURL(/\/customer-portal$/);

  await page.goto('/customer-portal/occupations');
  await expect(page.getByRole('heading', { level: 1, name: 'Occupation Finder' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  // Keyword (debounced) and a salary bucket; both land in the URL.
  await page.getByRole('textbox', { name: 'Keyword' }).fill('electrician');
  await expect(page).toHaveURL(/keyword=electrician/);
  const electricians = page.getByRole('article', { name: 'Electricians' });
  await expect(electricians).toBeVisible();
  await page.getByRole('combobox', { name: 'Salary' }).click();
  await page.getByRole('option', { name: '$60,001 to $90,000' }).click();
  await expect(page).toHaveURL(/salary=60001-90000/);
  await expect(electricians).toContainText('$62,350');

  // A typo still finds it; a cluster preselected from the URL narrows the list.
  await page.goto('/customer-portal/occupations?keyword=electrican&cluster=2');
  await expect(page.getByRole('article', { name: 'Electricians' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Keyword' })).toHaveValue('electrican');

  // Nothing matches: the spec's message.
  await page.goto('/customer-portal/occupations?keyword=zzqxjv');
  await expect(page.getByText(occupationMessages.empty)).toBeVisible();

  // Open the detail page.
  await page.goto('/customer-portal/occupations?keyword=electrician');
  await page.getByRole('link', { name: 'Learn More about Electricians' }).click();
  await expect(page).toHaveURL(/\/customer-portal\/occupation\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Electricians' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Education' })).toContainText('of 5:');
  await expect(page.getByRole('region', { name: 'Salary' })).toContainText('$62,350');
  await expect(page.getByRole('region', { name: 'Job Outlook' })).toContainText('Bright');
  await expect(page.getByRole('link', { name: 'Find education / training' })).toHaveAttribute(
    'href',
    '/customer-portal/educational-programs?searchText=Electricians',
  );
  await expectAccessible(page);

  // Save it: the toggle shows saved once the server answered, and the saved filter lists it.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/customer-portal/occupations?saved=1');
  const saved = page.getByRole('article', { name: 'Electricians' });
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Save Electricians' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('switch', { name: 'Saved only' })).toBeChecked();
});

test('the About page with the credits is public and accessible', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
  await expect(page.getByText(onetAttribution)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GeoNames' })).toBeVisible();
  await expectAccessible(page);
});
