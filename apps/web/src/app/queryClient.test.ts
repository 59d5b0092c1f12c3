import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../platform/api';
import { createQueryClient } from './queryClient';

/** A load that always fails with `error`, through a client made with `retryDelayMs`, and how often it was tried. */
function alwaysFailing(error: Error, retryDelayMs?: number) {
  let tries = 0;
  const settled = createQueryClient({ retryDelayMs })
    .fetchQuery({
      queryKey: ['always failing'],
      queryFn: () => {
        tries += 1;
        throw error;
      },
      meta: { silent: true },
    })
    .catch((thrown: unknown) => thrown);
  return { tries: () => tries, settled };
}

async function triesOf(error: Error): Promise<number> {
  const load = alwaysFailing(error, 0);
  expect(await load.settled).toBe(error);
  return load.tries();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the query client', () => {
  it('tries a server error or a network failure three times, and a refusal once', async () => {
    expect(await triesOf(new ApiError(503, { message: 'Service Unavailable' }))).toBe(3);
    expect(await triesOf(new TypeError('Failed to fetch'))).toBe(3);
    expect(await triesOf(new ApiError(422, { message: 'The given data was invalid.' }))).toBe(1);
    expect(await triesOf(new ApiError(404, null))).toBe(1);
  });

  it('without a delay given, waits 1 s and then 2 s between the tries of a server error', async () => {
    vi.useFakeTimers();
    const error = new ApiError(500, null);
    const load = alwaysFailing(error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load.tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load.tries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load.tries()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load.tries()).toBe(3);
    expect(await load.settled).toBe(error);
  });
});
