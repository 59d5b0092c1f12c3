import { occupationPaths } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../platform/api-client';
import {
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  opportunitySearchQuery,
  type OccupationFilters,
} from './filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('finder filters and the query string', () => {
  it('reads every filter from the page URL', () => {
    expect(read('keyword=nurse&education=2,5&cluster=8,11&salary=60001-90000&sort=high-low&saved=1')).toEqual({
      keyword: 'nurse',
      education: ['2', '5'],
      cluster: ['8', '11'],
      salary: '60001-90000',
      sort: 'high-low',
      saved: true,
    });
  });

  it('preselects a cluster from ?cluster=', () => {
    expect(read('cluster=8')).toEqual({ ...emptyFilters, cluster: ['8'] });
  });

  it('leaves out values the API would refuse', () => {
    expect(read('cluster=0,17,abc,3&education=x,-1,4&salary=1-2&sort=price&saved=maybe')).toEqual({
      ...emptyFilters,
      cluster: ['3'],
      education: ['4'],
    });
  });

  it('offers match-desc only with match data', () => {
    expect(read('sort=match-desc').sort).toBe('');
    expect(filtersFromSearchParams(new URLSearchParams('sort=match-desc'), true).sort).toBe('match-desc');
  });

  it('writes only the filters that are set', () => {
    expect(filtersToSearchParams(emptyFilters).toString()).toBe('');
    const filters: OccupationFilters = { ...emptyFilters, keyword: ' nurse ', cluster: ['8'], saved: true };
    expect(filtersToSearchParams(filters).toString()).toBe('saved=1&keyword=nurse&cluster=8');
  });

  it('builds the API call in the spec’s parameter order, education and cluster as comma lists', () => {
    const filters: OccupationFilters = {
      keyword: 'software developer',
      education: ['4', '5'],
      cluster: ['11', '15'],
      salary: '90001-0',
      sort: 'a-z',
      saved: true,
    };
    expect(routeUrl(occupationPaths.search, { query: opportunitySearchQuery(filters, 2) })).toBe(
      '/internal-api/career-opportunity?page=2&saved=1&keyword=software+developer&education=4%2C5&cluster=11%2C15&salary=90001-0&sort=a-z',
    );
    expect(routeUrl(occupationPaths.search, { query: opportunitySearchQuery(emptyFilters, 1) })).toBe(
      '/internal-api/career-opportunity?page=1',
    );
  });

  it('round-trips through the URL', () => {
    const filters: OccupationFilters = {
      keyword: 'cook',
      education: ['1'],
      cluster: ['9'],
      salary: '0-30000',
      sort: 'low-high',
      saved: false,
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
    expect(hasActiveFilters(emptyFilters)).toBe(false);
  });
});
