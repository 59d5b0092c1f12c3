import { mergePoll } from '@portal/contracts';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MergePollPage } from './MergePollPage';

const statusUrl = '/internal-api/customers/merge/7';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderPoll() {
  renderWithProviders(
    <Routes>
      <Route path="/customers/merge/:mergeId" element={<MergePollPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/customers/merge/7' },
  );
}

const polls = (requests: { url: string }[]) => requests.filter((request) => request.url === statusUrl).length;

describe('MergePollPage (staff spec: the merge poll)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('retries on false every 5000 ms and opens the address 5000 ms after it comes', async () => {
    let answers = 0;
    const { requests } = mockFetch({
      [`GET ${statusUrl}`]: () => ({ body: ++answers < 3 ? false : '/workflows/customer-information/12' }),
    });
    renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(polls(requests)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(mergePoll.retryMs));
    expect(polls(requests)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(mergePoll.retryMs));
    expect(polls(requests)).toBe(3);
    expect(screen.getByText('The records were merged. Opening the merged record…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(mergePoll.redirectDelayMs - 100));
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('Landed on /workflows/customer-information/12')).toBeInTheDocument();
  });

  it('gives up after 10 attempts and goes to /customers with the error query', async () => {
    const { requests } = mockFetch({ [`GET ${statusUrl}`]: { body: false } });
    renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(mergePoll.retryMs * (mergePoll.attempts - 1) + 100));
    expect(polls(requests)).toBe(mergePoll.attempts);
    expect(screen.getByText('Landed on /customers?error=merge')).toBeInTheDocument();
  });

  it('an error answer goes to /customers with the error query at once', async () => {
    mockFetch({ [`GET ${statusUrl}`]: { status: 409, body: { message: 'This merge has already been undone.' } } });
    renderPoll();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Landed on /customers?error=merge')).toBeInTheDocument();
  });
});
