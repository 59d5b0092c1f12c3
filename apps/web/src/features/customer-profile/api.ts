import { type CustomerProfileBody, customerProfilePaths as paths } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { recordKeys } from '../customer-record/api';

export const profileKeys = {
  profile: (id: number) => ['customer-profile', id] as const,
  changes: (id: number) => ['customer-profile', id, 'changes'] as const,
};

/** The edit page's own load (and its Retry), so a failure shows the page's error, not a toast. */
export function customerProfileQuery(id: number) {
  return queryOptions({
    queryKey: profileKeys.profile(id),
    queryFn: ({ signal }) => client.get(paths.profile, { params: { id }, signal }),
    meta: { silent: true },
  });
}

export function customerChangesQuery(id: number, page: number) {
  return queryOptions({
    queryKey: [...profileKeys.changes(id), page],
    queryFn: ({ signal }) => client.get(paths.changes, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The edit; afterwards the banner, the profile and the history load again. */
export function useSaveProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerProfileBody) => client.put(paths.edit, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.record(id) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) }),
      ]);
    },
  });
}
