import { expect, test } from '@playwright/test';
import {
  customerDocumentMessages,
  customerDocumentPaths,
  documentPaths,
  downloadPageMessages,
  uploadMessages,
  uploadPurposes,
} from '@portal/contracts';
import { demoPassword, documentsDemoCaseManagerEmail, documentsDemoCustomer } from '@portal/db/seed';
import { expectAccessible, signIn } from './support.ts';

// A real PDF header: the server checks magic bytes against the extension. A per-run name keeps reruns apart.
const resume = {
  name: `nadia-resume-${Date.now()}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
};
const wrongType = customerDocumentMessages.wrongType([...uploadPurposes.document]);

test('a customer uploads a document, sees and downloads it; a case manager sees it on the record and records one on file', async ({
  page,
}) => {
  await signIn(page, '/customer-portal/login', documentsDemoCustomer.email, demoPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();
  const widget = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(widget.getByText(/Last updated \w+ \d{4}/)).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your documents' });
  await expect(mine.getByText('Identification (on file)')).toBeVisible();
  await expectAccessible(page);

  // The uploader: a type the server does not allow is refused with the spec's alert; the customer has no on-file box.
  const uploader = page.getByRole('region', { name: 'Upload Documents' });
  await expect(uploader.getByLabel(customerDocumentMessages.onFileLabel)).toHaveCount(0);
  const files = uploader.locator('input[type="file"]');
  await files.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(uploader.getByRole('alert')).toHaveText(wrongType);
  await uploader.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Resume' });
  await files.setInputFiles(resume);
  // A chosen file shows the input's clear button, which must have a name (axe button-name).
  await expect(uploader.getByRole('button', { name: 'Clear files' })).toBeVisible();
  await expectAccessible(page);
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(customerDocumentMessages.uploaded)).toBeVisible();
  const link = mine.getByRole('link', { name: resume.name });
  await expect(link).toBeVisible();
  await expect(widget.getByRole('link', { name: resume.name })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(resume.name);
  await expectAccessible(page);

  // A phone: the page and its table fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(mine.getByRole('link', { name: resume.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The case manager of her location finds her record and sees the upload there.
  await page.context().clearCookies();
  await signIn(page, '/login', documentsDemoCaseManagerEmail, demoPassword);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.goto('/customers?search_type=name&query=nadia%20petrov');
  await page.getByRole('table').getByRole('link', { name: 'Petrov' }).click();
  await expect(page).toHaveURL(/\/workflows\/customer-information\/\d+$/);
  const panel = page.getByRole('region', { name: 'Customer documents' });
  await expect(panel.getByRole('link', { name: resume.name }).first()).toBeVisible();
  await expectAccessible(page);

  // An on-file document: the checkbox hides the file input and asks for a location.
  await panel.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Proof of Income' });
  await expect(dialog.getByRole('button', { name: /Files/ })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles(resume);
  await expect(dialog.getByRole('button', { name: 'Clear files' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(customerDocumentMessages.onFileLabel).check();
  await expect(dialog.getByRole('button', { name: /Files/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Aurora Workforce Center' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(customerDocumentMessages.uploaded)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = panel.getByRole('row').filter({ hasText: 'Proof of Income (on file)' }).first();
  await expect(row).toContainText('On file at Aurora Workforce Center');
  await expectAccessible(page);
});

test('an on-file document has no download link; a download that cannot be served shows the portal page; a mislabelled file says what is wrong', async ({
  page,
}) => {
  await signIn(page, '/customer-portal/login', documentsDemoCustomer.email, demoPassword);
  await page.goto('/customer-portal/documents');
  const widget = page.getByRole('region', { name: 'Documents', exact: true });
  const mine = page.getByRole('region', { name: 'Your documents' });
  await expect(mine.getByText('Identification (on file)')).toBeVisible();
  await expect(widget.getByText('Identification (on file)')).toBeVisible();
  await expect(page.getByRole('link', { name: /\(on file\)/ })).toHaveCount(0);

  // The on-file document's download URL opened anyway (an old bookmark): the portal's page says why, not JSON.
  const list = (await (await page.request.get(`${customerDocumentPaths.mine}?page=1&perPage=50`)).json()) as {
    data: Array<{ id: number; is_on_file: boolean }>;
  };
  const onFile = list.data.find((document) => document.is_on_file)!;
  await page.goto(documentPaths.download(onFile.id));
  await expect(page).toHaveURL(`/customer-portal/documents/${onFile.id}/download?problem=on-file`);
  await expect(page.getByRole('heading', { level: 1, name: downloadPageMessages.title })).toBeVisible();
  await expect(page.getByText(downloadPageMessages.problems['on-file'])).toBeVisible();
  await expectAccessible(page);

  await page.goto(documentPaths.download(2_000_000_000));
  await expect(page.getByText(downloadPageMessages.problems['not-found'])).toBeVisible();
  await page.getByRole('link', { name: downloadPageMessages.backToDocuments }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Documents' })).toBeVisible();

  // PNG bytes named .pdf: the message names the file and what it is not.
  const uploader = page.getByRole('region', { name: 'Upload Documents' });
  await uploader.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Other' });
  await uploader.locator('input[type="file"]').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  });
  await uploader.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(uploadMessages.contentMismatch('photo.pdf', 'pdf'))).toBeVisible();
  await expectAccessible(page);
});
