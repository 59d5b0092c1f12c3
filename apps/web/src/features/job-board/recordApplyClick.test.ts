import { jobBoardPaths } from '@portal/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { recordApplyClick } from './queries';

describe('recordApplyClick', () => {
  it('posts with the JSON content type and the CSRF header (participant spec 10)', async () => {
    const path = jobBoardPaths.applyClick(12);
    const { calls } = mockFetch({ [`POST ${path}`]: { status: 204 } });
    recordApplyClick(12);
    await waitFor(() => expect(calls('POST', path)).toHaveLength(1));
    const [request] = calls('POST', path);
    expect(request!.headers['Content-Type']).toBe('application/json');
    expect(request!.headers['X-CSRF-TOKEN']).toBeTruthy();
    expect(request!.body).toEqual({});
  });

  it('swallows a failure: the person still gets to the application', async () => {
    const path = jobBoardPaths.applyClick(13);
    const { calls } = mockFetch({ [`POST ${path}`]: { status: 500, body: { message: 'Server Error' } } });
    expect(() => recordApplyClick(13)).not.toThrow();
    await waitFor(() => expect(calls('POST', path)).toHaveLength(1));
  });
});
