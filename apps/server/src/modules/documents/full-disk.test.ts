import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { type FileHandle, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/contracts';
import { schema } from '@portal/db';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import { samplePdf } from './documents.fixtures.ts';
import { uploadSteps } from './upload-steps.ts';

/**
 * Issue #23, item 4: an upload onto a full disk answers 507 with a message a person understands, is logged as a
 * warning (not an unhandled error) and keeps neither a file, a partial file nor its row.
 *
 * The disk is really full: a 64 KB tmpfs when this process may mount one (root in the CI container). Where it may not,
 * the partial file's bytes go to the kernel's /dev/full, whose writes fail with a real ENOSPC.
 */
const tmpfsBytes = 64 * 1024;

/** Local storage whose partial files' bytes land on /dev/full (used only when no tmpfs can be mounted). */
class DevFullStorage extends LocalStorage {
  protected override writeStreamOf(file: FileHandle): Writable {
    void file.close();
    return createWriteStream('/dev/full');
  }
}

function mountTmpfs(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${tmpfsBytes},mode=0700`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let t: TestApp;
let uploadsRoot: string;
let mounted = false;
const logLines: string[] = [];

beforeAll(async () => {
  uploadsRoot = await mkdtemp(path.join(tmpdir(), 'portal-full-disk-'));
  mounted = mountTmpfs(uploadsRoot);
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  t = await createTestApp({
    config: { logLevel: 'info', logStream },
    extend: (app) => {
      app.post('/internal-api/test/write-report', { config: { access: 'public' } }, async () => {
        // The kernel's always-full device: a real ENOSPC from a real write.
        await writeFile('/dev/full', 'report');
        return { ok: true };
      });
    },
    storage: (config) =>
      mounted ? new LocalStorage(uploadsRoot, config.secret) : new DevFullStorage(uploadsRoot, config.secret),
  });
}, testAppTimeout);

afterAll(async () => {
  await t?.close();
  if (mounted) execFileSync('umount', [uploadsRoot]);
  await rm(uploadsRoot, { recursive: true, force: true });
});

const { signedUrl, putFile } = uploadSteps(() => t);

/** A PDF larger than the whole tmpfs. */
const largePdf = Buffer.concat([samplePdf, Buffer.alloc(4 * tmpfsBytes, '% padding\n')]);

const logged = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown });

describe('an upload onto a full disk', () => {
  it('answers 507 with a plain message, logs a warning and keeps no file, partial file or row', async () => {
    const customer = await t.as('customer');
    const signed = await signedUrl(customer, 'pay-stub.pdf', largePdf.length);
    logLines.length = 0;

    const put = await putFile(signed.url, largePdf);

    expect(put.statusCode, put.body).toBe(507);
    expect(put.json()).toEqual({ message: errorMessages.storageFull });
    const entries = logged();
    expect(entries.find((entry) => entry.msg === 'storage full')).toMatchObject({ level: 40 });
    expect(JSON.stringify(entries.find((entry) => entry.msg === 'storage full')?.err)).toContain('ENOSPC');
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
    const rows = await t.db.select().from(schema.pendingUploads).where(eq(schema.pendingUploads.path, signed.path));
    expect(rows).toEqual([]);
    expect(await readdir(path.join(uploadsRoot, path.dirname(signed.path)))).toEqual([]);
    // The link is spent: the browser asks for a new one.
    expect((await putFile(signed.url, samplePdf)).statusCode).toBe(403);
  });

  it('still takes a file that fits once space is free again', async () => {
    // Only meaningful on the tmpfs, where a small file fits; /dev/full refuses every byte.
    const customer = await t.as('customer');
    const signed = await signedUrl(customer, 'small.pdf', samplePdf.length);
    const put = await putFile(signed.url, samplePdf);
    expect(put.statusCode, put.body).toBe(mounted ? 200 : 507);
    expect(existsSync(path.join(uploadsRoot, signed.path))).toBe(mounted);
  });
});

describe('any route that meets a full disk', () => {
  it('answers 507 through the one error handler, not 500', async () => {
    const response = await (await t.as('guest')).post('/internal-api/test/write-report', {});
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: errorMessages.storageFull });
  });
});
