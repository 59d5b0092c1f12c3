import { describe, expect, it } from 'vitest';
import { pageItems, showingText } from './pagination';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses the pages between the start and the current page, and after it', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 19, 20]);
  });

  it('keeps a window of two around the first and the last page', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'ellipsis', 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 'ellipsis', 18, 19, 20]);
  });

  it('never puts an ellipsis where only neighbours are hidden', () => {
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 9, 10]);
    expect(pageItems(6, 10)).toEqual([1, 2, 'ellipsis', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('stays in range when the current page is past the last', () => {
    expect(pageItems(9, 3)).toEqual([1, 2, 3]);
  });
});

describe('showingText', () => {
  it('shows the range of the page and the total', () => {
    expect(showingText({ from: 11, to: 20, total: 33, total_capped: false })).toBe('Showing 11–20 of 33');
    expect(showingText({ from: 31, to: 33, total: 33, total_capped: false })).toBe('Showing 31–33 of 33');
  });

  it('marks a total the server stopped counting at', () => {
    expect(showingText({ from: 1, to: 10, total: 500, total_capped: true })).toBe('Showing 1–10 of 500+');
  });
});
