import type { CustomerSearchResponse } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { searchStatus } from './searchStatus';

const answer = (total: number): CustomerSearchResponse => ({
  data: [],
  currentPage: 1,
  lastPage: 1,
  from: null,
  to: null,
  total,
  total_capped: false,
  found_elsewhere: null,
});

describe('searchStatus', () => {
  it('tells the four statuses apart', () => {
    expect(searchStatus('mine', null)).toBe('not-searched');
    expect(searchStatus('mine', answer(3))).toBe('found-mine');
    expect(searchStatus('elsewhere', answer(3))).toBe('found-elsewhere');
    expect(searchStatus('mine', answer(0))).toBe('not-found');
    expect(searchStatus('elsewhere', 'failed')).toBe('not-found');
  });
});
