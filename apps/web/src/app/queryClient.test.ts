import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../platform/api';
import { createQueryClient } from './queryClient';

/** How many times a load that always fails with `error` is tried before the page shows the failure. */
async function triesOf(error: Error, retryDelayMs?: number): Promise<number> {
  let tries = 0;
  const queryClient = createQueryClient({ retryDelayMs });
  await expect(
    queryClient.fetchQuery({
      queryKey: ['always failing'],
      queryFn: () => {
        tries += 1;
        throw error;
      },
      meta: { silent: true },
    }),
  ).rejects.toBe(error);
  return tries;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the query client', () => {
  it('tries a server error or a network failure three times, and a refusal once', async () => {
    expect(await triesOf(new ApiError(503, { message: 'Service Unavailable' }), 0)).toBe(3);
    expect(await triesOf(new TypeError('Failed to fetch'), 0)).toBe(3);
    expect(await triesOf(new ApiError(422, { message: 'The given data was invalid.' }), 0)).toBe(1);
    expect(await triesOf(new ApiError(404, null), 0)).toBe(1);
  });

  it('without a delay given, waits 1 s and then 2 s between the tries of a server error', async () => {
    vi.useFakeTimers();
    let tries = 0;
    const failing = createQueryClient()
      .fetchQuery({
        queryKey: ['always failing'],
        queryFn: () => {
          tries += 1;
          throw new ApiError(500, null);
        },
        meta: { silent: true },
      })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(3);
    expect(await failing).toBeInstanceOf(ApiError);
  });
});
