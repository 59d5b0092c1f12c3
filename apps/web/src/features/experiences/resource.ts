import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';

/**
 * One experience list on the server: its cache key and its calls (each through the typed client, so the item type is
 * the server's answer, not written here).
 */
export interface ExperienceResource<TItem, TBody> {
  queryKey: readonly ['experiences', string];
  list: (signal: AbortSignal) => Promise<{ data: TItem[] }>;
  create: (body: TBody) => Promise<{ data: TItem }>;
  update: (id: number, body: TBody) => Promise<{ data: TItem }>;
  remove: (id: number) => Promise<unknown>;
}

export const experienceKeys = {
  jobs: ['experiences', 'jobs'],
  educations: ['experiences', 'educations'],
  educationLevels: ['experiences', 'education-levels'],
} as const;

/** GET {path} → `{ data: [...] }`. */
export function experienceListQuery<TItem, TBody>(resource: ExperienceResource<TItem, TBody>) {
  return queryOptions({
    queryKey: resource.queryKey,
    queryFn: async ({ signal }) => (await resource.list(signal)).data,
  });
}

/** POST {path} when `id` is null, else PUT {path}/{id}; the list is refetched after. The caller reports the outcome. */
export function useSaveExperience<TItem, TBody>(resource: ExperienceResource<TItem, TBody>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TBody }) => {
      const response = id === null ? await resource.create(body) : await resource.update(id, body);
      return response.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource.queryKey }),
  });
}

/**
 * DELETE {path}/{id}, optimistically: the row leaves the cached list at once, the list is refetched after;
 * on failure the list is put back and the central handler reports the error.
 */
export function useDeleteExperience<TItem extends { id: number }, TBody>(
  resource: ExperienceResource<TItem, TBody>,
  deletedMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resource.remove(id),
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
