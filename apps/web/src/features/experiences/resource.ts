import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';

/** One experience list on the server: where it lives and its cache key. */
export interface ExperienceResource {
  path: string;
  queryKey: readonly ['experiences', string];
}

export const experienceKeys = {
  jobs: ['experiences', 'jobs'],
  educations: ['experiences', 'educations'],
  educationLevels: ['experiences', 'education-levels'],
} as const;

/** GET {path} → `{ data: [...] }`. */
export function experienceListQuery<TItem>(resource: ExperienceResource) {
  return queryOptions({
    queryKey: resource.queryKey,
    queryFn: async ({ signal }) => (await api.get<{ data: TItem[] }>(resource.path, { signal })).data,
  });
}

/** POST {path} when `id` is null, else PUT {path}/{id}; the list is refetched after. The caller reports the outcome. */
export function useSaveExperience<TItem, TBody>(resource: ExperienceResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TBody }) => {
      const response =
        id === null
          ? await api.post<{ data: TItem }>(resource.path, body)
          : await api.put<{ data: TItem }>(`${resource.path}/${id}`, body);
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource.queryKey }),
  });
}

/**
 * DELETE {path}/{id}, optimistically: the row leaves the cached list at once, the list is refetched after;
 * on failure the list is put back and the central handler reports the error.
 */
export function useDeleteExperience<TItem extends { id: number }>(
  resource: ExperienceResource,
  deletedMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${resource.path}/${id}`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: resource.queryKey });
      const previous = queryClient.getQueryData<TItem[]>(resource.queryKey);
      queryClient.setQueryData<TItem[]>(resource.queryKey, (items) => items?.filter((item) => item.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(resource.queryKey, context.previous);
      handleApiError(error);
    },
    onSuccess: () => showSuccessToast(deletedMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resource.queryKey }),
  });
}
