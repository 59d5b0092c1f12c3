import { documentPaths, formMessages } from '@portal/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { useFileUploads } from './useFileUploads';

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const signedUrlPath = (name: string, size: number) =>
  `${documentPaths.signedUrl}?${new URLSearchParams({ fileName: name, size: String(size), purpose: 'document' })}`;
const signed = {
  url: '/internal-api/uploads/document/2026/a.pdf?expires=1&signature=s',
  method: 'PUT',
  path: 'document/2026/a.pdf',
  name: '20261122-abc.pdf',
  expires_at: '2026-11-22T07:00:00.000Z',
  max_bytes: 2 * 1024 * 1024,
};
const recorded = { id: 41, original_filename: 'a.pdf' };

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(routes);
  const toast = vi.fn();
  const onUploaded = vi.fn();
  const hook = renderHook(() => useFileUploads({ customerId: 7, maxMegabytes: 2, onUploaded, toast }));
  return { ...fetch, toast, onUploaded, hook };
}

describe('form file uploads (forms spec 4, 5, 8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('queues a file for 3000 ms, uploads it through the signed URL, records it and says Uploaded Completed', async () => {
    const { hook, calls, requests, toast, onUploaded } = setup({
      [`GET ${signedUrlPath('a.pdf', 10)}`]: { body: signed },
      [`PUT ${signed.url}`]: { body: { path: signed.path } },
      [`POST ${documentPaths.documents}`]: { status: 201, body: { data: recorded } },
    });
    act(() => hook.result.current.add([file('a.pdf', 10)]));
    expect(hook.result.current.items.map((item) => item.status)).toEqual(['queued']);

    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(calls('GET', signedUrlPath('a.pdf', 10))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(onUploaded).toHaveBeenCalledWith(recorded);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: formMessages.uploadCompleted }));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      original_name: 'a.pdf',
      path: signed.path,
      name: signed.name,
      customer_id: 7,
    });
    expect(hook.result.current.items).toEqual([]);
  });

  it('refuses a file over the limit after 700 ms without sending anything', async () => {
    const { hook, requests, toast } = setup({});
    act(() => hook.result.current.add([file('big.pdf', 2 * 1024 * 1024 + 1)]));
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(toast).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(toast).toHaveBeenCalledWith({
      color: 'red',
      title: 'Uploaded Failed',
      message: 'File big.pdf size is too big. Maximum allowed size is 2MB',
    });
    expect(requests).toHaveLength(0);
    expect(hook.result.current.items).toEqual([]);
  });

  it('moves a failed upload to the failed list, and Retry uploads it again', async () => {
    let attempts = 0;
    const { hook, toast, onUploaded } = setup({
      [`GET ${signedUrlPath('a.pdf', 10)}`]: () => (attempts++ === 0 ? { status: 500 } : { body: signed }),
      [`PUT ${signed.url}`]: { body: { path: signed.path } },
      [`POST ${documentPaths.documents}`]: { status: 201, body: { data: recorded } },
    });
    act(() => hook.result.current.add([file('a.pdf', 10)]));
    await act(() => vi.advanceTimersByTimeAsync(3000));

    expect(hook.result.current.items.map((item) => item.status)).toEqual(['failed']);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'File a.pdf upload failed' }));

    await act(() => {
      hook.result.current.retry(hook.result.current.items[0]!.key);
      return Promise.resolve();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onUploaded).toHaveBeenCalledWith(recorded);
    expect(hook.result.current.items).toEqual([]);
  });
});
