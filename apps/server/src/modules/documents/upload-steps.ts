import path from 'node:path';
import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import { documentPaths, type SignedUrlResponse } from '@portal/contracts';
import type { TestApp, TestClient } from '../../testing/test-app.ts';

export const twoMb = 2 * 1024 * 1024;

/** The three steps of an upload as the browser takes them, against the file's test app (built in beforeAll). */
export function uploadSteps(testApp: () => TestApp) {
  async function signedUrl(client: TestClient, fileName: string, size?: number): Promise<SignedUrlResponse> {
    const query = new URLSearchParams({ fileName, ...(size === undefined ? {} : { size: String(size) }) });
    const response = await client.get(`${documentPaths.signedUrl}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The browser's PUT: no cookies, no CSRF header; the signed URL is the authority. */
  function putFile(url: string, bytes: Buffer | Readable, headers: Record<string, string> = {}) {
    return testApp().app.inject({
      method: 'PUT',
      url,
      payload: bytes,
      headers: { 'content-type': 'application/pdf', ...headers },
    });
  }

  async function uploadAndRecord(
    client: TestClient,
    fileName: string,
    bytes: Buffer,
    extra: Record<string, unknown> = {},
  ) {
    const signed = await signedUrl(client, fileName, bytes.length);
    const put = await putFile(signed.url, bytes);
    expect(put.statusCode, put.body).toBe(200);
    return client.post(documentPaths.documents, { original_name: fileName, path: signed.path, ...extra });
  }

  const storedFile = (key: string) => path.join(testApp().config.storage.root, key);

  return { signedUrl, putFile, uploadAndRecord, storedFile };
}
