import { describe, expect, it } from 'vitest';
import { customerSearchBodySchema, customerSearchMessages, parseSearchDate } from './customers.ts';

describe('parseSearchDate', () => {
  it.each([
    ['3/7/1985', '1985-03-07'],
    ['03/07/1985', '1985-03-07'],
    ['3-7-1985', '1985-03-07'],
    ['1985-03-07', '1985-03-07'],
    [' 12/31/1999 ', '1999-12-31'],
    ['2/29/2000', '2000-02-29'],
  ])('reads %s', (text, iso) => expect(parseSearchDate(text)).toBe(iso));

  it.each(['2/30/1990', '13/01/2000', '1985-3-7', '7 March 1985', '3/7/85', ''])('refuses %s', (text) =>
    expect(parseSearchDate(text)).toBeNull(),
  );
});

describe('customerSearchBodySchema', () => {
  it('fills the defaults', () => {
    expect(customerSearchBodySchema.parse({ query: ' ann ' })).toEqual({
      query: 'ann',
      search_type: 'name',
      page: 1,
      paginate: 10,
    });
  });

  it('refuses an empty query with the spec message', () => {
    const result = customerSearchBodySchema.safeParse({ query: '  ' });
    expect(result.error?.issues[0]?.message).toBe(customerSearchMessages.invalidSearch);
  });
});
