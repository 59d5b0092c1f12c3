import { programPaths, type Program, type ProgramSearchResponse } from '@portal/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { i18n } from '../../platform/i18n';

export const programKeys = {
  all: ['programs'] as const,
  lookup: (kind: string) => ['programs', 'lookup', kind] as const,
  search: (query: string) => ['programs', 'search', query] as const,
  related: (cipCode: string, page: number) => ['programs', 'related', cipCode, page] as const,
};

const lookup = (kind: 'types' | 'formats' | 'providerTypes') =>
  queryOptions({
    queryKey: programKeys.lookup(kind),
    queryFn: async ({ signal }) => (await client.get(programPaths[kind], { signal })).data,
    staleTime: Infinity,
  });

export const programTypesQuery = lookup('types');
export const programFormatsQuery = lookup('formats');
export const providerTypesQuery = lookup('providerTypes');

/** One page of ten per call; the next page while the last is not reached (spec 4). */
export function programSearchQuery(query: string, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: programKeys.search(query),
    queryFn: ({ pageParam, signal }) => {
      return client.get(programPaths.search, {
        query: { ...Object.fromEntries(new URLSearchParams(query)), page: pageParam },
        signal,
      });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    enabled,
    // The page shows its own messages (field errors under the address); see useProgramSearchErrors.
    meta: { silent: true },
  });
}

export function relatedOccupationsQuery(cipCode: string, page: number) {
  return queryOptions({
    queryKey: programKeys.related(cipCode, page),
    queryFn: ({ signal }) =>
      client.get('/internal-api/program-finder/related-occupations/{cipCode}', {
        params: { cipCode },
        query: { page },
        signal,
      }),
    meta: { errorMessage: i18n.t('programs:related.error') },
    placeholderData: (previous) => previous,
  });
}

type SearchPages = InfiniteData<ProgramSearchResponse>;

/**
 * POST program-finder/{id} toggles the save. The cached pages change only after the server answered
 * (spec 4), so the card never shows a state the server does not have.
 */
export function useToggleProgramSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (program: Pick<Program, 'id'>) =>
      (await client.post('/internal-api/program-finder/{id}', { params: { id: program.id } })).data,
    onSuccess: ({ is_saved }, program) => {
      queryClient.setQueriesData<SearchPages>({ queryKey: ['programs', 'search'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((item) => (item.id === program.id ? { ...item, is_saved } : item)),
              })),
            }
          : data,
      );
    },
  });
}

export async function reverseGeocode(latitude: number, longitude: number): Promise<string> {
  const { data } = await client.get(programPaths.reverseGeocode, {
    query: { lat: latitude.toFixed(6), lng: longitude.toFixed(6) },
  });
  return data.address;
}
