import {
  groupPaths,
  reminderPaths,
  serviceTrackerPaths as paths,
  type Group,
  type GroupListResponse,
  type ServiceLogFormOptions,
  type ServiceLogListResponse,
  type ServiceLogStoreResponse,
  type TrackerProgram,
  type TrackerServiceType,
  type EligibilityResult,
} from '@portal/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';

const fill = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

export interface TrackerFilters {
  customer: number | null;
  professionals: number[];
  createdOn: string;
  endAt: string;
  serviceType: number | null;
  service: number | null;
  program: number | null;
}

function logsUrl(filters: TrackerFilters, page: number, cursor: string | null) {
  const params = new URLSearchParams({ page: String(page) });
  if (cursor) params.set('cursor', cursor);
  for (const id of filters.professionals) params.append('created_by[]', String(id));
  if (filters.createdOn) params.set('created_on', filters.createdOn);
  if (filters.endAt) params.set('end_at', filters.endAt);
  if (filters.serviceType) params.set('serviceTypeValue', String(filters.serviceType));
  if (filters.service) params.set('serviceNameValue', String(filters.service));
  if (filters.program) params.set('programValue', String(filters.program));
  if (filters.customer) params.set('customerValue', String(filters.customer));
  return `${paths.logs}?${params.toString()}`;
}

/** The timeline: one keyset page per scroll step. */
export const logsQuery = (filters: TrackerFilters) =>
  infiniteQueryOptions({
    queryKey: ['service-log', 'logs', filters],
    initialPageParam: { page: 1, cursor: null as string | null },
    queryFn: ({ pageParam, signal }) =>
      api.get<ServiceLogListResponse>(logsUrl(filters, pageParam.page, pageParam.cursor), { signal }),
    getNextPageParam: (last) => (last.nextCursor ? { page: last.currentPage + 1, cursor: last.nextCursor } : undefined),
  });

export const serviceTypesQuery = queryOptions({
  queryKey: ['service-log', 'service-types'],
  queryFn: ({ signal }) => api.get<TrackerServiceType[]>(paths.serviceTypes, { signal }),
  staleTime: 60_000,
});

export const contactTypesQuery = queryOptions({
  queryKey: ['service-log', 'contact-types'],
  queryFn: ({ signal }) => api.get<{ id: number; name: string; icon: string }[]>(paths.contactTypes, { signal }),
  staleTime: 60_000,
});

export const formOptionsQuery = queryOptions({
  queryKey: ['service-log', 'form-options'],
  queryFn: ({ signal }) => api.get<ServiceLogFormOptions>(paths.formOptions, { signal }),
  staleTime: 60_000,
});

export const programsQuery = (serviceIds: number[]) =>
  queryOptions({
    queryKey: ['service-log', 'programs', serviceIds],
    queryFn: ({ signal }) =>
      api.get<TrackerProgram[]>(`${paths.servicePrograms}?${serviceIds.map((id) => `ids[]=${id}`).join('&')}`, {
        signal,
      }),
    enabled: serviceIds.length > 0,
  });

export const eligibilityQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'eligibility', customerId],
    queryFn: ({ signal }) => api.get<EligibilityResult[]>(fill(paths.eligibility, { id: customerId ?? 0 }), { signal }),
    enabled: customerId !== null,
  });

export async function searchCustomers(query: string) {
  const result = await api.post<{ data: { id: number; full_name: string }[] }>(reminderPaths.customers, { query });
  return result.data.map((row) => ({ value: String(row.id), label: row.full_name }));
}

export async function searchGroups(query: string, signal?: AbortSignal) {
  const result = await api.get<{ data: { id: number; name: string }[] }>(
    `${groupPaths.search}?query=${encodeURIComponent(query)}`,
    { signal },
  );
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}

export async function searchContacts(groupId: number, type: 'customer' | 'staff', query: string) {
  const result = await api.get<{ data: { id: number; name: string }[] }>(
    `${fill(groupPaths.contactSearch, { id: groupId })}?type=${type}&query=${encodeURIComponent(query)}`,
  );
  return result.data.map((row) => ({ value: String(row.id), label: row.name }));
}

export function useStoreLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => api.post<ServiceLogStoreResponse>(paths.store, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['service-log'] }),
  });
}

export function useLogActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['service-log', 'logs'] });
  return {
    updateEnd: useMutation({
      mutationFn: ({ id, end_at, min_at }: { id: number; end_at: string; min_at: string }) =>
        api.post<{ saved: boolean }>(fill(paths.log, { id }), { end_at, min_at }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<{ saved: boolean }>(fill(paths.log, { id })),
      onSuccess: refresh,
    }),
    addNote: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) => api.post(fill(paths.notes, { id }), { body }),
      onSuccess: refresh,
    }),
    editNote: useMutation({
      mutationFn: ({ id, body }: { id: number; body: string }) => api.put(fill(paths.note, { id }), { body }),
      onSuccess: refresh,
    }),
  };
}

export const groupsQuery = queryOptions({
  queryKey: ['service-log', 'groups'],
  queryFn: ({ signal }) => api.get<GroupListResponse>(groupPaths.list, { signal }),
});

export const groupQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'group', id],
    queryFn: ({ signal }) => api.get<Group>(fill(groupPaths.item, { id: id ?? 0 }), { signal }),
    enabled: id !== null,
  });

export function useGroupActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['service-log'] });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; location_id: number | null }) => api.post<Group>(groupPaths.list, body),
      onSuccess: refresh,
    }),
    addMember: useMutation({
      mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
        api.post<Group>(fill(groupPaths.members, { id }), { customer_id: customerId }),
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, customerId }: { id: number; customerId: number }) =>
        api.delete<Group>(fill(groupPaths.member, { id, customerId })),
      onSuccess: refresh,
    }),
    setContact: useMutation({
      mutationFn: ({
        id,
        type,
        contactId,
      }: {
        id: number;
        type: 'customer' | 'staff' | null;
        contactId: number | null;
      }) => api.put<Group>(fill(groupPaths.contact, { id }), { contact_type: type, contact_id: contactId }),
      onSuccess: refresh,
    }),
  };
}

/** A preset customer's name (the record banner's full_name), for the customer pickers. */
export const customerNameQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['service-log', 'customer-name', id],
    queryFn: ({ signal }) => api.get<{ full_name: string }>(`/internal-api/customers/record/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
