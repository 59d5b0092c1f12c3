import { describe, expect, it } from 'vitest';
import { IdList } from './id-list.ts';

describe('IdList', () => {
  it('gives the distinct ids sorted, as numbers and as a Postgres array literal', () => {
    const list = new IdList();
    const pushed: number[] = [];
    // More than one slice of the literal, out of order, with repeats both next to each other and apart.
    for (let i = 0; i < 20_000; i++) {
      const id = ((i * 7919) % 12_000) + 1;
      list.push(id);
      list.push(id);
      pushed.push(id);
    }
    const expected = [...new Set(pushed)].sort((a, b) => a - b);
    expect(expected).toHaveLength(12_000);
    expect(list.toPgArrayLiteral()).toBe(`{${expected.join(',')}}`);
    expect(list.toArray()).toEqual(expected);
  });

  it('writes an empty literal for no ids', () => {
    expect(new IdList().toPgArrayLiteral()).toBe('{}');
  });
});
