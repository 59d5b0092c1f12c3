import { describe, expect, it } from 'vitest';
import { activeMoreFilterCount, emptyFilters, filtersToApiQuery, filtersToParams, parseFilters } from './filters';

const query = (params: URLSearchParams) => Object.fromEntries(params.entries());

describe('cost mapping (participant spec 7)', () => {
  it.each([
    ['lower_1000', { maxCost: '999.99' }],
    ['1000_to_5000', { minCost: '1000', maxCost: '5000' }],
    ['greater_5000', { minCost: '5000.01' }],
    ['', {}],
  ] as const)('cost=%s becomes %o in the search call', (cost, expected) => {
    const apiQuery = query(filtersToApiQuery({ ...emptyFilters, cost }));
    expect(apiQuery).toEqual(expected);
  });

  it('keeps cost itself in the URL, not the amounts', () => {
    expect(query(filtersToParams({ ...emptyFilters, cost: 'greater_5000' }))).toEqual({ cost: 'greater_5000' });
  });

  it('ignores an unknown cost in the URL', () => {
    expect(parseFilters(new URLSearchParams('cost=free')).cost).toBe('');
    expect(query(filtersToApiQuery(parseFilters(new URLSearchParams('cost=free'))))).toEqual({});
  });
});

describe('URL parameters (participant spec 2 and 5)', () => {
  it('reads every parameter and writes them back, dropping empty values', () => {
    const url = new URLSearchParams(
      'searchText=nursing&address=80202&types=1,2&formats=3&cost=1000_to_5000&providerTypes=4&eligibleForTuitionSupport=-1&saved=1&radius=50&sort=distance',
    );
    const filters = parseFilters(url);
    expect(filters).toEqual({
      searchText: 'nursing',
      address: '80202',
      types: ['1', '2'],
      formats: ['3'],
      cost: '1000_to_5000',
      providerTypes: ['4'],
      eligibleForTuitionSupport: '-1',
      saved: true,
      radius: '50',
      sort: 'distance',
    });
    expect(filtersToParams(filters).toString()).toBe(url.toString());
    expect(query(filtersToParams(emptyFilters))).toEqual({});
  });

  it('sends tuition support only as 1, 0 or -1', () => {
    for (const value of ['1', '0', '-1']) {
      expect(query(filtersToApiQuery(parseFilters(new URLSearchParams(`eligibleForTuitionSupport=${value}`))))).toEqual(
        { eligibleForTuitionSupport: value },
      );
    }
    for (const value of ['2', 'yes', '']) {
      expect(query(filtersToApiQuery(parseFilters(new URLSearchParams(`eligibleForTuitionSupport=${value}`))))).toEqual(
        {},
      );
    }
  });

  it('sends radius and a distance sort only with an address', () => {
    expect(query(filtersToApiQuery({ ...emptyFilters, radius: '10', sort: 'distance' }))).toEqual({});
    expect(
      query(filtersToApiQuery({ ...emptyFilters, address: 'Denver, CO', radius: '10', sort: 'distance' })),
    ).toEqual({ address: 'Denver, CO', radius: '10', sort: 'distance' });
    expect(parseFilters(new URLSearchParams('sort=distance')).sort).toBe('relevance');
    expect(parseFilters(new URLSearchParams('address=80202&radius=7')).radius).toBe('25');
  });

  it('drops ids that are not numbers', () => {
    expect(parseFilters(new URLSearchParams('types=1,x,,3')).types).toEqual(['1', '3']);
  });
});

describe('active-filter count of the more panel', () => {
  it('counts cost, provider types and saved, each once', () => {
    expect(activeMoreFilterCount(emptyFilters)).toBe(0);
    expect(activeMoreFilterCount({ ...emptyFilters, cost: 'lower_1000' })).toBe(1);
    expect(activeMoreFilterCount({ ...emptyFilters, providerTypes: ['1', '2'] })).toBe(1);
    expect(activeMoreFilterCount({ ...emptyFilters, cost: 'lower_1000', providerTypes: ['1'], saved: true })).toBe(3);
    // Filters shown inline on every screen do not count.
    expect(
      activeMoreFilterCount({ ...emptyFilters, types: ['1'], searchText: 'x', eligibleForTuitionSupport: '1' }),
    ).toBe(0);
  });
});
