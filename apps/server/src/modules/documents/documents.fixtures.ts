import { Readable } from 'node:stream';
import type { AppInstance } from '../../platform/app-instance.ts';
import { insertDocument } from './repository.ts';
import { storedFileName } from './stored-name.ts';

/** Test bytes whose magic numbers file-type recognises. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const sampleCsv = Buffer.from('name,city\nJordan,Denver\n');

/** A stored document of a customer, created directly (for access tests that need one). */
export async function createStoredDocument(
  app: AppInstance,
  values: { customerId: number | null; creatorGuard?: 'customer' | 'staff'; creatorUserId?: number },
) {
  const path = `document/${storedFileName('pdf')}`;
  await app.storage.putStream(path, Readable.from([samplePdf]), { maxBytes: samplePdf.length });
  return insertDocument(app.db, {
    name: 'Resume',
    originalFilename: 'résumé "final".pdf',
    path,
    size: samplePdf.length,
    mime: 'application/pdf',
    customerId: values.customerId,
    creatorGuard: values.creatorGuard ?? 'customer',
    creatorUserId: values.creatorUserId ?? values.customerId ?? 0,
  });
}
