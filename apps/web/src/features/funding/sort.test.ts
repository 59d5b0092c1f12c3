import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort, type ColumnSort } from './sort';

describe('nextSort (single-column cycle: ascending, descending, none)', () => {
  it('starts an unsorted column ascending', () => {
    expect(nextSort(null, 'date')).toEqual({ key: 'date', order: 'asc' });
  });

  it('goes ascending → descending → none → ascending on the same column', () => {
    const first = nextSort(null, 'total');
    const second = nextSort(first, 'total');
    const third = nextSort(second, 'total');
    expect(second).toEqual({ key: 'total', order: 'desc' });
    expect(third).toBeNull();
    expect(nextSort(third, 'total')).toEqual({ key: 'total', order: 'asc' });
  });

  it('drops the previous column when another one is clicked, whatever its order', () => {
    const descending: ColumnSort = { key: 'date', order: 'desc' };
    expect(nextSort(descending, 'customer')).toEqual({ key: 'customer', order: 'asc' });
  });

  it('names the order for aria-sort, none for the other columns', () => {
    const sort: ColumnSort = { key: 'id', order: 'desc' };
    expect(ariaSortOf(sort, 'id')).toBe('descending');
    expect(ariaSortOf(sort, 'date')).toBe('none');
    expect(ariaSortOf(null, 'id')).toBe('none');
  });
});
