import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { UploadTooLargeError } from '../../platform/storage/storage.ts';
import { signUpload, verifyUploadSignature } from '../../platform/storage/upload-signature.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { sampleCsv, samplePdf, samplePng } from './documents.fixtures.ts';
import { extensionOf, verifyContent } from './file-content.ts';
import { storagePathPattern, storedFileName } from './stored-name.ts';

const root = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
const storage = new LocalStorage(root, 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function store(key: string, bytes: Buffer) {
  await storage.putStream(key, Readable.from([bytes]), { maxBytes: 10_000_000 });
  return bytes.length;
}

describe('attachmentDisposition', () => {
  it.each([
    ['report.pdf', `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ['résumé.pdf', `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`],
    [
      'a "quoted"; name.pdf',
      `attachment; filename="a _quoted_; name.pdf"; filename*=UTF-8''a%20%22quoted%22%3B%20name.pdf`,
    ],
    ["it's (1).pdf", `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`],
    [
      'evil\r\nSet-Cookie: x=1.pdf',
      `attachment; filename="evilSet-Cookie: x=1.pdf"; filename*=UTF-8''evilSet-Cookie%3A%20x%3D1.pdf`,
    ],
    ['履歴書.docx', `attachment; filename="___.docx"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.docx`],
  ])('%s', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});

describe('upload signatures', () => {
  const future = Math.floor(Date.now() / 1000) + 60;
  it('verifies only the signed path and expiry with the same secret', () => {
    const signature = signUpload('s1', 'document/a.pdf', future);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future, signature)).toBe(true);
    expect(verifyUploadSignature('s2', 'document/a.pdf', future, signature)).toBe(false);
    expect(verifyUploadSignature('s1', 'document/b.pdf', future, signature)).toBe(false);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future + 1, signature)).toBe(false);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future, `${signature}x`)).toBe(false);
  });
  it('covers the announced size: another size, or none, does not verify', () => {
    const signature = signUpload('s1', 'document/a.pdf', future, 100);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future, signature, { size: 100 })).toBe(true);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future, signature, { size: 1_500_000 })).toBe(false);
    expect(verifyUploadSignature('s1', 'document/a.pdf', future, signature)).toBe(false);
  });
  it('refuses an expired signature', () => {
    const past = Math.floor(Date.now() / 1000) - 1;
    expect(verifyUploadSignature('s1', 'p', past, signUpload('s1', 'p', past))).toBe(false);
  });
});

describe('stored names', () => {
  it('are a date stamp, a random id and the extension, and match the path pattern', () => {
    const name = storedFileName('pdf', new Date('2025-03-04T12:00:00Z'));
    expect(name).toMatch(/^20250304-[A-Za-z0-9_-]{22}\.pdf$/);
    expect(storagePathPattern.test(`document/${name}`)).toBe(true);
    expect(storedFileName('pdf')).not.toBe(storedFileName('pdf'));
    for (const bad of [
      '../etc/passwd',
      'document/../../x.pdf',
      'document/20250101-abc.pdf/..',
      '/abs/20250101-abcdefgh.pdf',
    ]) {
      expect(storagePathPattern.test(bad), bad).toBe(false);
    }
  });
  it('take the extension from the last dot, lower-cased', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});

describe('local storage', () => {
  it('refuses keys outside its root', async () => {
    await expect(storage.putStream('../outside.pdf', Readable.from([samplePdf]), { maxBytes: 100 })).rejects.toThrow(
      /escapes/,
    );
  });
  it('stops at maxBytes and leaves nothing behind', async () => {
    await expect(
      storage.putStream('t/too-big.pdf', Readable.from([Buffer.alloc(50), Buffer.alloc(60)]), { maxBytes: 100 }),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(await storage.exists('t/too-big.pdf')).toBe(false);
    expect(await storage.exists('t/too-big.pdf.part')).toBe(false);
  });
  it('stores, measures, reads and deletes', async () => {
    await store('t/a.pdf', samplePdf);
    expect(await storage.size('t/a.pdf')).toBe(samplePdf.length);
    expect((await storage.readHead('t/a.pdf', 4)).toString()).toBe('%PDF');
    await storage.delete('t/a.pdf');
    expect(await storage.size('t/a.pdf')).toBeNull();
  });
});

describe('content checks', () => {
  it.each([
    ['ok.pdf', samplePdf, 'application/pdf'],
    ['ok.png', samplePng, 'image/png'],
    ['ok.csv', sampleCsv, 'text/csv'],
    ['png.pdf', samplePng, null],
    ['pdf.png', samplePdf, null],
    ['pdf.csv', samplePdf, null],
    ['nul.txt', Buffer.from('abc\u0000def'), null],
    ['text.docx', Buffer.from('not a zip'), null],
    ['empty.pdf', Buffer.alloc(0), null],
  ] as const)('%s -> %s', async (name, bytes, mime) => {
    const size = await store(`c/${name}`, bytes);
    expect(await verifyContent(storage, `c/${name}`, extensionOf(name), size)).toBe(mime);
  });
});
