import { formConstants, formLookupPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../platform/api-client';

export interface JobTitleOption {
  value: string;
  label: string;
}

export const neverEmployed: JobTitleOption = {
  value: String(formConstants.neverEmployedValue),
  label: 'Never Employed',
};

/**
 * Occupation titles matching the search, plus the one already chosen (`include`) so it shows by name before any
 * search; 'Never Employed' (0) leads the list when there are results (spec 7).
 */
export function jobTitleSearchQuery(search: string, include: number | null | undefined) {
  const chosen = typeof include === 'number' && include > 0 ? include : undefined;
  return queryOptions({
    queryKey: ['forms', 'job-titles', search, chosen ?? null] as const,
    queryFn: async ({ signal }): Promise<JobTitleOption[]> => {
      const { data } = await client.get(formLookupPaths.jobTitles, { query: { search, include: chosen }, signal });
      const found = data.map((item) => ({ value: String(item.id), label: item.title }));
      return found.length > 0 ? [neverEmployed, ...found] : [];
    },
    enabled: search.trim() !== '' || chosen !== undefined,
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
