import {
  type CustomerChangesResponse,
  type CustomerProfile,
  type CustomerProfileBody,
  customerProfilePaths as paths,
  type CustomerProfileSaved,
  customerRecordPath,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { recordKeys } from '../customer-record/api';

const path = (template: string, id: number) => customerRecordPath(template, { id });

export const profileKeys = {
  profile: (id: number) => ['customer-profile', id] as const,
  changes: (id: number) => ['customer-profile', id, 'changes'] as const,
};

/** The edit page's own load (and its Retry), so a failure shows the page's error, not a toast. */
export function customerProfileQuery(id: number) {
  return queryOptions({
    queryKey: profileKeys.profile(id),
    queryFn: ({ signal }) => api.get<CustomerProfile>(path(paths.profile, id), { signal }),
    meta: { silent: true },
  });
}

export function customerChangesQuery(id: number, page: number) {
  return queryOptions({
    queryKey: [...profileKeys.changes(id), page],
    queryFn: ({ signal }) => api.get<CustomerChangesResponse>(`${path(paths.changes, id)}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** The edit; afterwards the banner, the profile and the history load again. */
export function useSaveProfile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerProfileBody) => api.put<CustomerProfileSaved>(path(paths.edit, id), body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKeys.record(id) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile(id) }),
      ]);
    },
  });
}
